import { Hourglass, XCircle } from 'lucide-react';
import type { Approval } from '../../../../shared/contracts/admin';
import { SwitchedOff } from '../../../components/ui/switched-off';
import { formatDate } from '../../../lib/format';

export const APPLICATION_WAITING = 'Thanks — your creator application is waiting for approval';
export const APPLICATION_REJECTED = 'Your creator application was not approved';

/**
 * Whether a member may send the Become a Creator form: registration must be open, and an
 * application already waiting is decided on before another is taken.
 */
export function mayApplyAsCreator(application: Approval | null | undefined, open: boolean) {
  return open && application?.status !== 'pending';
}

function PendingApplication({ application }: { application: Approval }) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-cyan/50 bg-cyan/10 p-4">
      <Hourglass aria-hidden className="size-5 shrink-0 text-cyan" />
      <div className="grid gap-1 text-sm">
        <p className="font-bold">{APPLICATION_WAITING}</p>
        <p className="text-muted">
          While Tuneslingers is in beta, an administrator welcomes each new creator. You sent yours
          on {formatDate(application.appliedAt)}; your creator tools open once it is approved.
        </p>
      </div>
    </div>
  );
}

function RejectedApplication({
  application,
  canApply,
}: {
  application: Approval;
  canApply: boolean;
}) {
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-live/50 bg-live/10 p-4">
      <XCircle aria-hidden className="size-5 shrink-0 text-live" />
      <div className="grid gap-1 text-sm">
        <p className="font-bold">{APPLICATION_REJECTED}</p>
        {application.note ? (
          <p className="wrap-anywhere">
            <span className="font-semibold">Note from the administrators:</span> {application.note}
          </p>
        ) : null}
        {canApply ? (
          <p className="text-muted">You are welcome to change your answers and apply again.</p>
        ) : null}
      </div>
    </div>
  );
}

interface CreatorApplicationNoticeProps {
  /** The member's last application; null or undefined when they never applied. */
  application: Approval | null | undefined;
  /** Whether creator registration is open. */
  registrationOpen: boolean;
}

/** Where a member's way to becoming a creator stands, when it is anything but open and new. */
export function CreatorApplicationNotice({
  application,
  registrationOpen,
}: CreatorApplicationNoticeProps) {
  const pending = application?.status === 'pending';
  if (!pending && application?.status !== 'rejected' && registrationOpen) return null;
  return (
    <div className="grid gap-3">
      {application && pending ? <PendingApplication application={application} /> : null}
      {application?.status === 'rejected' ? (
        <RejectedApplication application={application} canApply={registrationOpen} />
      ) : null}
      {!registrationOpen && !pending ? <SwitchedOff name="artistRegistrationEnabled" /> : null}
    </div>
  );
}
