import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import type { NewsCategory } from '../../../../shared/contracts/news';
import { NEWS_QUERY_MAX } from '../../../../shared/news.constants';
import { SelectField } from '../../../components/ui/form-field';

interface NewsToolbarProps {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Called with the trimmed query; never with an empty one (spec section 5). */
  onSearch: (query: string) => void;
  category: string;
  categories: readonly NewsCategory[];
  onCategoryChange: (category: string) => void;
}

/** Search (Enter or the button) and the category filter above the article list. */
export function NewsToolbar({
  draft,
  onDraftChange,
  onSearch,
  category,
  categories,
  onCategoryChange,
}: NewsToolbarProps) {
  const searchId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = draft.trim();
    if (query) onSearch(query);
  };

  return (
    <div className="panel grid gap-4 p-4 sm:p-5 md:grid-cols-[minmax(0,1fr)_16rem] md:items-end">
      {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; the <search> element is still unknown to older browsers and test DOMs */}
      <form role="search" aria-label="News" onSubmit={handleSubmit} className="grid gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold">
          Search news
        </label>
        <div className="flex gap-2">
          <input
            id={searchId}
            type="search"
            className="input min-w-0 flex-1"
            placeholder="Artist, album, tour, synth…"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            enterKeyHint="search"
            maxLength={NEWS_QUERY_MAX}
          />
          <button type="submit" className="btn btn-outline shrink-0 px-4">
            <Search aria-hidden className="size-4" />
            Search
          </button>
        </div>
      </form>
      <SelectField
        label="Category"
        value={category}
        onChange={(event) => onCategoryChange(event.target.value)}
      >
        <option value="">All Categories</option>
        {categories.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name} ({item.count})
          </option>
        ))}
      </SelectField>
    </div>
  );
}
