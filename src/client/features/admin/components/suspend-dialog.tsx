import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type Member, SUSPENSION_REASON_MAX } from '../../../../shared/contracts/admin';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField } from '../../../components/ui/form-field';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { fieldProps } from '../../../lib/form-fields';
import { useSuspendMember } from '../hooks/use-admin-mutations';

// The contract's limits, in words that read as a sentence under the field.
const suspendFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why the account is suspended.')
    .max(SUSPENSION_REASON_MAX, `must be at most ${SUSPENSION_REASON_MAX} characters`),
});
type SuspendInput = z.input<typeof suspendFormSchema>;
type SuspendOutput = z.output<typeof suspendFormSchema>;

interface SuspendDialogProps {
  member: Member | null;
  onClose: () => void;
}

/**
 * Asks why before suspending: the reason goes on record. The browser's own modal <dialog> keeps
 * focus inside, closes on Escape and hands focus back to the Suspend button.
 */
export function SuspendDialog({ member, onClose }: SuspendDialogProps) {
  const dialog = useModalDialog(member !== null);
  const headingId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="panel m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto p-5 text-text backdrop:bg-black/70 sm:p-6"
    >
      {member ? (
        <SuspendForm
          // Each member starts from an empty reason.
          key={member.id}
          member={member}
          headingId={headingId}
          onDone={() => dialog.current?.close()}
        />
      ) : null}
    </dialog>
  );
}

function SuspendForm({
  member,
  headingId,
  onDone,
}: {
  member: Member;
  headingId: string;
  onDone: () => void;
}) {
  const suspend = useSuspendMember();
  const form = useForm<SuspendInput, unknown, SuspendOutput>({
    resolver: zodResolver(suspendFormSchema),
    defaultValues: { reason: '' },
  });
  const { handleSubmit } = form;
  const handleSuspend = handleSubmit(({ reason }) =>
    suspend.mutate({ member, reason }, { onSuccess: onDone }),
  );
  return (
    <form noValidate onSubmit={handleSuspend} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold wrap-anywhere">
        Suspend @{member.username}?
      </h2>
      <p className="text-sm text-muted">
        {member.displayName} will be suspended until an admin restores the account. Say why: the
        reason is kept in the audit log.
      </p>
      <TextAreaField
        label="Reason"
        rows={3}
        autoFocus
        {...fieldProps(form, 'reason', SUSPENSION_REASON_MAX)}
      />
      <DialogFooter
        onCancel={onDone}
        pending={suspend.isPending}
        pendingLabel="Suspending…"
        submitLabel="Suspend"
        tone="danger"
      />
    </form>
  );
}
