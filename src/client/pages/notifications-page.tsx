import { NotificationCenter } from '../features/notifications/components/notification-center';

/** /notifications: signed-in users only. */
export function NotificationsPage() {
  return <NotificationCenter />;
}
