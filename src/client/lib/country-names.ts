import { COUNTRY_CODES, type CountryCode, isCountryCode } from '../../shared/artists.constants';

// The site speaks English (lib/language): names are asked in English, so the server's render and
// the browser's agree but for the odd name their ICU versions write differently.
let names: Intl.DisplayNames | undefined;
const displayNames = () => {
  names ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  return names;
};

/** "Japan" for "JP"; the code itself where the runtime has no name for it. */
export function countryName(code: string): string {
  return displayNames().of(code) ?? code;
}

/** A country code from the address or a form, upper-cased; null when it is none. */
export function toCountryCode(value: string | null | undefined): CountryCode | null {
  const code = value?.trim().toUpperCase() ?? '';
  return isCountryCode(code) ? code : null;
}

let sorted: { code: CountryCode; name: string }[] | undefined;

/** Every country, by English name, for a select. */
export function countryOptions(): { code: CountryCode; name: string }[] {
  sorted ??= COUNTRY_CODES.map((code) => ({ code, name: countryName(code) })).sort((a, b) =>
    a.name.localeCompare(b.name, 'en'),
  );
  return sorted;
}
