import { z } from 'zod';
import { LIST_NAME_MAX } from '../lists.constants.js';
import { idParamsSchema, text, trimmedText, usernameParamSchema } from './fields.js';

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
  name: trimmedText(LIST_NAME_MAX).min(1, 'must not be empty'),
  description: trimmedText(300).optional().default(''),
});

export const addListMemberRequestSchema = z.object({
  username: text().trim().min(1, 'is required').max(60),
});

export const listMemberParamsSchema = idParamsSchema.extend({ username: usernameParamSchema });

export type UserList = z.infer<typeof userListSchema>;
export type CreateListRequest = z.input<typeof createListRequestSchema>;
