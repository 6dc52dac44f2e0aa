import type { ChatMessage, ModerationLogEntry } from '../../../shared/contracts/chat.js';
import type { ChatMessageRow, ModerationLogRow } from './chat.repo.js';

/** A chat message as everyone in the room sees it. */
export const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  type: row.type,
  username: row.username,
  message: row.message,
  timestamp: row.createdAt.toISOString(),
});

export const toModerationLogEntry = (row: ModerationLogRow): ModerationLogEntry => ({
  id: row.id,
  action: row.action,
  moderator: { id: row.moderatorId, username: row.moderatorName },
  target: row.targetName,
  messageId: row.messageId,
  excerpt: row.excerpt,
  until: row.until?.toISOString() ?? null,
  at: row.createdAt.toISOString(),
});
