import { Search } from 'lucide-react';
import { useId } from 'react';
import {
  CONTACT_SEARCH_MAX,
  type ContactStatus,
  type ContactType,
  contactTypes,
} from '../../../../shared/contracts/contact';
import { SelectField } from '../../../components/ui/form-field';

const STATUS_CHOICES: readonly { id: ContactStatus; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'handled', label: 'Handled' },
  { id: 'all', label: 'All' },
];

interface InboxFiltersProps {
  status: ContactStatus;
  onStatus: (status: ContactStatus) => void;
  type: ContactType | undefined;
  onType: (type: ContactType | undefined) => void;
  /** The search box's text as typed. */
  search: string;
  onSearch: (text: string) => void;
  /** Enter in the search box: search at once rather than after the typing pause. */
  onSubmitSearch: () => void;
}

/** Which messages the inbox shows: by state, by type, and by text in them. */
export function InboxFilters(props: InboxFiltersProps) {
  const searchId = useId();
  return (
    <div className="grid gap-3">
      <fieldset className="flex w-fit min-w-0 flex-wrap gap-1 rounded-full border border-line p-1">
        <legend className="sr-only">Which messages</legend>
        {STATUS_CHOICES.map((choice) => (
          <button
            key={choice.id}
            type="button"
            aria-pressed={choice.id === props.status}
            onClick={() => props.onStatus(choice.id)}
            className={`btn btn-sm ${choice.id === props.status ? 'btn-primary' : 'btn-ghost'}`}
          >
            {choice.label}
          </button>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        <SelectField
          label="Type"
          value={props.type ?? ''}
          onChange={(event) =>
            props.onType(contactTypes.find((t) => t.value === event.target.value)?.value)
          }
        >
          <option value="">All types</option>
          {contactTypes.map((type) => (
            <option key={type.value} value={type.value}>
              {type.label}
            </option>
          ))}
        </SelectField>
        {/* biome-ignore lint/a11y/useSemanticElements: a search landmark on the form; the <search> element is still unknown to older browsers and test DOMs */}
        <form
          role="search"
          aria-label="Contact messages"
          className="grid gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmitSearch();
          }}
        >
          <label htmlFor={searchId} className="text-sm font-semibold">
            Search messages
          </label>
          <div className="relative">
            <Search
              aria-hidden
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            />
            <input
              id={searchId}
              type="search"
              className="input ps-9"
              placeholder="Name, e-mail, subject or words"
              maxLength={CONTACT_SEARCH_MAX}
              autoComplete="off"
              value={props.search}
              onChange={(event) => props.onSearch(event.target.value)}
            />
          </div>
        </form>
      </div>
    </div>
  );
}
