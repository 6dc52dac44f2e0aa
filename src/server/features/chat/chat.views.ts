import type { ChatMessage } from '../../../shared/contracts/chat.js';
import type { ChatMessageRow } from './chat.repo.js';

/** A chat message as everyone in the room sees it. */
export const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  type: row.type,
  username: row.username,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
});
