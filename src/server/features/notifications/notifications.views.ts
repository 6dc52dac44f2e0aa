import type { Notification } from '../../../shared/contracts/notifications.js';
import type { NotificationsRepo } from './notifications.repo.js';

export type NotificationRow = Awaited<ReturnType<NotificationsRepo['listFor']>>[number];

/** A notification as its member reads it: read or not, never who else it went to. */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
