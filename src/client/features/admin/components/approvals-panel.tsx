import { useQuery } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { type Approval, REPORT_NOTE_MAX } from '../../../../shared/contracts/admin';
import { categoryName } from '../../../../shared/creators.constants';
import { QueryStates } from '../../../components/ui/data-states';
import { TextField } from '../../../components/ui/form-field';
import { formatDate } from '../../../lib/format';
import { adminQueries } from '../api/admin-queries';
import { useDecideApproval } from '../hooks/use-admin-mutations';
import { AdminPanel } from './admin-card';
import { money } from './admin-display';
import { AdminEmpty } from './admin-states';

const DECISIONS = [
  {
    decision: 'approve',
    label: 'Approve',
    pendingLabel: 'Approving…',
    Icon: Check,
    className: 'btn btn-primary btn-sm',
  },
  {
    decision: 'reject',
    label: 'Reject',
    pendingLabel: 'Rejecting…',
    Icon: X,
    className: 'btn btn-ghost btn-sm ring-1 ring-line',
  },
] as const;

function ApprovalItem({ approval }: { approval: Approval }) {
  const decide = useDecideApproval();
  const [note, setNote] = useState('');
  const { user } = approval;
  const handleDecide = (decision: 'approve' | 'reject') =>
    decide.mutate({ userId: user.id, decision, note: note.trim() });
  const deciding = decide.isPending ? decide.variables.decision : null;

  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-bold wrap-anywhere">
          {user.displayName} <span className="font-normal text-muted">@{user.username}</span>
        </p>
        <span className="chip bg-cyan/15 text-cyan">{categoryName(approval.category)}</span>
      </div>
      {approval.tagline ? <p className="wrap-anywhere">{approval.tagline}</p> : null}
      <p className="text-sm text-muted">
        <span className="font-semibold text-text tabular-nums">
          {money(approval.subscriptionPriceCents)}/month
        </span>{' '}
        · applied <time dateTime={approval.appliedAt}>{formatDate(approval.appliedAt)}</time>
      </p>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <TextField
          label={`Note to @${user.username}`}
          optional
          maxLength={REPORT_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {DECISIONS.map(({ decision, label, pendingLabel, Icon, className }) => (
            <button
              key={decision}
              type="button"
              className={className}
              aria-label={`${label} @${user.username}`}
              disabled={decide.isPending}
              onClick={() => handleDecide(decision)}
            >
              <Icon aria-hidden size={14} /> {deciding === decision ? pendingLabel : label}
            </button>
          ))}
        </div>
      </div>
    </li>
  );
}

/** Creator applications waiting for a decision (beta mode), oldest first. */
export function ApprovalsPanel() {
  const approvals = useQuery(adminQueries.approvals());
  const body = (
    <QueryStates
      query={approvals}
      pending="Loading creator applications…"
      problem="We could not load the creator applications"
      empty={
        <AdminEmpty title="No applications waiting">
          In beta mode, members who become creators wait here for approval.
        </AdminEmpty>
      }
    >
      {(data) => (
        <ul aria-label="Creator applications" className="grid gap-3">
          {data.map((approval) => (
            <ApprovalItem key={approval.user.id} approval={approval} />
          ))}
        </ul>
      )}
    </QueryStates>
  );
  return (
    <AdminPanel id="admin-approvals-heading" title="Creator applications">
      {body}
    </AdminPanel>
  );
}
