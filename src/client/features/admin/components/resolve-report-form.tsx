import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS_FOR,
  REPORT_NOTE_MAX,
  type Report,
  type ReportAction,
} from '../../../../shared/contracts/admin';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { SelectField, TextAreaField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useResolveReport } from '../hooks/use-admin-mutations';

/** Only what can be done to this kind of content may be chosen (a profile cannot be hidden). */
function resolveFormSchema(allowed: readonly ReportAction[]) {
  return z.object({
    action: z
      .string()
      .refine((value) => allowed.includes(value as ReportAction), 'Choose what to do.'),
    note: z
      .string()
      .trim()
      .min(1, 'Say what was decided.')
      .max(REPORT_NOTE_MAX, `must be at most ${REPORT_NOTE_MAX} characters`),
  });
}

type ResolveForm = z.input<ReturnType<typeof resolveFormSchema>>;

export function ResolveReportForm({ report }: { report: Report }) {
  const resolve = useResolveReport();
  const allowed = REPORT_ACTIONS_FOR[report.targetType];
  const form = useForm<ResolveForm>({
    resolver: zodResolver(resolveFormSchema(allowed)),
    defaultValues: { action: '', note: '' },
  });
  const { handleSubmit, setError } = form;
  const handleResolve = handleSubmit(({ action, note }) =>
    resolve.mutate(
      { id: report.id, body: { action: action as ReportAction, note: note.trim() } },
      { onError: (error) => showServerFieldErrors(error, setError, ['action', 'note']) },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={handleResolve}
      aria-label={`Resolve report ${report.id}`}
      className="grid gap-3 rounded-xl bg-surface-2/60 p-3 sm:p-4"
    >
      <SelectField label="Action" defaultValue="" {...fieldProps(form, 'action')}>
        <option value="" disabled>
          Choose an action
        </option>
        {allowed.map((action) => (
          <option key={action} value={action}>
            {REPORT_ACTION_LABELS[action]}
          </option>
        ))}
      </SelectField>
      <TextAreaField label="Note" rows={2} {...fieldProps(form, 'note', REPORT_NOTE_MAX)} />
      <DialogFooter
        pending={resolve.isPending}
        pendingLabel="Resolving…"
        submitLabel="Resolve"
        submitClassName="btn-sm"
      />
    </form>
  );
}
