import type { CountryCode, CountryCount } from '../../../../shared/contracts/artists';
import { countryName, toCountryCode } from '../../../lib/country-names';
import { formatCount } from '../../../lib/format';

interface CountryChipsProps {
  countries: CountryCount[];
  selected: CountryCode | null;
  onSelect: (country: CountryCode | null) => void;
  /** The directory's total in the global view, for "All countries". */
  total: number;
}

const chipClass = (on: boolean) =>
  `btn btn-sm rounded-full ${on ? 'btn-primary' : 'btn-ghost ring-1 ring-line'}`;

/**
 * The global view's countries as toggle chips, each with its number of artists; the chosen
 * one filters the list. They wrap on a narrow screen rather than scroll out of sight.
 */
export function CountryChips({ countries, selected, onSelect, total }: CountryChipsProps) {
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Filter by country</legend>
      <button
        type="button"
        aria-pressed={selected === null}
        className={chipClass(selected === null)}
        onClick={() => onSelect(null)}
      >
        All countries{' '}
        <span className="tabular-nums opacity-80">
          {formatCount(total)}
          <span className="sr-only"> {total === 1 ? 'artist' : 'artists'}</span>
        </span>
      </button>
      {countries.map(({ code, count }) => {
        const country = toCountryCode(code);
        if (!country) return null;
        return (
          <button
            key={code}
            type="button"
            aria-pressed={selected === country}
            className={chipClass(selected === country)}
            onClick={() => onSelect(country)}
          >
            <span suppressHydrationWarning>{countryName(country)}</span>
            <span className="tabular-nums opacity-80">
              {formatCount(count)}
              <span className="sr-only"> {count === 1 ? 'artist' : 'artists'}</span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}
