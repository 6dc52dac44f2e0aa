import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignedInSession } from '../../../../shared/contracts/auth';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { SignedInSessions } from './signed-in-sessions';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const here: SignedInSession = {
  id: 7,
  device: 'Firefox on Windows',
  place: '203.0.113.x',
  signedInAt: minutesAgo(600),
  lastSeenAt: minutesAgo(0),
  current: true,
};
const phone: SignedInSession = {
  id: 9,
  device: 'Safari on iPhone',
  place: '198.51.100.x',
  signedInAt: minutesAgo(3000),
  lastSeenAt: minutesAgo(120),
  current: false,
};

describe('SignedInSessions', () => {
  it('lists each session with its device, network and last use, this one marked', async () => {
    stubApi().on('GET /api/auth/sessions', json({ sessions: [here, phone] }));
    renderWithUser(<SignedInSessions />);
    const list = await screen.findByRole('list', { name: 'Signed-in sessions' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Firefox on Windows');
    expect(first).toHaveTextContent('This device');
    expect(first).toHaveTextContent('Active now');
    expect(within(first as HTMLElement).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Safari on iPhone');
    expect(second).toHaveTextContent('198.51.100.x');
    expect(second).toHaveTextContent('Last active 2 hours ago');
  });

  it('signs out one other session and reads the list again', async () => {
    let sessions = [here, phone];
    const api = stubApi()
      .on('GET /api/auth/sessions', () => json({ sessions }))
      .on('DELETE /api/auth/sessions/9', () => {
        sessions = [here];
        return noContent();
      });
    const { user } = renderWithUser(<SignedInSessions />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await findToast('Signed out')).toBeInTheDocument();
    expect(api.calls('DELETE /api/auth/sessions/9')).toHaveLength(1);
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.queryByText('Safari on iPhone')).toBeNull();
  });

  it('signs out everywhere else and says how many ended', async () => {
    let sessions = [here, phone, { ...phone, id: 10, device: 'Chrome on Android' }];
    const api = stubApi()
      .on('GET /api/auth/sessions', () => json({ sessions }))
      .on('POST /api/auth/sessions/sign-out-others', () => {
        sessions = [here];
        return json({ ended: 2 });
      });
    const { user } = renderWithUser(<SignedInSessions />);
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect(await findToast('Signed out everywhere else')).toHaveTextContent(
      '2 other sessions ended.',
    );
    expect(api.calls('POST /api/auth/sessions/sign-out-others')).toHaveLength(1);
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
  });

  it('says why when a sign-out fails, and keeps the session listed', async () => {
    stubApi()
      .on('GET /api/auth/sessions', json({ sessions: [here, phone] }))
      .on(
        'DELETE /api/auth/sessions/9',
        apiError(404, 'SESSION_NOT_FOUND', 'That session has already ended.'),
      );
    const { user } = renderWithUser(<SignedInSessions />);
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
    expect(await findToast('Could not sign out that device')).toHaveTextContent(
      'That session has already ended.',
    );
  });

  it('offers a retry when the list cannot be read', async () => {
    stubApi().on('GET /api/auth/sessions', apiError(500, 'INTERNAL', 'Something went wrong.'));
    renderWithUser(<SignedInSessions />);
    expect(await screen.findByText('We could not load your sessions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
