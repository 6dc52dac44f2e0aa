// Making an Intl formatter is far slower than using one (the first one in a page loads the
// language data; each after it builds its patterns), so each is made once, when first needed,
// and kept for its language, zone and options.

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** One date-time formatter per options, zone and language, made the first time it is needed. */
export function dateFormat(
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
  locale: string | undefined = 'en-US',
): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, timeZone ? { ...options, timeZone } : options);
    dateFormats.set(key, format);
  }
  return format;
}

/** One relative-time formatter ("5 minutes ago") per language and options. */
export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = { numeric: 'auto' },
): Intl.RelativeTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, options);
    relativeFormats.set(key, format);
  }
  return format;
}
