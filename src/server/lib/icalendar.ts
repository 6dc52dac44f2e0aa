/** The parts of RFC 5545 (iCalendar) every calendar file the site writes shares. */

/** Text values escape backslashes, semicolons, commas and line breaks. */
export const escapeText = (text: string) =>
  text
    .replaceAll('\\', '\\\\')
    .replaceAll(';', '\\;')
    .replaceAll(',', '\\,')
    .replaceAll(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded onto continuation lines that start with a space. */
export function fold(line: string): string {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut--;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/** An instant in UTC, as DTSTAMP and UTC times are written: 20261127T060000Z. */
export const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A whole calendar: its lines folded and ended with CRLF, as the format asks. */
export const calendarText = (lines: readonly string[]) => `${lines.map(fold).join('\r\n')}\r\n`;
