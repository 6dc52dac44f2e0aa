import {
  MODERATION_LOG_PAGE_SIZE,
  type ModerationLogPage,
} from '../../../shared/contracts/chat.js';
import { type Actor, can } from '../../../shared/domain/policies.js';
import { forbidden } from '../../lib/http-error.js';
import type { ChatRepo } from './chat.repo.js';
import { toModerationLogEntry } from './chat.views.js';

/** The chat's moderation log for the back office: who deleted or muted whom, and when. */
export function createModerationLogService(deps: { repo: Pick<ChatRepo, 'moderationLog'> }) {
  return {
    async page(actor: Actor, before?: number): Promise<ModerationLogPage> {
      if (!can(actor, 'chat.readModerationLog')) {
        throw forbidden('Only DJs and admins read the chat’s moderation log.');
      }
      const rows = await deps.repo.moderationLog(MODERATION_LOG_PAGE_SIZE + 1, before);
      const page = rows.slice(0, MODERATION_LOG_PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page.map(toModerationLogEntry),
        nextCursor: rows.length > MODERATION_LOG_PAGE_SIZE && last ? last.id : null,
      };
    },
  };
}

export type ModerationLogService = ReturnType<typeof createModerationLogService>;
