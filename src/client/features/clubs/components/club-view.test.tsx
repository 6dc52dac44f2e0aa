import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { answerConfirm } from '../../../testing/dialogs';
import { findToast, renderWithUser } from '../../../testing/render';
import {
  board,
  detail,
  kai,
  members,
  mona,
  post,
  THURSDAY_AFTERNOON,
  tess,
  viewerOf,
} from '../testing/club-fixtures';
import { ClubView } from './club-view';
import type { ClubViewer } from './club-viewer';

const URL = '/api/clubs/neon-nights-night-owls';
const membership = (role: 'owner' | 'member' | null, invited = false, memberCount = 3) => ({
  role,
  invited,
  memberCount,
});

function renderClub(
  viewer: ClubViewer,
  { visibility = 'public', role = null, invited = false } = {} as {
    visibility?: 'public' | 'invite';
    role?: 'owner' | 'member' | null;
    invited?: boolean;
  },
) {
  const api = stubApi()
    .on(`GET ${URL}/membership`, json(membership(role, invited)))
    .on(`GET ${URL}/members`, json(members))
    .on(
      `GET ${URL}/posts`,
      json(board([post(11, tess, 'Who heard the 3 AM set?'), post(10, kai, 'Welcome, owls!')])),
    );
  const rendered = renderWithUser(
    <ClubView detail={detail({ visibility })} viewer={viewer} localTimeZone="Europe/Berlin" />,
    { path: '/clubs/neon-nights-night-owls' },
  );
  return { api, ...rendered };
}

describe('ClubView', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: THURSDAY_AFTERNOON, shouldAdvanceTime: true });
  });

  it('shows the club: name, topic, who may join, members, owner and upcoming events in both times', async () => {
    renderClub(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Neon Nights Night Owls' })).toBeVisible();
    const about = screen.getByRole('list', { name: 'About this club' });
    expect(about).toHaveTextContent('Show: Neon Nights');
    expect(about).toHaveTextContent('Public');
    expect(about).toHaveTextContent('3 members');
    expect(screen.getByText(/Started by/)).toHaveTextContent('Started by Kai Neon (@kai_neon)');
    const events = screen.getByRole('list', { name: 'Upcoming club events' });
    expect(within(events).getByTestId('pacific-time')).toHaveTextContent(
      'Fri, Dec 11, 7:00 PM – Sat, Dec 12, 1:00 AM PT',
    );
    expect(within(events).getByTestId('local-time')).toHaveTextContent(
      'Your time: Sat, Dec 12, 4:00 AM – 10:00 AM GMT+1',
    );
    expect(within(events).getByText('The Grid Club, Los Angeles')).toBeVisible();
  });

  it('lets a visitor read a public club’s board and asks them to sign in to join or write', async () => {
    const { api } = renderClub(null);
    const messages = await screen.findByRole('list', { name: 'Board messages' });
    expect(
      within(messages)
        .getAllByRole('listitem')
        .map((m) => m.textContent),
    ).toEqual([
      expect.stringContaining('Who heard the 3 AM set?'),
      expect.stringContaining('Welcome, owls!'),
    ]);
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      '/login?next=%2Fclubs%2Fneon-nights-night-owls',
    );
    expect(screen.getByRole('link', { name: 'Sign in to write on the board' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete the message/ })).toBeNull();
    expect(api.calls(`GET ${URL}/membership`)).toHaveLength(0);
  });

  it('joins a public club, with the count the server answers, and then offers the board', async () => {
    const { api, user } = renderClub(viewerOf(mona));
    api.on(`POST ${URL}/join`, json(membership('member', false, 4)));
    api.on(`GET ${URL}/membership`, json(membership('member', false, 4)));
    await user.click(await screen.findByRole('button', { name: 'Join club' }));
    expect(await findToast('Welcome to the club!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave club' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'About this club' })).toHaveTextContent('4 members');
    expect(await screen.findByRole('textbox', { name: /Message/ })).toBeVisible();
  });

  it('says "Invite only" to a member without an invitation, showing neither board nor members', async () => {
    const { api } = renderClub(viewerOf(mona), { visibility: 'invite' });
    const control = await screen.findByRole('button', { name: 'Invite only' });
    expect(control).toBeDisabled();
    expect(control).toHaveAccessibleDescription(
      'Members join this club with an invitation from its owner.',
    );
    expect(screen.getByRole('heading', { name: 'Invite only' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Board' })).toBeNull();
    expect(api.calls(`GET ${URL}/posts`)).toHaveLength(0);
    expect(api.calls(`GET ${URL}/members`)).toHaveLength(0);
  });

  it('lets an invited member join an invite-only club', async () => {
    renderClub(viewerOf(mona), { visibility: 'invite', invited: true });
    expect(await screen.findByRole('button', { name: 'Join club' })).toBeEnabled();
    expect(screen.getByText('You are invited: joining uses your invitation.')).toBeVisible();
  });

  it('posts on the board with a counter, and puts the message at the top', async () => {
    const { api, user } = renderClub(viewerOf(tess), { role: 'member' });
    const box = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(box, '  Tonight at ten!  ');
    expect(screen.getByText('15/500')).toBeVisible();
    api.on(`POST ${URL}/posts`, json(post(12, tess, 'Tonight at ten!'), 201));
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(api.calls(`POST ${URL}/posts`)[0]?.json()).toEqual({ message: 'Tonight at ten!' });
    const messages = screen.getByRole('list', { name: 'Board messages' });
    expect(within(messages).getAllByRole('listitem')[0]).toHaveTextContent('Tonight at ten!');
  });

  it('keeps the text and says why when the server refuses a message', async () => {
    const { api, user } = renderClub(viewerOf(tess), { role: 'member' });
    const box = await screen.findByRole('textbox', { name: /Message/ });
    await user.type(box, 'Hello?');
    api.on(
      `POST ${URL}/posts`,
      apiError(
        429,
        'RATE_LIMITED',
        'You are writing faster than the board allows. Try again in 40 seconds.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 40 seconds.');
    expect(box).toHaveValue('Hello?');
    // Too long is said beside the field, before anything is sent.
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(501));
    await user.click(screen.getByRole('button', { name: 'Post message' }));
    expect(screen.getByText('Message must be at most 500 characters')).toBeVisible();
    expect(api.calls(`POST ${URL}/posts`)).toHaveLength(1);
  });

  it('lets the writer delete their own message, not anyone else’s', async () => {
    const { api, user } = renderClub(viewerOf(tess), { role: 'member' });
    const own = await screen.findByRole('button', { name: 'Delete the message by tess_tape' });
    expect(screen.queryByRole('button', { name: 'Delete the message by kai_neon' })).toBeNull();
    answerConfirm(true);
    api.on(`DELETE ${URL}/posts/11`, noContent());
    await user.click(own);
    expect(await findToast('Message deleted')).toBeInTheDocument();
    expect(screen.queryByText('Who heard the 3 AM set?')).toBeNull();
  });

  it('lists members with the viewer’s friends first and marked', async () => {
    renderClub(viewerOf(mona), { role: 'member' });
    const list = await screen.findByRole('list', { name: 'Club members' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('@tess_tape'),
      expect.stringContaining('@kai_neon'),
      expect.stringContaining('@mona_grid'),
    ]);
    expect(items[0]).toHaveTextContent('Friend');
    expect(items[1]).toHaveTextContent('Owner');
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('gives the owner invitations, with the server’s reason beside the name, and deletes on confirmation', async () => {
    const { api, user, history } = renderClub(viewerOf(kai), { role: 'owner' });
    expect(await screen.findByText('You run this club')).toBeVisible();
    const invite = screen.getByRole('textbox', { name: /Invite a member by username/ });
    api.on(
      `POST ${URL}/invitations`,
      apiError(404, 'NOT_FOUND', 'There is no member called “nobody”.', [
        { field: 'username', reason: 'is not the name of a member' },
      ]),
    );
    await user.type(invite, 'nobody');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('There is no member called “nobody”.')).toBeVisible();
    api.on(`POST ${URL}/invitations`, json({ username: 'mona_grid' }, 201));
    await user.clear(invite);
    await user.type(invite, '@mona_grid');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await findToast('Invitation sent')).toBeInTheDocument();
    expect(api.calls(`POST ${URL}/invitations`)[1]?.json()).toEqual({ username: 'mona_grid' });

    expect(await screen.findByRole('button', { name: 'Remove mona_grid' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete club' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Neon Nights Night Owls”?' });
    api.on(`DELETE ${URL}`, noContent());
    await user.click(within(confirm).getByRole('button', { name: 'Delete club' }));
    await waitFor(() => expect(history.at(-1)).toBe('/clubs'));
    expect(api.calls(`DELETE ${URL}`)).toHaveLength(1);
  });
});
