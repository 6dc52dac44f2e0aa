import { Check, RotateCcw, UserX } from 'lucide-react';
import { useState } from 'react';
import {
  MEMBER_ROLE_LABELS,
  MEMBER_ROLES,
  type Member,
  type MemberRole,
} from '../../../../shared/contracts/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDate } from '../../../lib/format';
import { useRestoreMember, useUpdateRoles } from '../hooks/use-admin-mutations';

interface MemberItemProps {
  member: Member;
  isYou: boolean;
  onSuspend: (member: Member) => void;
}

function RoleBadges({ member }: { member: Member }) {
  const held = MEMBER_ROLES.filter((role) => member[role]);
  return (
    <>
      {held.map((role) => (
        <span key={role} className="chip bg-accent/15 text-accent-strong">
          {MEMBER_ROLE_LABELS[role]}
        </span>
      ))}
      {member.suspended ? <span className="chip bg-live/15 text-live">Suspended</span> : null}
    </>
  );
}

/** One member: who they are, their roles to grant or revoke, and their standing. */
export function MemberItem({ member, isYou, onSuspend }: MemberItemProps) {
  const roles = useUpdateRoles();
  const restore = useRestoreMember();
  // Admin rights open every door, so granting or taking them is asked about first.
  const [confirmingAdmin, setConfirmingAdmin] = useState(false);
  const busy = roles.isPending || restore.isPending;

  const handleRole = (role: MemberRole) => {
    if (role === 'isAdmin') {
      setConfirmingAdmin(true);
      return;
    }
    roles.mutate({ member, role, value: !member[role] });
  };

  return (
    <li className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-bold wrap-anywhere">
          {member.displayName} <span className="font-normal text-muted">@{member.username}</span>
          {isYou ? <span className="font-normal text-muted"> (you)</span> : null}
        </p>
        <RoleBadges member={member} />
      </div>
      <p className="text-sm wrap-anywhere text-muted">
        {member.email} · joined{' '}
        <time dateTime={member.joinedAt}>{formatDate(member.joinedAt)}</time>
      </p>
      {member.suspended && member.suspensionReason ? (
        <p className="text-sm wrap-anywhere">
          <span className="font-semibold">Suspended:</span> {member.suspensionReason}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex min-w-0 flex-wrap gap-2">
          <legend className="sr-only">Roles of @{member.username}</legend>
          {MEMBER_ROLES.map((role) => (
            <button
              key={role}
              type="button"
              aria-pressed={member[role]}
              disabled={busy}
              onClick={() => handleRole(role)}
              className={`btn btn-sm ${member[role] ? 'btn-primary' : 'btn-ghost ring-1 ring-line'}`}
            >
              {member[role] ? <Check aria-hidden size={14} /> : null}
              {MEMBER_ROLE_LABELS[role]}
            </button>
          ))}
        </fieldset>
        {member.suspended ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-label={`Restore @${member.username}`}
            disabled={busy}
            onClick={() => restore.mutate(member)}
          >
            <RotateCcw aria-hidden size={14} /> Restore
          </button>
        ) : isYou ? null : (
          <button
            type="button"
            className="btn btn-ghost btn-sm text-live ring-1 ring-line"
            aria-label={`Suspend @${member.username}`}
            aria-haspopup="dialog"
            disabled={busy}
            onClick={() => onSuspend(member)}
          >
            <UserX aria-hidden size={14} /> Suspend
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingAdmin}
        title={
          member.isAdmin
            ? `Take admin rights from @${member.username}?`
            : `Make @${member.username} an admin?`
        }
        description={
          member.isAdmin
            ? `${member.displayName} will no longer open the admin dashboard or change platform settings.`
            : `${member.displayName} will be able to change platform settings, roles and reports, as you can.`
        }
        confirmLabel={member.isAdmin ? 'Take admin rights' : 'Make admin'}
        pendingLabel="Saving…"
        pending={roles.isPending}
        danger={member.isAdmin}
        onConfirm={() =>
          roles.mutate(
            { member, role: 'isAdmin', value: !member.isAdmin },
            { onSettled: () => setConfirmingAdmin(false) },
          )
        }
        onClose={() => setConfirmingAdmin(false)}
      />
    </li>
  );
}
