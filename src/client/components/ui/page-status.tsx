import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { type QueryResultLike, QueryStates } from './data-states';

/** The pulsing dot shown while a page waits for its data; announced to screen readers. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50vh] place-items-center" role="status">
      <span className="sr-only">{label}</span>
      <span aria-hidden className="live-dot" />
    </div>
  );
}

interface PageProblemProps {
  title: string;
  message: ReactNode;
  onRetry?: () => void;
}

/** A page that could not load its data: what happened and, when it can help, a retry. */
export function PageProblem({ title, message, onRetry }: PageProblemProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <div className="panel p-8 text-center">
        <AlertTriangle aria-hidden className="mx-auto size-10 text-accent" />
        <h1 className="mt-3 text-2xl font-bold">{title}</h1>
        <p className="mt-3 text-muted">{message}</p>
        {onRetry ? (
          <button type="button" className="btn btn-primary mt-6" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** For `QueryStates`: a page's failure, titled, with the reason and a retry. */
export function pageProblem(title: string) {
  return (error: unknown, retry: () => void) => (
    <PageProblem title={title} message={errorMessage(error)} onRetry={retry} />
  );
}

/**
 * A page of the member's own data: "Loading your lists…" (or the loading piece given),
 * "We could not load your lists" with a retry, then the page made from the data.
 */
export function MyDataStates<T>({
  query,
  what,
  pending,
  children,
}: {
  query: QueryResultLike<T>;
  /** What the page holds, as in "Loading your lists…". */
  what: string;
  pending?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      pending={pending ?? <PageLoading label={`Loading your ${what}…`} />}
      problem={pageProblem(`We could not load your ${what}`)}
    >
      {children}
    </QueryStates>
  );
}

/** A page with nothing in it yet: its icon, what is missing, how it fills, and maybe a way on. */
export function PageEmpty({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="panel grid justify-items-center gap-3 p-10 text-center">
      <Icon aria-hidden className="size-10 text-accent" />
      <h2 className="text-xl font-bold">{title}</h2>
      <p className="max-w-md text-muted">{children}</p>
      {action}
    </div>
  );
}

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A small label beside the title, such as "Beta". */
  badge?: ReactNode;
  children?: ReactNode;
}

/** The gradient title, a line about the page and optional actions, as every page starts. */
export function PageHeader({ title, description, badge, children }: PageHeaderProps) {
  const heading = <h1 className="text-3xl font-black text-gradient sm:text-4xl">{title}</h1>;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        {badge ? (
          <div className="flex flex-wrap items-center gap-3">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        {description ? <p className="mt-2 text-lg text-muted">{description}</p> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
