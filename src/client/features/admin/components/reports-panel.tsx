import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  REPORT_ACTION_LABELS,
  REPORT_TARGET_LABELS,
  type Report,
  type ReportStatus,
} from '../../../../shared/contracts/admin';
import { QueryStates } from '../../../components/ui/data-states';
import { formatDateTime } from '../../../lib/format';
import { adminQueries } from '../api/admin-queries';
import { AdminEmpty } from './admin-states';
import { ResolveReportForm } from './resolve-report-form';

const STATUS_CHOICES: { id: ReportStatus; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'resolved', label: 'Resolved' },
];

const who = (person: { username: string } | null) =>
  person ? `@${person.username}` : 'an unknown member';

function ReportItem({ report }: { report: Report }) {
  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="chip bg-accent/15 text-accent-strong">
          {REPORT_TARGET_LABELS[report.targetType]}
        </span>
        <span className="min-w-0 text-sm wrap-anywhere text-muted">
          by {who(report.author)} · reported by {who(report.reporter)} on{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </span>
      </div>
      <blockquote className="border-s-2 border-line ps-3 wrap-anywhere whitespace-pre-line">
        {report.excerpt}
      </blockquote>
      <p className="text-sm wrap-anywhere">
        <span className="font-semibold">Reason:</span> {report.reason}
      </p>
      {report.link ? (
        <Link
          href={report.link}
          className="inline-flex w-fit items-center gap-1 text-sm font-semibold text-accent-strong hover:underline"
        >
          See it on the site <ArrowRight aria-hidden size={14} />
        </Link>
      ) : null}
      {report.status === 'open' ? (
        <ResolveReportForm report={report} />
      ) : (
        <p className="rounded-xl bg-surface-2/60 p-3 text-sm wrap-anywhere">
          <span className="font-semibold">
            {report.action ? REPORT_ACTION_LABELS[report.action] : 'Resolved'}
          </span>
          {report.resolvedBy ? ` by @${report.resolvedBy}` : null}
          {report.resolvedAt ? (
            <>
              {' '}
              on <time dateTime={report.resolvedAt}>{formatDateTime(report.resolvedAt)}</time>
            </>
          ) : null}
          {report.resolutionNote ? `: ${report.resolutionNote}` : null}
        </p>
      )}
    </li>
  );
}

/** What members reported, open ones to decide and resolved ones to look back on. */
export function ReportsPanel() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const reports = useQuery(adminQueries.reports(status));
  const body = (
    <QueryStates
      query={reports}
      pending="Loading reports…"
      problem="We could not load the reports"
      empty={<AdminEmpty title={status === 'open' ? 'No open reports' : 'No resolved reports'} />}
    >
      {(data) => (
        <ul
          aria-label={status === 'open' ? 'Open reports' : 'Resolved reports'}
          className="grid gap-3"
        >
          {data.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
  return (
    <section aria-labelledby="admin-reports-heading" className="panel grid gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-reports-heading" className="text-lg font-bold">
          Reports
        </h2>
        <fieldset className="flex min-w-0 gap-1 rounded-full border border-line p-1">
          <legend className="sr-only">Which reports</legend>
          {STATUS_CHOICES.map((choice) => (
            <button
              key={choice.id}
              type="button"
              aria-pressed={choice.id === status}
              onClick={() => setStatus(choice.id)}
              className={`btn btn-sm ${choice.id === status ? 'btn-primary' : 'btn-ghost'}`}
            >
              {choice.label}
            </button>
          ))}
        </fieldset>
      </div>
      {body}
    </section>
  );
}
