import { useId } from 'react';
import { DAY_NAMES, WEEKDAY_DAYS, WEEKEND_DAYS } from '../../../../shared/domain/schedule';
import { fieldSentence } from '../../../components/ui/form-field';

interface DayPickerProps {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  days: readonly number[];
  error?: string;
  onChange: (days: number[]) => void;
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day) => b.includes(day));

/** The days a slot plays on: a checkbox each, and the programme's two groups in one press. */
export function DayPicker({ days, error, onChange }: DayPickerProps) {
  const id = useId();
  const toggle = (day: number) =>
    onChange(
      days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b),
    );
  const shortcut = (label: string, group: readonly number[]) => (
    <button
      type="button"
      className={`btn btn-sm ${sameDays(days, group) ? 'btn-primary' : 'btn-outline'}`}
      aria-pressed={sameDays(days, group)}
      onClick={() => onChange([...group])}
    >
      {label}
    </button>
  );
  return (
    <fieldset
      className="grid gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="mb-1.5 text-sm font-semibold">Days</legend>
      <div className="flex flex-wrap gap-2">
        {DAY_NAMES.map((name, index) => (
          <label
            key={name}
            className="chip cursor-pointer border border-line px-3 py-1.5 text-sm has-checked:border-accent has-checked:bg-accent/15 has-focus-visible:ring-2 has-focus-visible:ring-cyan"
          >
            {/* Three letters fit a phone's row; the whole name is what is read out. */}
            <input
              type="checkbox"
              className="accent-accent"
              aria-label={name}
              checked={days.includes(index + 1)}
              onChange={() => toggle(index + 1)}
            />
            {name.slice(0, 3)}
          </label>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {shortcut('Weekdays', WEEKDAY_DAYS)}
        {shortcut('Weekend', WEEKEND_DAYS)}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-live">
          {fieldSentence('Days', error)}
        </p>
      ) : null}
    </fieldset>
  );
}
