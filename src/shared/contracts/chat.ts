import { z } from 'zod';

/** The live chat's WebSocket protocol at /chat-ws (spec section 7, plus `error`). */
export const CHAT_MESSAGE_MAX = 500;
export const CHAT_HISTORY_SIZE = 50;
export const CHAT_USERNAME_MAX = 24;

export const chatMessageSchema = z.object({
  id: z.number().int(),
  type: z.enum(['user', 'dj', 'system']),
  username: z.string(),
  message: z.string(),
  timestamp: z.string(),
});

export const clientChatFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('join'), data: z.object({ username: z.string() }) }),
  z.object({ type: z.literal('chat_message'), data: z.object({ message: z.string() }) }),
]);

export type ChatMessage = z.infer<typeof chatMessageSchema>;
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
  | 'TOO_MANY_CONNECTIONS';

export type ServerChatFrame =
  | { type: 'message_history'; data: ChatMessage[] }
  | { type: 'new_message'; data: ChatMessage }
  | { type: 'online_count'; data: { count: number } }
  | { type: 'join_confirmed'; data: { username: string } }
  | { type: 'error'; data: { code: ChatErrorCode; reason: string } };
