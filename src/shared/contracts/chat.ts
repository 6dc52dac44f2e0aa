import { z } from 'zod';
import { CHAT_MESSAGE_MAX, MUTE_MAX_MINUTES, SLOW_MODE_MAX_SECONDS } from '../chat.constants.js';
import { cursorPage, rowIdParamSchema, rowIdSchema, text } from './fields.js';

export * from '../chat.constants.js';

/** The live chat's WebSocket protocol at /chat-ws (spec section 7, plus `error`). */

export const chatMessageSchema = z.object({
  id: z.number().int(),
  type: z.enum(['user', 'dj', 'system']),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
});

export const clientChatFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), data: z.object({ username: text() }) }),
  z.object({ type: z.literal('chat_message'), data: z.object({ message: text() }) }),
  /** Moderation, DJs and admins: remove a message for everyone. */
  z.object({
    type: z.literal('delete_message'),
    data: z.object({ id: rowIdSchema }),
  }),
  /** Moderation, DJs and admins: silence a chatter for a while. */
  z.object({
    type: z.literal('mute_user'),
    data: z.object({
      username: text().min(1).max(60),
      minutes: z.number().int().min(1).max(MUTE_MAX_MINUTES),
    }),
  }),
  /** Admins: at most one message per `seconds` from each chatter; 0 switches it off. */
  z.object({
    type: z.literal('slow_mode'),
    data: z.object({ seconds: z.number().int().min(0).max(SLOW_MODE_MAX_SECONDS) }),
  }),
]);

/** Admins post station announcements into the chat as `system` messages. */
export const announcementRequestSchema = z.object({
  message: text({ message: 'is required' })
    .trim()
    .min(1, 'must not be empty')
    .max(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
});

/** Entries in one page of the moderation log. */
export const MODERATION_LOG_PAGE_SIZE = 30;

/** One act of a chat moderator, as the back office's log shows it. */
export const moderationLogEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['delete', 'mute']),
  /** The moderator's name as it was then; their id is null once the account is gone. */
  moderator: z.object({ id: z.number().int().nullable(), username: z.string() }),
  /** The chatter whose message was deleted, or who was muted. */
  target: z.string(),
  /** A deletion's message and its text as it was. */
  messageId: z.number().int().nullable(),
  excerpt: z.string().nullable(),
  /** When a mute ends. */
  until: z.string().nullable(),
  at: z.string(),
});

export const moderationLogPageSchema = cursorPage(
  'entries',
  moderationLogEntrySchema,
  z.number().int(),
);

export const moderationLogQuerySchema = z.object({
  /** The cursor: entries older than this id. */
  before: rowIdParamSchema.optional(),
});

export type ChatMessage = z.infer<typeof chatMessageSchema>;
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;
export type ModerationLogPage = z.infer<typeof moderationLogPageSchema>;
export type ClientChatFrame = z.infer<typeof clientChatFrameSchema>;

export type ChatErrorCode =
  | 'MALFORMED'
  | 'UNKNOWN_TYPE'
  | 'NOT_JOINED'
  | 'ALREADY_JOINED'
  | 'EMPTY'
  | 'TOO_LONG'
  | 'RATE_LIMITED'
  | 'INVALID_NAME'
  | 'RESERVED_NAME'
  | 'NAME_TAKEN'
  | 'TOO_MANY_CONNECTIONS'
  | 'FORBIDDEN'
  | 'MUTED'
  | 'SLOW_MODE'
  | 'NOT_FOUND';

export type ServerChatFrame =
  | { type: 'message_history'; data: ChatMessage[] }
  | { type: 'new_message'; data: ChatMessage }
  | { type: 'online_count'; data: { count: number } }
  | { type: 'join_confirmed'; data: { username: string } }
  | { type: 'error'; data: { code: ChatErrorCode; reason: string } }
  | { type: 'message_deleted'; data: { id: number } }
  | { type: 'slow_mode'; data: { seconds: number } }
  | { type: 'user_muted'; data: { username: string; until: string } };
