import { Globe, Lock } from 'lucide-react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import {
  CLUB_LIMITS,
  CLUB_TOPIC_HINTS,
  CLUB_TOPIC_KINDS,
  CLUB_TOPIC_LABELS,
  CLUB_VISIBILITIES,
  type ClubTopicKind,
  type ClubVisibility,
} from '../../../../shared/clubs.constants';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { fieldProps } from '../../../lib/form-fields';

/** The fields a club's start and edit forms share. */
export interface ClubFieldValues extends FieldValues {
  topicKind: ClubTopicKind;
  topic: string;
  description: string;
  visibility: ClubVisibility;
}

const VISIBILITY_DETAILS: Record<ClubVisibility, { label: string; detail: string }> = {
  public: { label: 'Public', detail: 'Any member can join, and anyone can read the board.' },
  invite: {
    label: 'Invite only',
    detail: 'Members join with your invitation; only they see the board.',
  },
};

/** A form holding the club's fields, whatever else it holds (the start form adds the name). */
type ClubForm<T extends FieldValues> = Pick<
  // biome-ignore lint/suspicious/noExplicitAny: the forms differ only in what the resolver hands back
  UseFormReturn<T, unknown, any>,
  'register' | 'watch' | 'formState'
>;

/** What the club is about (a show, an era or a city, and which), its description, and who may join. */
export function ClubFields<T extends FieldValues>({ form }: { form: ClubForm<T> }) {
  const field = (name: keyof ClubFieldValues & string, max?: number) =>
    fieldProps(form, name as Path<T>, max);
  const kind = form.watch('topicKind' as Path<T>) as ClubTopicKind;
  const visibilityError = (form.formState.errors.visibility as { message?: string } | undefined)
    ?.message;
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold">What is it about?</legend>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <SelectField label="About" {...field('topicKind')}>
            {CLUB_TOPIC_KINDS.map((option) => (
              <option key={option} value={option}>
                {CLUB_TOPIC_LABELS[option]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Topic"
            autoComplete="off"
            placeholder={CLUB_TOPIC_HINTS[kind] ?? ''}
            {...field('topic', CLUB_LIMITS.topicMax)}
          />
        </div>
      </fieldset>
      <TextAreaField
        label="Description"
        optional
        rows={4}
        placeholder="What the club talks about, and when you meet."
        {...field('description', CLUB_LIMITS.descriptionMax)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Who can join</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {CLUB_VISIBILITIES.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-xl border border-line bg-bg-2 p-3 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cyan"
            >
              <input
                type="radio"
                value={value}
                className="mt-1 size-4 accent-[var(--c-accent)]"
                {...form.register('visibility' as Path<T>)}
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-semibold">
                  {value === 'public' ? (
                    <Globe aria-hidden size={14} />
                  ) : (
                    <Lock aria-hidden size={14} />
                  )}
                  {VISIBILITY_DETAILS[value].label}
                </span>
                <span className="text-xs text-muted">{VISIBILITY_DETAILS[value].detail}</span>
              </span>
            </label>
          ))}
        </div>
        {visibilityError ? (
          <p className="text-sm font-medium text-live">Who can join: {visibilityError}</p>
        ) : null}
      </fieldset>
    </>
  );
}
