import type { ReactNode } from 'react';

interface DashboardPanelProps {
  id: string;
  title: string;
  icon?: ReactNode;
  /** A link or button beside the heading, such as "See all". */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One card of the dashboard: a heading with an optional action, then its content. */
export function DashboardPanel({
  id,
  title,
  icon,
  action,
  children,
  className = '',
}: DashboardPanelProps) {
  return (
    <section
      aria-labelledby={id}
      className={`panel grid content-start gap-4 p-5 sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="flex items-center gap-2 text-lg font-bold">
          {icon ? <span className="text-accent [&>svg]:size-5">{icon}</span> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const panelLinkClass =
  'text-sm font-semibold text-accent underline decoration-2 underline-offset-4 hover:text-accent-strong';

export { panelLinkClass };
