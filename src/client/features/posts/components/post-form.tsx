import { zodResolver } from '@hookform/resolvers/zod';
import { Globe, Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  createPostRequestSchema,
  POST_CONTENT_MAX,
  POST_TEASER_MAX,
  POST_TITLE_MAX,
  type PostVisibility,
} from '../../../../shared/contracts/posts';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';

type PostFormInput = z.input<typeof createPostRequestSchema>;
export type PostFormValues = z.output<typeof createPostRequestSchema>;

export const emptyPost: PostFormValues = {
  title: '',
  content: '',
  visibility: 'public',
  teaser: '',
};

const FIELDS = ['title', 'content', 'visibility', 'teaser'] as const;

const visibilities: { value: PostVisibility; label: string; detail: string }[] = [
  { value: 'public', label: 'Public', detail: 'Everyone can read it.' },
  {
    value: 'subscribers',
    label: 'Subscribers only',
    detail: 'Everyone sees the title and teaser; subscribers read it all.',
  },
];

interface PostFormProps {
  initial?: PostFormValues;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the post; rejects with the server's error, which the form then shows. */
  save: (body: PostFormValues) => Promise<unknown>;
  /** Empties the form after a successful save (a new post), rather than keeping it (an edit). */
  clearOnSave?: boolean;
  onCancel?: () => void;
  /** Each new value puts the cursor in the title. */
  focusKey?: number;
}

/** Title, text, who may read it and a teaser: the composer's form, and the edit form. */
export function PostForm({
  initial = emptyPost,
  submitLabel,
  pendingLabel,
  save,
  clearOnSave = false,
  onCancel,
  focusKey,
}: PostFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PostFormInput, unknown, PostFormValues>({
    resolver: zodResolver(createPostRequestSchema),
    defaultValues: initial,
  });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (focusKey) setFocus('title');
  }, [focusKey, setFocus]);

  const handleSave = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save(body);
      if (clearOnSave) reset(emptyPost);
    } catch (error) {
      // Whatever went wrong, the typed text stays in the form to try again.
      if (!showServerFieldErrors(error, setError, FIELDS)) {
        setProblem(`The post was not saved: ${errorMessage(error)}`);
      }
    }
  });

  const visibility = watch('visibility');
  const teaser = watch('teaser') ?? '';
  const used = (field: 'title' | 'content') => watch(field).length;

  return (
    <form noValidate onSubmit={handleSave} className="grid gap-5">
      <TextField
        label="Title"
        autoComplete="off"
        count={{ used: used('title'), max: POST_TITLE_MAX }}
        {...fieldProps(form, 'title')}
      />
      <TextAreaField
        label="Post"
        rows={7}
        placeholder="Share news, a work in progress, a story behind a track… Links starting with https:// become clickable."
        count={{ used: used('content'), max: POST_CONTENT_MAX }}
        hint="A blank line starts a new paragraph."
        {...fieldProps(form, 'content')}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Who can read it</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {visibilities.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer gap-3 rounded-xl border border-line bg-bg-2 p-3 has-[:checked]:border-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-cyan"
            >
              <input
                type="radio"
                value={option.value}
                className="mt-1 size-4 accent-[var(--c-accent)]"
                {...register('visibility')}
              />
              <span className="grid gap-0.5">
                <span className="flex items-center gap-1.5 font-semibold">
                  {option.value === 'public' ? (
                    <Globe aria-hidden size={14} />
                  ) : (
                    <Lock aria-hidden size={14} />
                  )}
                  {option.label}
                </span>
                <span className="text-xs text-muted">{option.detail}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.visibility?.message ? (
          <p className="text-sm font-medium text-live">
            Who can read it: {errors.visibility.message}
          </p>
        ) : null}
      </fieldset>
      {visibility === 'subscribers' || errors.teaser ? (
        <TextAreaField
          label="Teaser"
          rows={3}
          placeholder="A line or two that makes people want to subscribe."
          count={{ used: teaser.length, max: POST_TEASER_MAX }}
          hint={
            teaser.trim()
              ? 'This is what everyone else sees, above the lock.'
              : 'What everyone else sees. Without a teaser, people who are not subscribed see only the title.'
          }
          {...fieldProps(form, 'teaser')}
        />
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-xl border border-live/60 p-3 text-sm font-medium">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </button>
        {onCancel ? (
          <button
            type="button"
            className="btn btn-ghost ring-1 ring-line"
            onClick={onCancel}
            disabled={isSubmitting}
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
