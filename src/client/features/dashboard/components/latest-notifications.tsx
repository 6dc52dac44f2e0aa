import { Bell } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Notification } from '../../../../shared/contracts/notifications';
import { DashboardPanel, PanelLoading, PanelProblem, panelLinkClass } from './dashboard-panel';
import { RelativeTime } from './relative-time';

/** How many notifications the dashboard shows; the rest are a link away. */
export const DASHBOARD_NOTIFICATIONS = 5;

interface LatestNotificationsProps {
  notifications: Notification[] | undefined;
  unread: number;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}

/** The newest few notifications, as the notifications feature loaded them. */
export function LatestNotifications({
  notifications,
  unread,
  isPending,
  error,
  onRetry,
}: LatestNotificationsProps) {
  let body: ReactNode;
  if (isPending) {
    body = <PanelLoading label="Loading your notifications…" />;
  } else if (error || !notifications) {
    body = <PanelProblem what="your notifications" error={error} onRetry={onRetry} />;
  } else if (notifications.length === 0) {
    body = <p className="text-sm text-muted">No notifications yet. You are all caught up.</p>;
  } else {
    body = (
      <ul className="grid gap-3">
        {notifications.slice(0, DASHBOARD_NOTIFICATIONS).map((notification) => (
          <li key={notification.id} className="flex gap-3 text-sm">
            <span
              aria-hidden
              className={`mt-1.5 size-2 shrink-0 rounded-full ${notification.read ? 'bg-line' : 'bg-accent'}`}
            />
            <div className="min-w-0">
              <p className={`break-words ${notification.read ? 'font-semibold' : 'font-black'}`}>
                {notification.read ? null : <span className="sr-only">Unread: </span>}
                {notification.title}
              </p>
              <p className="line-clamp-2 break-words text-muted">{notification.body}</p>
              <RelativeTime iso={notification.createdAt} className="text-xs text-muted" />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <DashboardPanel
      id="notifications-heading"
      title="Notifications"
      icon={<Bell aria-hidden />}
      action={
        <Link href="/notifications" className={panelLinkClass}>
          {unread ? `See all (${unread} unread)` : 'See all'}
        </Link>
      }
    >
      {body}
    </DashboardPanel>
  );
}
