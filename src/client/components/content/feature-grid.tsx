import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** A closing line under the description, such as what to listen for. */
  detail?: ReactNode;
}

interface FeatureGridProps {
  features: readonly Feature[];
  /** Three across on wide screens, or two for longer texts. */
  columns?: 2 | 3;
}

/** Cards with an icon, a title and a short text, as a list; the titles are h3 under a section. */
export function FeatureGrid({ features, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={`grid gap-4 sm:gap-5 ${columns === 3 ? 'md:grid-cols-3' : 'sm:grid-cols-2'}`}>
      {features.map(({ icon: Icon, title, description, detail }) => (
        <li key={title} className="panel flex min-w-0 flex-col gap-3 p-5 sm:p-6">
          <span
            aria-hidden
            className="grid size-11 place-items-center rounded-xl bg-surface-2 text-accent ring-1 ring-line"
          >
            <Icon size={22} />
          </span>
          <h3 className="text-lg font-bold break-words">{title}</h3>
          <p className="leading-relaxed text-muted">{description}</p>
          {detail ? (
            <p className="mt-auto border-t border-line pt-3 text-sm text-muted">{detail}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
