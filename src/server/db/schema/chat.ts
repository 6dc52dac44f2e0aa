import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, mentions, oneOf, serialId, timestampTz } from './columns.js';
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

const moderationActions = ['delete', 'mute'] as const;

/** What the chat's moderators did, for the back office: who, to whom, when. */
export const chatModerationLog = pgTable(
  'chat_moderation_log',
  {
    id: serialId(),
    action: text('action', { enum: moderationActions }).notNull(),
    moderatorId: mentions('moderator_id', () => users.id),
    /** The moderator's name as it was, so the log outlives the account. */
    moderatorName: text('moderator_name').notNull(),
    /** The chatter whose message was deleted or who was muted. */
    targetName: text('target_name').notNull(),
    messageId: mentions('message_id', () => chatMessages.id),
    /** The deleted message's text, as it was. */
    excerpt: text('excerpt'),
    /** When a mute ends. */
    until: timestampTz('until'),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_moderation_log_created_idx').on(t.createdAt),
    oneOf('chat_moderation_log_action_check', t.action, moderationActions),
  ],
);
