/**
 * The `ilike` pattern of a search for `text` anywhere in a column. `LIKE` reads `%`, `_` and `\`
 * as wildcards and escape; a search for them means the characters themselves.
 */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
