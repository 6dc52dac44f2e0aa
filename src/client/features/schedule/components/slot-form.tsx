import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OfficeSlot } from '../../../../shared/contracts/schedule-office';
import { overlapMessage, SLOT_LIMITS, slotOverlaps } from '../../../../shared/domain/schedule';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-fields';
import { confirmDiscard } from '../../../lib/unsaved-changes';
import { staleSlotOf } from '../api/schedule-office';
import { type SlotSave, useSaveSlot } from '../hooks/use-slot-mutations';
import { DayPicker } from './day-picker';
import { SlotConflict } from './slot-conflict';
import {
  formValuesOf,
  minuteOf,
  type SlotFormValues,
  serverFieldErrors,
  slotFormResolver,
  slotInputOf,
} from './slot-form-values';

const DISCARD = 'Discard your changes to this slot?';
const TYPE_OPTIONS = [
  { value: 'live', label: 'Live: a DJ on air' },
  { value: 'auto', label: 'Auto: the AutoDJ plays' },
  { value: 'mixed', label: 'Mixed: sets and mixes' },
] as const;

interface SlotFormProps {
  /** The slot to change, or null to add one. */
  slot: OfficeSlot | null;
  /** The whole programme, for warning of an overlap before saving. */
  slots: readonly OfficeSlot[];
  onDirtyChange: (dirty: boolean) => void;
  /** Called once saved, or when the editor cancels. */
  onClose: () => void;
}

/** Adds or changes one slot of the programme, in Pacific Time. */
export function SlotForm({ slot, slots, onDirtyChange, onClose }: SlotFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** The version the edit is made from: a conflict, once seen, moves it on. */
  const [base, setBase] = useState(slot);
  const [adding, setAdding] = useState(slot === null);
  const [conflict, setConflict] = useState<OfficeSlot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSlot();
  const form = useForm<SlotFormValues>({
    resolver: slotFormResolver,
    defaultValues: formValuesOf(slot),
  });
  const {
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isDirty, isSubmitted },
  } = form;

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const values = watch();
  const startMinute = minuteOf(values.start);
  const endMinute = minuteOf(values.end, { end: true });
  // Warned of while typing; the server is the judge, so a stale list never blocks a save.
  const overlaps =
    startMinute !== undefined && endMinute !== undefined && startMinute < endMinute
      ? slotOverlaps(
          { days: values.days, startMinute, endMinute, id: adding ? null : base?.id },
          slots,
        )
      : [];

  const handleSave = handleSubmit((formValues) => {
    setProblem(null);
    const input = slotInputOf(formValues);
    const request: SlotSave =
      !adding && base
        ? { kind: 'update', id: base.id, input: { ...input, version: base.version } }
        : { kind: 'create', input };
    save.mutate(request, {
      onSuccess: () => {
        reset(formValues);
        onDirtyChange(false);
        onClose();
      },
      onError: (error) => {
        const current = staleSlotOf(error);
        if (current) {
          setConflict(current);
          return;
        }
        if (error instanceof ApiError && error.status === 404 && !adding) {
          setAdding(true);
          setProblem('Someone deleted this slot meanwhile. Save to add it again as a new slot.');
          return;
        }
        const problems = serverFieldErrors(error);
        problems.forEach(([field, reason], i) => {
          setError(field, { type: 'server', message: reason }, { shouldFocus: i === 0 });
        });
        if (!problems.length) setProblem(errorMessage(error));
      },
    });
  });

  const handleCancel = () => {
    if (confirmDiscard(isDirty, DISCARD)) onClose();
  };

  const takeTheirs = (current: OfficeSlot) => {
    setBase(current);
    setConflict(null);
    reset(formValuesOf(current));
  };

  const keepMine = (current: OfficeSlot) => {
    setBase(current);
    setConflict(null);
  };

  const setDays = (days: number[]) =>
    setValue('days', days, { shouldDirty: true, shouldValidate: isSubmitted });

  const title = adding ? 'Add a slot' : `Edit “${base?.show ?? ''}”`;
  return (
    <form
      noValidate
      onSubmit={handleSave}
      aria-labelledby={headingId}
      className="panel grid gap-5 p-5 sm:p-6"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-bold wrap-anywhere outline-none"
      >
        <CalendarClock aria-hidden className="size-5 shrink-0 text-accent" />
        {title}
      </h3>
      {conflict ? (
        <SlotConflict current={conflict} onTakeTheirs={takeTheirs} onKeepMine={keepMine} />
      ) : null}

      <DayPicker days={values.days} error={errors.days?.message} onChange={setDays} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Starts (Pacific Time)"
          type="time"
          step={SLOT_LIMITS.minuteStep * 60}
          hint={`In ${SLOT_LIMITS.minuteStep}-minute steps.`}
          {...fieldProps(form, 'start')}
        />
        <TextField
          label="Ends (Pacific Time)"
          type="time"
          step={SLOT_LIMITS.minuteStep * 60}
          hint="00:00 ends the slot at midnight."
          {...fieldProps(form, 'end')}
        />
      </div>

      {overlaps.length ? (
        <div
          role="status"
          className="grid gap-1 rounded-xl border border-live/60 bg-live/10 p-3 text-sm"
        >
          <p className="font-semibold">This would clash with the programme:</p>
          <ul className="grid gap-1">
            {overlaps.map((overlap) => (
              <li key={overlap.slot.id}>{overlapMessage(overlap)}</li>
            ))}
          </ul>
          <p className="text-muted">Change the days or the times: a clashing slot is not saved.</p>
        </div>
      ) : null}

      <TextField
        label="Show"
        autoComplete="off"
        {...fieldProps(form, 'show', SLOT_LIMITS.showMax)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Host"
          optional
          autoComplete="off"
          {...fieldProps(form, 'host', SLOT_LIMITS.hostMax)}
        />
        <SelectField label="Type" {...fieldProps(form, 'type')}>
          {TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label="Description"
        optional
        rows={3}
        {...fieldProps(form, 'description', SLOT_LIMITS.descriptionMax)}
      />

      {problem ? (
        <p role="alert" className="rounded-xl border border-live/60 bg-live/10 p-3 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={handleCancel}>
          Cancel
        </button>
        {/* While a conflict waits for an answer, a save would be refused again. */}
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending || conflict !== null}
        >
          {save.isPending ? 'Saving…' : adding ? 'Add slot' : 'Save slot'}
        </button>
      </div>
    </form>
  );
}
