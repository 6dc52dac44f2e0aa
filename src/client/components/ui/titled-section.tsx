import type { FormEventHandler, ReactNode } from 'react';

export interface SectionProps {
  /** The heading's id, which names the region. */
  headingId: string;
  title: ReactNode;
  children: ReactNode;
}

/** A region named by its heading, then its content; the wrappers choose the level and look. */
export function TitledSection({
  headingId,
  title,
  children,
  level: Heading = 'h2',
  className,
  headingClassName = 'text-lg font-bold',
}: SectionProps & { level?: 'h2' | 'h3'; className: string; headingClassName?: string }) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** A form named by its heading, checked by its own code rather than the browser's. */
export function TitledForm({
  headingId,
  title,
  children,
  onSubmit,
  className = 'grid gap-4',
}: SectionProps & { onSubmit: FormEventHandler<HTMLFormElement>; className?: string }) {
  return (
    <form noValidate onSubmit={onSubmit} className={className} aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}
