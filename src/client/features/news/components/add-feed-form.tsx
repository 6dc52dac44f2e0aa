import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  NEWS_CATEGORY_MAX,
  NEWS_FEED_NAME_MAX,
  NEWS_FEED_URL_MAX,
  type NewsFeedFields,
  type NewsFeedInput,
  newsFeedInputSchema,
} from '../../../../shared/contracts/news';
import { TextField } from '../../../components/ui/form-field';
import { toastFailure } from '../../../components/ui/toast-store';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useAddFeed } from '../hooks/use-news-office';

const FIELDS = ['url', 'name', 'category'] as const;
const BLANK: NewsFeedInput = { url: '', name: '', category: '' };

/**
 * Adds a feed. The category is typed, with the existing ones offered as suggestions, so a new
 * one is just a new name. What the server refuses (an address off the public internet, one
 * already listed) is shown beside its field, and the typing stays.
 */
export function AddFeedForm({
  categories,
}: {
  categories: readonly { id: string; name: string }[];
}) {
  const add = useAddFeed();
  const suggestions = useId();
  const form = useForm<NewsFeedInput, unknown, NewsFeedFields>({
    resolver: zodResolver(newsFeedInputSchema),
    mode: 'onSubmit',
    defaultValues: BLANK,
  });
  useUnsavedChanges(form.formState.isDirty);

  const handleAdd = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => form.reset(BLANK),
      onError: (error) => {
        if (!showServerFieldErrors(error, form.setError, FIELDS)) {
          toastFailure('Could not add the feed')(error);
        }
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={handleAdd}
      aria-labelledby="add-feed-heading"
      className="grid gap-4 rounded-xl border border-line p-4"
    >
      <h3 id="add-feed-heading" className="text-base font-bold">
        Add a feed
      </h3>
      <TextField
        label="Feed address"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="https://example.com/feed.xml"
        hint="An RSS, Atom or JSON feed on the public internet."
        maxLength={NEWS_FEED_URL_MAX}
        {...fieldProps(form, 'url')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          hint="Shown as the source of its articles."
          maxLength={NEWS_FEED_NAME_MAX}
          {...fieldProps(form, 'name')}
        />
        <TextField
          label="Category"
          list={suggestions}
          autoComplete="off"
          hint="Pick one or type a new category."
          maxLength={NEWS_CATEGORY_MAX}
          {...fieldProps(form, 'category')}
        />
        <datalist id={suggestions}>
          {categories.map((category) => (
            <option key={category.id} value={category.name} />
          ))}
        </datalist>
      </div>
      <div>
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={add.isPending}>
          <Plus aria-hidden size={18} />
          {add.isPending ? 'Adding feed…' : 'Add feed'}
        </button>
      </div>
    </form>
  );
}
