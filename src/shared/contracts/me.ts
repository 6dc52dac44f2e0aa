import { z } from 'zod';

/** Notifications, bookmarks and lists: the personal pages behind the account menu. */

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});

export const bookmarkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  createdAt: z.string(),
});

export const createBookmarkRequestSchema = z.object({
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  url: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .regex(/^\/(?!\/)/, 'must be a path on this site starting with /'),
});

export const bookmarkListSchema = z.object({ bookmarks: z.array(bookmarkSchema) });

export const LIST_NAME_MAX = 60;

export const userListSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  members: z.array(z.object({ username: z.string(), displayName: z.string() })),
  createdAt: z.string(),
});

export const userListsSchema = z.object({ lists: z.array(userListSchema) });

export const createListRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(LIST_NAME_MAX, `must be at most ${LIST_NAME_MAX} characters`),
  description: z.string().trim().max(300, 'must be at most 300 characters').optional().default(''),
});

export const addListMemberRequestSchema = z.object({
  username: z.string().trim().min(1, 'is required').max(60),
});

export const idParamsSchema = z.object({
  id: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .positive('must be positive'),
});

export const listMemberParamsSchema = idParamsSchema.extend({
  username: z.string().min(1).max(60),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationList = z.infer<typeof notificationListSchema>;
export type Bookmark = z.infer<typeof bookmarkSchema>;
export type UserList = z.infer<typeof userListSchema>;
export type CreateBookmarkRequest = z.infer<typeof createBookmarkRequestSchema>;
export type CreateListRequest = z.input<typeof createListRequestSchema>;
