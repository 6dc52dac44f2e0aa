import { zodResolver } from '@hookform/resolvers/zod';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_REASON_MAX } from '../../../shared/admin.constants';
import { createReportRequestSchema } from '../../../shared/contracts/admin';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { DialogFooter } from './dialog-footer';
import { DialogHeader } from './dialog-header';
import { TextAreaField } from './form-field';
import { useModalDialog } from './use-modal-dialog';

const reportFormSchema = z.object({ reason: createReportRequestSchema.shape.reason });
type ReportFormInput = z.input<typeof reportFormSchema>;
type ReportFormOutput = z.output<typeof reportFormSchema>;

interface ReportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What kind of thing is reported, as the heading names it: "Post", "Chat message"… */
  targetLabel: string;
  /** Which one, when it has a name: the post's title, the creator's name. */
  targetName?: string;
  /**
   * Sends the report. Resolving closes the dialog; a rejection keeps it open with the reason
   * as typed and the server's explanation beside the field or above the buttons.
   */
  onSubmit: (reason: string) => Promise<void>;
}

/**
 * Asks why something should be looked at by an administrator. The browser's own modal
 * <dialog> keeps focus inside, closes on Escape and hands focus back to the Report button.
 */
export function ReportDialog({
  open,
  onOpenChange,
  targetLabel,
  targetName,
  onSubmit,
}: ReportDialogProps) {
  // The browser would focus the close button; the reason is what comes first.
  const dialog = useModalDialog(open, (element) => element.querySelector('textarea')?.focus());
  const headingId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={() => onOpenChange(false)}
      className="panel m-auto max-h-[calc(100dvh-2rem)] w-[min(30rem,calc(100vw-2rem))] overflow-y-auto p-5 text-text backdrop:bg-black/70 sm:p-6"
    >
      {/* Rendered only while open, so each opening starts with an empty form. */}
      {open ? (
        <ReportForm
          headingId={headingId}
          targetLabel={targetLabel}
          targetName={targetName}
          onSubmit={onSubmit}
          onClose={() => dialog.current?.close()}
        />
      ) : null}
    </dialog>
  );
}

interface ReportFormProps
  extends Pick<ReportDialogProps, 'targetLabel' | 'targetName' | 'onSubmit'> {
  headingId: string;
  onClose: () => void;
}

function ReportForm({ headingId, targetLabel, targetName, onSubmit, onClose }: ReportFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReportFormInput, unknown, ReportFormOutput>({
    resolver: zodResolver(reportFormSchema),
    defaultValues: { reason: '' },
  });
  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;

  const handleReport = handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await onSubmit(reason);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['reason'])) setProblem(errorMessage(error));
      return;
    }
    onClose();
  });

  return (
    <form noValidate onSubmit={handleReport} className="grid gap-5">
      <DialogHeader
        headingId={headingId}
        icon={<Flag aria-hidden />}
        title={`Report ${targetLabel.toLowerCase()}`}
        subtitle={targetName}
        onClose={onClose}
      />

      <TextAreaField
        label="Reason"
        rows={4}
        hint="Tell the administrators what is wrong. Only they see your report."
        {...fieldProps(form, 'reason', REPORT_REASON_MAX)}
      />

      <DialogFooter
        problem={problem}
        onCancel={onClose}
        pending={isSubmitting}
        pendingLabel="Sending…"
        submitLabel="Submit"
      />
    </form>
  );
}
