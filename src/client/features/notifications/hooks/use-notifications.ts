import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../../shared/contracts/notifications';
import { toastFailure } from '../../../components/ui/toast-store';
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
  const queryClient = useQueryClient();
  return (isTarget: (id: number) => boolean) =>
    queryClient.setQueryData<NotificationList>(notificationQueries.list().queryKey, (list) => {
      if (!list) return list;
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
