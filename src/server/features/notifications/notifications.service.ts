import { notFound } from '../../lib/http-error.js';
import type { NotificationsRepo } from './notifications.repo.js';
import { toNotification } from './notifications.views.js';

/** How many of a member's latest notifications are shown. */
const SHOWN = 100;

/** A member's notifications: the latest, how many are unread, and marking them read. */
export function createNotificationsService({ repo }: { repo: NotificationsRepo }) {
  return {
    async latest(userId: number) {
      const [rows, unread] = await Promise.all([
        repo.listFor(userId, SHOWN),
        repo.unreadCount(userId),
      ]);
      return { unread, notifications: rows.map(toNotification) };
    },

    async markAllRead(userId: number) {
      await repo.markAllRead(userId);
    },

    async markRead(userId: number, id: number) {
      if (!(await repo.markRead(userId, id))) throw notFound('That notification does not exist.');
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
