import { useEffect, useId, useRef } from 'react';
import {
  initialsOf,
  type OfficeStaffMember,
  STAFF_LIMITS,
  type StaffFormValues,
  type StaffMember,
  staffFormSchema,
} from '../../../../shared/contracts/showcase';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { fieldProps } from '../../../lib/form-fields';
import { confirmDiscard } from '../../../lib/unsaved-changes';
import { staffKind } from '../api/showcase-office';
import { useShowcaseForm } from '../hooks/use-showcase-form';
import { ConflictNotice } from './conflict-notice';
import { ImagePicker } from './image-picker';
import { PreviewFrame } from './preview-frame';
import { StaffCard } from './staff-card';

const BLANK: StaffFormValues = {
  name: '',
  title: '',
  role: '',
  specialty: '',
  bio: '',
  initials: '',
  hidden: false,
};

const LABELS: Record<keyof StaffFormValues, string> = {
  name: 'Name',
  title: 'Title',
  role: 'Role',
  specialty: 'Specialty',
  bio: 'Bio',
  initials: 'Initials',
  hidden: 'Hidden',
};

const valuesOf = (member: OfficeStaffMember): StaffFormValues => ({
  name: member.name,
  title: member.title,
  role: member.role,
  specialty: member.specialty,
  bio: member.bio,
  initials: member.initials,
  hidden: member.hidden,
});

interface StaffFormProps {
  member: OfficeStaffMember | null;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** Adds or edits a staff card: the texts, the photo and whether /staff shows it, with a preview. */
export function StaffForm({ member, onClose, onDirtyChange }: StaffFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = useShowcaseForm({
    kind: staffKind,
    item: member,
    schema: staffFormSchema,
    blank: BLANK,
    valuesOf,
    labels: LABELS,
    onClose,
  });
  const { form, base, fileUrl, picture, conflict, dirty } = state;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.watch();
  const name = values.name.trim() || 'Name';
  const preview: StaffMember = {
    id: base?.id ?? 0,
    slug: base?.slug ?? '',
    name,
    title: values.title,
    role: values.role,
    specialty: values.specialty,
    bio: values.bio,
    initials: values.initials.trim().toUpperCase() || initialsOf(name),
    photo: fileUrl
      ? { src: fileUrl, srcset: null, width: 512, height: 512 }
      : (base?.photo ?? null),
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-accent/60 p-4 sm:p-5"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {base ? `Edit ${base.name}’s card` : 'New staff card'}
      </h3>
      {conflict ? (
        <ConflictNotice
          name={conflict.name}
          differences={conflict.differences}
          onUseTheirs={conflict.useTheirs}
          onKeepMine={conflict.keepMine}
        />
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <form
          noValidate
          onSubmit={state.handleSave}
          aria-labelledby={headingId}
          className="grid content-start gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
            <TextField
              label={LABELS.name}
              autoComplete="off"
              {...fieldProps(form, 'name', STAFF_LIMITS.name)}
            />
            <TextField
              label={LABELS.initials}
              optional
              autoComplete="off"
              hint="Blank: made from the name."
              {...fieldProps(form, 'initials', STAFF_LIMITS.initials)}
            />
          </div>
          <TextField label={LABELS.title} {...fieldProps(form, 'title', STAFF_LIMITS.title)} />
          <TextAreaField
            label={LABELS.role}
            rows={2}
            hint="What they do at the station, in a sentence."
            {...fieldProps(form, 'role', STAFF_LIMITS.role)}
          />
          <TextField
            label={LABELS.specialty}
            optional
            {...fieldProps(form, 'specialty', STAFF_LIMITS.specialty)}
          />
          <TextAreaField
            label={LABELS.bio}
            optional
            rows={4}
            {...fieldProps(form, 'bio', STAFF_LIMITS.bio)}
          />
          <ImagePicker
            key={picture.key}
            label="Photo"
            hint="Cut square (512 × 512) around the middle; the card shows it round."
            error={picture.error}
            onChoose={picture.choose}
            removal={
              base?.photo
                ? { label: 'Remove the photo', pending: picture.removing, onRemove: picture.remove }
                : undefined
            }
          />
          <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3">
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-accent"
              {...form.register('hidden')}
            />
            <span>
              <span className="block text-sm font-semibold">Hidden</span>
              <span className="block text-xs text-muted">
                Left off /staff; the card stays here to show again later.
              </span>
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={state.saving}>
              {state.saving ? 'Saving…' : base ? 'Save card' : 'Add card'}
            </button>
            <button
              type="button"
              className="btn btn-ghost ring-1 ring-line"
              onClick={() => confirmDiscard(dirty) && onClose()}
            >
              Cancel
            </button>
          </div>
        </form>
        <div className="grid content-start gap-4">
          {/* Each drawn as /staff lays the cards out at that screen width. */}
          <PreviewFrame width={390} caption="Preview on a phone (390 px)">
            <div className="p-4">
              <StaffCard member={preview} as="div" />
            </div>
          </PreviewFrame>
          <PreviewFrame width={1280} caption="Preview on a desktop (1280 px)">
            <div className="grid grid-cols-3 gap-4 p-4">
              <StaffCard member={preview} as="div" />
              <div className="panel" />
              <div className="panel" />
            </div>
          </PreviewFrame>
        </div>
      </div>
    </section>
  );
}
