import { z } from 'zod';
import { idParamsSchema, text } from './fields.js';

/** A member's lists of people. */

export const LIST_NAME_MAX = 60;
/** The most lists one account keeps. */
export const MAX_LISTS_PER_ACCOUNT = 50;
/** The most people one list holds. */
export const MAX_MEMBERS_PER_LIST = 200;
/**
 * The most places on lists one account has in all (someone on two lists counts twice). It
 * bounds what `GET /api/lists`, which is not paged, can weigh.
 */
export const MAX_LIST_MEMBERS_PER_ACCOUNT = 1000;

export const userListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(z.object({ username: z.string(), displayName: z.string() })),
  createdAt: z.string(),
});

export const userListsSchema = z.object({ lists: z.array(userListSchema) });

export const createListRequestSchema = z.object({
  name: text()
    .trim()
    .min(1, 'must not be empty')
    .max(LIST_NAME_MAX, `must be at most ${LIST_NAME_MAX} characters`),
  description: text().trim().max(300, 'must be at most 300 characters').optional().default(''),
});

export const addListMemberRequestSchema = z.object({
  username: text().trim().min(1, 'is required').max(60),
});

export const listMemberParamsSchema = idParamsSchema.extend({
  username: text().min(1).max(60),
});

export type UserList = z.infer<typeof userListSchema>;
export type CreateListRequest = z.input<typeof createListRequestSchema>;
