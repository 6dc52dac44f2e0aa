import { Bell, BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { Notification } from '../../../../shared/contracts/notifications';
import { MyDataStates, PageEmpty, PageHeader } from '../../../components/ui/page-status';
import { formatDateTime } from '../../../lib/format';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../hooks/use-notifications';

function NotificationItem({ notification }: { notification: Notification }) {
  const markRead = useMarkNotificationRead();
  const { id, title, body, link, read, createdAt } = notification;
  const internal = link?.startsWith('/') && !link.startsWith('//');
  return (
    <li
      className={`panel flex flex-col gap-3 p-5 sm:flex-row sm:items-start ${
        read ? '' : 'border-accent/70 bg-[color-mix(in_oklab,var(--c-accent)_7%,var(--c-surface))]'
      }`}
    >
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-full ${
          read ? 'bg-surface-2 text-muted' : 'bg-accent/15 text-accent'
        }`}
      >
        <Bell aria-hidden size={18} />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className={`text-base break-words ${read ? 'font-semibold' : 'font-black'}`}>
          {read ? null : (
            <span className="chip me-2 bg-accent/15 align-middle text-accent-strong">New</span>
          )}
          {title}
        </h2>
        <p className="mt-1 break-words text-muted">{body}</p>
        <p className="mt-2 text-xs text-muted">
          <time dateTime={createdAt}>{formatDateTime(createdAt)}</time>
        </p>
        {link ? (
          <p className="mt-2 text-sm">
            {internal ? (
              <Link href={link} className="font-semibold text-accent underline underline-offset-4">
                Open
              </Link>
            ) : (
              <a
                href={link}
                className="font-semibold text-accent underline underline-offset-4"
                rel="noopener noreferrer"
              >
                Open
              </a>
            )}
          </p>
        ) : null}
      </div>
      {read ? null : (
        <button
          type="button"
          className="btn btn-ghost btn-sm self-start ring-1 ring-line"
          onClick={() => markRead.mutate(id)}
          disabled={markRead.isPending}
          // The name starts with the words on the button, so saying them selects it (WCAG 2.5.3).
          aria-label={`Mark as read: “${title}”`}
        >
          Mark as read
        </button>
      )}
    </li>
  );
}

/** The signed-in user's notifications, newest first as the server sends them. */
export function NotificationCenter() {
  const query = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  return (
    <MyDataStates query={query} what="notifications">
      {(data) => {
        const { notifications, unread } = data;
        return (
          <div className="mx-auto grid max-w-3xl gap-6 px-4 py-12">
            <PageHeader
              title="Notifications"
              description={unread ? `${unread} unread` : 'You are all caught up.'}
            >
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => markAll.mutate()}
                disabled={unread === 0 || markAll.isPending}
              >
                <CheckCheck aria-hidden size={16} />
                Mark all as read
              </button>
            </PageHeader>
            {notifications.length === 0 ? (
              <PageEmpty icon={BellOff} title="No notifications yet">
                News about your account, your followers and the creators you follow will show up
                here.
              </PageEmpty>
            ) : (
              <ul className="grid gap-3">
                {notifications.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </MyDataStates>
  );
}
