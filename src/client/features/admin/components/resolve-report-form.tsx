import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS_FOR,
  REPORT_NOTE_MAX,
  type Report,
  type ReportAction,
} from '../../../../shared/contracts/admin';
import { TextAreaField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
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
  const actionId = useId();
  const allowed = REPORT_ACTIONS_FOR[report.targetType];
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ResolveForm>({
    resolver: zodResolver(resolveFormSchema(allowed)),
    defaultValues: { action: '', note: '' },
  });
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
      <div className="grid gap-1.5">
        <label htmlFor={actionId} className="text-sm font-semibold">
          Action
        </label>
        <select
          id={actionId}
          className="input"
          aria-invalid={errors.action ? true : undefined}
          aria-describedby={errors.action ? `${actionId}-error` : undefined}
          defaultValue=""
          {...register('action')}
        >
          <option value="" disabled>
            Choose an action
          </option>
          {allowed.map((action) => (
            <option key={action} value={action}>
              {REPORT_ACTION_LABELS[action]}
            </option>
          ))}
        </select>
        {errors.action ? (
          <p id={`${actionId}-error`} className="text-sm font-medium text-live">
            {errors.action.message}
          </p>
        ) : null}
      </div>
      <TextAreaField
        label="Note"
        rows={2}
        count={{ used: watch('note').length, max: REPORT_NOTE_MAX }}
        error={errors.note?.message}
        {...register('note')}
      />
      <div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={resolve.isPending}>
          {resolve.isPending ? 'Resolving…' : 'Resolve'}
        </button>
      </div>
    </form>
  );
}
