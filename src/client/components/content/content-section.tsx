import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';

interface ContentSectionProps {
  title: string;
  icon?: LucideIcon;
  /** A line under the heading that says what the section is about. */
  intro?: ReactNode;
  /** An anchor, so other pages can link straight to the section. */
  id?: string;
  children: ReactNode;
}

/** One titled part of an information page, announced as a region named by its heading. */
export function ContentSection({ title, icon: Icon, intro, id, children }: ContentSectionProps) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className="grid min-w-0 scroll-mt-24 gap-6">
      <div className="grid gap-2">
        <h2
          id={headingId}
          className="flex items-center gap-3 text-xl font-bold break-words sm:text-2xl"
        >
          {Icon ? <Icon aria-hidden className="size-6 shrink-0 text-cyan sm:size-7" /> : null}
          {title}
        </h2>
        {intro ? <p className="max-w-3xl text-lg text-muted">{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** Paragraphs of running text at a comfortable line length. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="grid max-w-3xl gap-4 leading-relaxed sm:text-lg sm:leading-relaxed">
      {children}
    </div>
  );
}
