import { useEffect, useId, useRef } from 'react';
import {
  BUILT_IN_SLIDE_SIZE,
  CTA_LINK_REASON,
  NEW_SLIDE_IMAGE,
  type OfficeSlide,
  SLIDE_LIMITS,
  type Slide,
  type SlideFormValues,
  slideFormSchema,
} from '../../../../shared/contracts/showcase';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { fieldProps } from '../../../lib/form-fields';
import { confirmDiscard } from '../../../lib/unsaved-changes';
import { slidesKind } from '../api/showcase-office';
import { useShowcaseForm } from '../hooks/use-showcase-form';
import { ConflictNotice } from './conflict-notice';
import { ImagePicker } from './image-picker';
import { PreviewFrame } from './preview-frame';
import { SlideFace } from './slide-carousel';

const BLANK: SlideFormValues = {
  title: '',
  subtitle: '',
  description: '',
  cta: 'Listen now',
  ctaLink: '/now-playing',
  published: true,
};

const LABELS: Record<keyof SlideFormValues, string> = {
  title: 'Title',
  subtitle: 'Subtitle',
  description: 'Description',
  cta: 'Button text',
  ctaLink: 'Button link',
  published: 'Published',
};

const valuesOf = (slide: OfficeSlide): SlideFormValues => ({
  title: slide.title,
  subtitle: slide.subtitle,
  description: slide.description,
  cta: slide.cta,
  ctaLink: slide.ctaLink,
  published: slide.published,
});

interface SlideFormProps {
  slide: OfficeSlide | null;
  onClose: () => void;
  /** Tells the editor whether leaving this form would lose something. */
  onDirtyChange: (dirty: boolean) => void;
}

/** Adds or edits a slide: its texts, button, picture and whether it shows, with a preview. */
export function SlideForm({ slide, onClose, onDirtyChange }: SlideFormProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const state = useShowcaseForm({
    kind: slidesKind,
    item: slide,
    schema: slideFormSchema,
    blank: BLANK,
    valuesOf,
    labels: LABELS,
    onClose,
  });
  const { form, base, fileUrl, picture, conflict, dirty } = state;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const values = form.watch();
  const preview: Slide = {
    id: base?.id ?? 0,
    title: values.title || 'Title',
    subtitle: values.subtitle,
    description: values.description,
    cta: values.cta || 'Button',
    ctaLink: values.ctaLink,
    image: fileUrl
      ? { src: fileUrl, srcset: null, ...BUILT_IN_SLIDE_SIZE }
      : (base?.image ?? { src: NEW_SLIDE_IMAGE, srcset: null, ...BUILT_IN_SLIDE_SIZE }),
  };

  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border border-accent/60 p-4 sm:p-5"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold outline-none">
        {base ? `Edit “${base.title}”` : 'New slide'}
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
          <TextField label={LABELS.title} {...fieldProps(form, 'title', SLIDE_LIMITS.title)} />
          <TextField
            label={LABELS.subtitle}
            optional
            hint="A short line above the title, such as “Featured artist”."
            {...fieldProps(form, 'subtitle', SLIDE_LIMITS.subtitle)}
          />
          <TextAreaField
            label={LABELS.description}
            optional
            rows={3}
            {...fieldProps(form, 'description', SLIDE_LIMITS.description)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={LABELS.cta} {...fieldProps(form, 'cta', SLIDE_LIMITS.cta)} />
            <TextField
              label={LABELS.ctaLink}
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              hint={`It ${CTA_LINK_REASON}.`}
              {...fieldProps(form, 'ctaLink')}
            />
          </div>
          <ImagePicker
            key={picture.key}
            label="Picture"
            hint="Cut to 16:9 (1600 × 900); the middle is kept."
            error={picture.error}
            onChoose={picture.choose}
            removal={
              base?.uploaded
                ? {
                    label: 'Use the built-in picture',
                    pending: picture.removing,
                    onRemove: picture.remove,
                  }
                : undefined
            }
          />
          <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3">
            <input
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-accent"
              {...form.register('published')}
            />
            <span>
              <span className="block text-sm font-semibold">Published</span>
              <span className="block text-xs text-muted">
                Shown in the home page’s carousel. Unpublished slides stay here.
              </span>
            </span>
          </label>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn btn-primary" disabled={state.saving}>
              {state.saving ? 'Saving…' : base ? 'Save slide' : 'Add slide'}
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
          {/* Each drawn as the home page lays the carousel out at that screen width. */}
          <PreviewFrame width={390} caption="Preview on a phone (390 px)">
            <div className="p-4">
              <div className="panel @container p-3">
                <SlideFace slide={preview} inert />
              </div>
            </div>
          </PreviewFrame>
          <PreviewFrame width={1280} caption="Preview on a desktop (1280 px)">
            <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-6 p-4">
              <div className="panel @container p-5">
                <SlideFace slide={preview} inert />
              </div>
              <div className="panel grid min-h-48 place-items-center text-sm text-muted">
                Live player
              </div>
            </div>
          </PreviewFrame>
        </div>
      </div>
    </section>
  );
}
