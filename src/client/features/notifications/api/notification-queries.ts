import { notificationListSchema } from '../../../../shared/contracts/notifications';
import { addressQuery, whole } from '../../../lib/address-query';
import { apiRequest } from '../../../lib/api-client';

const NOTIFICATIONS_URL = '/api/notifications';

export const notificationQueries = {
  list: () => addressQuery(NOTIFICATIONS_URL, notificationListSchema, whole),
};

export function markNotificationRead(id: number): Promise<void> {
  return apiRequest(`${NOTIFICATIONS_URL}/${id}/read`, { method: 'POST' });
}

export function markAllNotificationsRead(): Promise<void> {
  return apiRequest(`${NOTIFICATIONS_URL}/read-all`, { method: 'POST' });
}
