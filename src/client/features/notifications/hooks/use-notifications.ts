import { useMutation, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '../../../../shared/contracts/notifications';
import { toastFailure } from '../../../components/ui/toast-store';
import { useCacheUpdate } from '../../../lib/cache-update';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationQueries,
} from '../api/notification-queries';

export function useNotifications() {
  return useQuery(notificationQueries.list());
}

/** Marks the cached list read where the server has, instead of fetching it all again. */
function useMarkCachedRead() {
  const update = useCacheUpdate<NotificationList>(notificationQueries.list().queryKey);
  return (isTarget: (id: number) => boolean) =>
    update((list) => {
      const notifications = list.notifications.map((n) =>
        isTarget(n.id) ? { ...n, read: true } : n,
      );
      return { notifications, unread: notifications.filter((n) => !n.read).length };
    });
}

export function useMarkNotificationRead() {
  const markCachedRead = useMarkCachedRead();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: (_, id) => markCachedRead((candidate) => candidate === id),
    onError: toastFailure(),
  });
}

export function useMarkAllNotificationsRead() {
  const markCachedRead = useMarkCachedRead();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => markCachedRead(() => true),
    onError: toastFailure(),
  });
}
