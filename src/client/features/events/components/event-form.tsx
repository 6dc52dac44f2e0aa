import { useQuery } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { OfficeEvent } from '../../../../shared/contracts/events';
import { EVENT_KIND_LABELS, EVENT_KINDS, EVENT_LIMITS } from '../../../../shared/events.constants';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form-fields';
import { confirmDiscard } from '../../../lib/unsaved-changes';
import { eventsQueries } from '../api/events-queries';
import { staleEventOf } from '../api/stale-event';
import { type EventSave, useSaveEvent } from '../hooks/use-event-office';
import { EventConflict } from './event-conflict';
import {
  type EventFormValues,
  eventFormResolver,
  eventInputOf,
  formValuesOf,
  serverFieldErrors,
} from './event-form-values';
import { localWhen } from './event-times';

const DISCARD = 'Discard your changes to this event?';

interface EventFormProps {
  /** The event to change, or null to add one. */
  event: OfficeEvent | null;
  /** The editor's zone and language, for their own time beside the Pacific one. */
  timeZone: string;
  locale: string | undefined;
  now: Date;
  onDirtyChange: (dirty: boolean) => void;
  /** Called once saved, or when the editor cancels. */
  onClose: () => void;
}

/** Adds or changes one event, its times entered in Pacific Time as the station plans them. */
export function EventForm({
  event,
  timeZone,
  locale,
  now,
  onDirtyChange,
  onClose,
}: EventFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  /** The version the edit is made from: a conflict, once seen, moves it on. */
  const [base, setBase] = useState(event);
  const [adding, setAdding] = useState(event === null);
  const [conflict, setConflict] = useState<OfficeEvent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEvent();
  const clubs = useQuery(eventsQueries.clubChoices());
  const form = useForm<EventFormValues>({
    resolver: eventFormResolver,
    defaultValues: formValuesOf(event),
  });
  const {
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { isDirty },
  } = form;

  useEffect(() => {
    heading.current?.focus();
  }, []);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  // The editor's own time, worked out as they type, so a slip of the date shows at once.
  const { startsAt, endsAt } = eventInputOf(watch());
  const yourTime =
    startsAt && endsAt && Date.parse(endsAt) > Date.parse(startsAt)
      ? localWhen({ startsAt, endsAt }, timeZone, locale, now)
      : null;

  const handleSave = handleSubmit((values) => {
    setProblem(null);
    const input = eventInputOf(values);
    const request: EventSave =
      !adding && base
        ? {
            kind: 'update',
            id: base.id,
            // A save keeps the event called off or on as it was: the list's toggle changes that.
            update: { ...input, version: base.version, cancelled: base.cancelledAt !== null },
          }
        : { kind: 'create', input };
    save.mutate(request, {
      onSuccess: () => {
        reset(values);
        onDirtyChange(false);
        onClose();
      },
      onError: (error) => {
        const current = staleEventOf(error);
        if (current) {
          setConflict(current);
          return;
        }
        if (error instanceof ApiError && error.status === 404 && !adding) {
          setAdding(true);
          setProblem('Someone deleted this event meanwhile. Save to add it again as a new event.');
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

  const takeTheirs = (current: OfficeEvent) => {
    setBase(current);
    setConflict(null);
    reset(formValuesOf(current));
  };

  const keepMine = (current: OfficeEvent) => {
    setBase(current);
    setConflict(null);
  };

  const title = adding ? 'Add an event' : `Edit “${base?.title ?? ''}”`;
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
        <EventConflict
          current={conflict}
          now={now}
          onTakeTheirs={takeTheirs}
          onKeepMine={keepMine}
        />
      ) : null}

      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextField
          label="Title"
          autoComplete="off"
          {...fieldProps(form, 'title', EVENT_LIMITS.titleMax)}
        />
        <SelectField label="Kind" {...fieldProps(form, 'kind')}>
          {EVENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {EVENT_KIND_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      </div>

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">When, in Pacific Time</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Date" type="date" {...fieldProps(form, 'date')} />
          <TextField label="Starts (Pacific Time)" type="time" {...fieldProps(form, 'start')} />
          <TextField label="Ends (Pacific Time)" type="time" {...fieldProps(form, 'end')} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Ends on a later day"
            type="date"
            optional
            hint="Only for a night that runs past midnight, Pacific Time."
            {...fieldProps(form, 'endDate')}
          />
          <p
            role="status"
            data-testid="form-local-time"
            className="self-center text-sm text-muted sm:col-span-2"
          >
            {yourTime ? (
              <>
                <span className="font-semibold">Your time:</span> {yourTime}
              </>
            ) : (
              `Your own time (${timeZone}) shows here once the date and times are set.`
            )}
          </p>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Host"
          optional
          autoComplete="off"
          {...fieldProps(form, 'host', EVENT_LIMITS.hostMax)}
        />
        <TextField
          label="Place"
          optional
          autoComplete="off"
          hint="Leave blank for an event on air."
          {...fieldProps(form, 'place', EVENT_LIMITS.placeMax)}
        />
      </div>
      <TextAreaField
        label="Description"
        optional
        rows={4}
        {...fieldProps(form, 'description', EVENT_LIMITS.descriptionMax)}
      />
      <SelectField
        label="For a listener club"
        optional
        hint={
          clubs.isError
            ? 'The clubs could not be loaded; the event is saved for no club.'
            : "The club's page lists the event."
        }
        {...fieldProps(form, 'club')}
      >
        <option value="">No club</option>
        {/* The club already chosen stays offered while the list loads. */}
        {event?.club && !clubs.data?.some((club) => club.id === event.club?.id) ? (
          <option value={String(event.club.id)}>{event.club.name}</option>
        ) : null}
        {(clubs.data ?? []).map((club) => (
          <option key={club.id} value={String(club.id)}>
            {club.name}
          </option>
        ))}
      </SelectField>

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
          {save.isPending ? 'Saving…' : adding ? 'Add event' : 'Save event'}
        </button>
      </div>
    </form>
  );
}
