import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/ui/titled-section';

interface AdminCardProps {
  id: string;
  title: string;
  icon: ReactNode;
  /** Extra grid classes, such as a span across the columns. */
  className?: string;
  children: ReactNode;
}

/** One of the dashboard's named cards (spec section 2), a region named by its heading. */
export function AdminCard({ id, title, icon, className = '', children }: AdminCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={`panel grid min-w-0 content-start gap-4 p-5 sm:p-6 ${className}`}
    >
      <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
        <span className="text-accent [&>svg]:size-5">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One of the dashboard's wide panels: a region named by its plain heading, then its content. */
export function AdminPanel({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <TitledSection headingId={id} title={title} className="panel grid gap-4 p-5 sm:p-6">
      {children}
    </TitledSection>
  );
}

export interface Figure {
  label: string;
  value: string;
  note?: string;
}

/** Figures as a term and its value, two to a row even on a phone (three fit a wider one). */
export function FigureList({ figures }: { figures: Figure[] }) {
  return (
    <dl className={`grid grid-cols-2 gap-3 ${figures.length === 3 ? 'sm:grid-cols-3' : ''}`}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex min-w-0 flex-col gap-1 rounded-xl border border-line p-3 sm:p-4"
        >
          <dt className="text-sm text-muted">{figure.label}</dt>
          <dd className="text-xl leading-tight font-black wrap-anywhere text-gradient tabular-nums sm:text-2xl">
            {figure.value}
          </dd>
          {figure.note ? (
            <dd className="text-xs font-semibold wrap-anywhere text-cyan">{figure.note}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
