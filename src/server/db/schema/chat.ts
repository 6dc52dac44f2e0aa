import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, mentions, serialId, timestampTz } from './columns.js';
import { users } from './users.js';

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serialId(),
    type: text('type', { enum: ['user', 'dj', 'system'] }).notNull(),
    username: text('username').notNull(),
    userId: mentions('user_id', () => users.id),
    message: text('message').notNull(),
    createdAt: createdAt(),
    deletedAt: timestampTz('deleted_at'),
  },
  (t) => [index('chat_messages_created_idx').on(t.createdAt)],
);
