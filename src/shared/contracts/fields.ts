import { z } from 'zod';

/**
 * The building blocks every request contract uses for free text and row ids, so that what the
 * database cannot store is refused at the door with a 400 instead of failing in SQL.
 */

// PostgreSQL text cannot hold U+0000, and no field of ours has a use for it.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what this refuses
const WITHOUT_NUL = /^[^\u0000]*$/;
export const NUL_REASON = 'must not contain the NUL character';

/** A string that PostgreSQL can store: every free-text field and text URL part starts here. */
export function text(params?: { message?: string }) {
  return z.string(params).regex(WITHOUT_NUL, NUL_REASON);
}

/** Row ids are PostgreSQL `serial` columns: 1 to 2,147,483,647. */
export const ROW_ID_MAX = 2_147_483_647;

const idChecks = (schema: z.ZodNumber) =>
  schema
    .int('must be a whole number')
    .positive('must be positive')
    .max(ROW_ID_MAX, `must be at most ${ROW_ID_MAX}`);

/** A row id in a JSON body or socket frame. */
export const rowIdSchema = idChecks(z.number({ message: 'must be a number' }));

/** A row id in a URL part, where it arrives as text. */
export const rowIdParamSchema = idChecks(z.coerce.number({ message: 'must be a number' }));

/** The `:id` part of a route's address. */
export const idParamsSchema = z.object({ id: rowIdParamSchema });
