import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { DataLoading } from '../../../components/ui/data-states';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A tab with nothing to list yet: the spec's words and, where useful, a next step. */
export function EmptyState({ title, description, children }: EmptyStateProps) {
  return (
    <div className="panel grid justify-items-center gap-3 p-8 text-center">
      <Users aria-hidden className="size-10 text-accent" />
      <p className="text-lg font-bold">{title}</p>
      {description ? <p className="text-muted">{description}</p> : null}
      {children}
    </div>
  );
}

/** The pulsing dot while a tab waits for its list; announced to screen readers. */
export function TabLoading({ label }: { label: string }) {
  return <DataLoading label={label} tall />;
}
