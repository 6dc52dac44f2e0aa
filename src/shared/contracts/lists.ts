import { z } from 'zod';
import { LIST_NAME_MAX } from '../lists.constants.js';
import { idParamsSchema, text } from './fields.js';

export * from '../lists.constants.js';

/** A member's lists of people. */

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
