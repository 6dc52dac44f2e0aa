import { zodResolver } from '@hookform/resolvers/zod';
import { Flag, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_REASON_MAX } from '../../../shared/admin.constants';
import { createReportRequestSchema } from '../../../shared/contracts/admin';
import { errorMessage } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { fieldProps } from '../../lib/form-fields';
import { DialogFooter } from './dialog-footer';
import { TextAreaField } from './form-field';

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
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The browser would focus the close button; the reason is what comes first.
      element.querySelector('textarea')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

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
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold">
            <Flag aria-hidden className="size-5 shrink-0 text-accent" />
            Report {targetLabel.toLowerCase()}
          </h2>
          {targetName ? (
            <p className="mt-1 text-sm wrap-anywhere text-muted">{targetName}</p>
          ) : null}
        </div>
        <button
          type="button"
          className="btn btn-ghost btn-sm -me-2 px-2"
          aria-label="Close"
          onClick={onClose}
        >
          <X aria-hidden size={18} />
        </button>
      </div>

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
