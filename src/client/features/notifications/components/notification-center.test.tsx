import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../../shared/contracts/notifications';
import { json, noContent, stubApi } from '../../../testing/api-stub';
import { renderApp, renderWithUser } from '../../../testing/render';
import { NotificationCenter } from './notification-center';

const welcome: Notification = {
  id: 1,
  title: 'Welcome to Tuneslingers!',
  body: 'Add a picture and a bio to your profile.',
  link: '/profile',
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};
const older: Notification = {
  id: 2,
  title: 'Schedule change',
  body: 'Neon Nights moves to 8 PM.',
  link: null,
  read: true,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('NotificationCenter', () => {
  it('explains an empty list', async () => {
    stubApi().on('GET /api/notifications', json({ notifications: [], unread: 0 }));
    renderApp(<NotificationCenter />);
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks unread notifications and offers to mark each read', async () => {
    const api = stubApi()
      .on('GET /api/notifications', json({ notifications: [welcome, older], unread: 1 }))
      .on('POST /api/notifications/1/read', noContent());
    const { user } = renderWithUser(<NotificationCenter />);

    const items = await screen.findAllByRole('listitem');
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('New')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(items[1] as HTMLElement).queryByText('New')).not.toBeInTheDocument();

    await user.click(
      screen.getByRole('button', { name: 'Mark as read: “Welcome to Tuneslingers!”' }),
    );
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(api.calls('POST /api/notifications/1/read')).toHaveLength(1);
  });

  it('marks everything read at once', async () => {
    const api = stubApi()
      .on(
        'GET /api/notifications',
        json({ notifications: [welcome, { ...older, id: 3, read: false }], unread: 2 }),
      )
      .on('POST /api/notifications/read-all', noContent());
    const { user } = renderWithUser(<NotificationCenter />);
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mark as read: / })).not.toBeInTheDocument();
    expect(api.calls('POST /api/notifications/read-all')).toHaveLength(1);
  });
});
