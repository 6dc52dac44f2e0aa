import { z } from 'zod';

/**
 * The building blocks the contracts share. Requests take their free text, counts and row ids from
 * here, so that what the database cannot store is refused at the door with a 400 instead of
 * failing in SQL; responses take their common envelopes and fields.
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

/** The reason a text over `max` characters is refused; `shown` is how the number is written. */
export const tooLong = (max: number, shown: string | number = max) =>
  `must be at most ${shown} characters`;

/** Trimmed free text of at most `max` characters; an empty string passes (chain `.min` if not). */
export const trimmedText = (max: number) => text().trim().max(max, tooLong(max));

/** Trimmed free text that must say something: a missing, non-text or blank value gets `reason`. */
export const requiredText = (max: number, reason = 'is required', overMax = tooLong(max)) =>
  text({ message: reason }).trim().min(1, reason).max(max, overMax);

/** A whole number from 1 to `max` in a query string: a page number or a page size. */
export const countParam = (max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(max, `must be at most ${max}`);

/** The `:username` part of a route's address. */
export const usernameParamSchema = text().min(1).max(60);
export const usernameParamsSchema = z.object({ username: usernameParamSchema });

/**
 * A change to some fields of a thing: each field optional, and a body that names none of them
 * refused with `message`.
 */
export const partialUpdate = <Shape extends z.ZodRawShape>(shape: Shape, message: string) =>
  z.object(shape).refine((body) => Object.values(body).some((value) => value !== undefined), {
    message,
  });

/** One page of a list: its rows under `key`, and the cursor of the next page (null on the last). */
export const cursorPage = <Key extends string, Item extends z.ZodType, Cursor extends z.ZodType>(
  key: Key,
  item: Item,
  cursor: Cursor,
) =>
  z.object({ [key]: z.array(item), nextCursor: cursor.nullable() } as {
    [K in Key]: z.ZodArray<Item>;
  } & { nextCursor: z.ZodNullable<Cursor> });

/** Who a member is, as every shape that names one starts: their id and the names they go by. */
export const memberIdentityFields = {
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
};
