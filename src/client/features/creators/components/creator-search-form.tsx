import { Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CREATOR_SEARCH_QUERY_MAX } from '../../../../shared/creators.constants';

interface CreatorSearchFormProps {
  /** The search being shown; the box follows it when the address changes (back, forward). */
  query: string;
  /** Called with the trimmed words; never with blanks (spec section 5). */
  onSearch: (query: string) => void;
}

export function CreatorSearchForm({ query, onSearch }: CreatorSearchFormProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(query);
  const [blank, setBlank] = useState(false);

  useEffect(() => setDraft(query), [query]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = draft.trim();
    setBlank(!words);
    if (words) onSearch(words);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark on the form itself; the <search> element is still unknown to older browsers and test DOMs
    <form
      role="search"
      aria-label="Creators"
      onSubmit={handleSubmit}
      className="panel grid gap-1.5 p-4 sm:p-5"
    >
      <label htmlFor={inputId} className="text-sm font-semibold">
        Search creators
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          className="input min-w-0 flex-1"
          placeholder="Name, sound, style…"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setBlank(false);
          }}
          enterKeyHint="search"
          maxLength={CREATOR_SEARCH_QUERY_MAX}
          aria-describedby={blank ? hintId : undefined}
        />
        <button type="submit" className="btn btn-primary shrink-0 px-4">
          <Search aria-hidden className="size-4" />
          Search
        </button>
      </div>
      {blank ? (
        <p id={hintId} role="status" className="text-sm text-muted">
          Type a name or a word to search for.
        </p>
      ) : null}
    </form>
  );
}
