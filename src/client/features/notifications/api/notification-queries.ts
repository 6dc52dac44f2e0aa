import { queryOptions } from '@tanstack/react-query';
import {
  type NotificationList,
  notificationListSchema,
} from '../../../../shared/contracts/notifications';
import { apiRequest } from '../../../lib/api-client';

const NOTIFICATIONS_URL = '/api/notifications';

export const notificationQueries = {
  list: () =>
    queryOptions({
      queryKey: [NOTIFICATIONS_URL] as const,
      queryFn: async ({ signal }): Promise<NotificationList> =>
        notificationListSchema.parse(await apiRequest(NOTIFICATIONS_URL, { signal })),
    }),
};

export function markNotificationRead(id: number): Promise<void> {
  return apiRequest(`${NOTIFICATIONS_URL}/${id}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<void> {
  return apiRequest(`${NOTIFICATIONS_URL}/read-all`, { method: 'POST' });
}
