import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { AuditEntry } from '../../../../shared/contracts/admin';
import { formatDateTime } from '../../../lib/format';
import { adminQueries } from '../api/admin-queries';
import { AdminPanel } from './admin-card';
import { AdminEmpty, AdminLoading, AdminProblem, LoadMoreButton } from './admin-states';

/** A stored value as indented JSON, or a word when there was none. */
function snapshot(value: unknown): string {
  return value === null || value === undefined ? '(nothing)' : JSON.stringify(value, null, 2);
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="grid min-w-0 gap-1">
      <p className="text-xs font-bold tracking-wide text-muted uppercase">{title}</p>
      <pre className="max-h-64 overflow-auto rounded-lg bg-bg-2 p-3 text-xs whitespace-pre-wrap wrap-anywhere">
        {snapshot(value)}
      </pre>
    </div>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const hasChange = entry.before != null || entry.after != null;
  return (
    <li className="grid gap-2 rounded-xl border border-line p-4">
      <p className="text-sm text-muted">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> ·{' '}
        <span className="font-semibold text-text">@{entry.actor.username}</span>
      </p>
      <p className="font-semibold wrap-anywhere">{entry.summary}</p>
      {entry.note ? <p className="text-sm wrap-anywhere text-muted">Note: {entry.note}</p> : null}
      {hasChange ? (
        <details className="rounded-xl border border-line">
          <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-accent-strong">
            Before and after
          </summary>
          <div className="grid gap-3 border-t border-line p-3 sm:grid-cols-2">
            <Snapshot title="Before" value={entry.before} />
            <Snapshot title="After" value={entry.after} />
          </div>
        </details>
      ) : null}
    </li>
  );
}

/** Every admin action on record, newest first. */
export function AuditLogPanel() {
  const audit = useInfiniteQuery(adminQueries.audit());
  let body: ReactNode;
  if (audit.isPending) {
    body = <AdminLoading label="Loading the audit log…" />;
  } else if (audit.isError) {
    body = (
      <AdminProblem
        title="We could not load the audit log"
        error={audit.error}
        onRetry={() => void audit.refetch()}
      />
    );
  } else {
    const entries = audit.data.pages.flatMap((page) => page.entries);
    body =
      entries.length === 0 ? (
        <AdminEmpty title="Nothing on record yet">
          Admin actions are listed here as they happen.
        </AdminEmpty>
      ) : (
        <>
          <ol aria-label="Audit log entries" className="grid gap-3">
            {entries.map((entry) => (
              <AuditItem key={entry.id} entry={entry} />
            ))}
          </ol>
          <LoadMoreButton
            hasMore={audit.hasNextPage}
            loading={audit.isFetchingNextPage}
            onLoad={() => void audit.fetchNextPage()}
          />
        </>
      );
  }
  return (
    <AdminPanel id="admin-audit-heading" title="Audit log">
      {body}
    </AdminPanel>
  );
}
