import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, stubApi } from '../../../testing/api-stub';
import { statusWithText } from '../../../testing/queries';
import { renderWithUser } from '../../../testing/render';
import { club, mona, outrunCity, viewerOf } from '../testing/club-fixtures';
import type { ClubViewer } from './club-viewer';
import { ClubsDirectory } from './clubs-directory';

const LIST = 'GET /api/clubs';
const MINE = 'GET /api/clubs/mine';
const secret = club({ id: 9, slug: 'hidden-grid', name: 'Hidden Grid', visibility: 'invite' });

function renderDirectory(viewer: ClubViewer = viewerOf(mona)) {
  const api = stubApi()
    .on(LIST, json({ clubs: [club(), outrunCity] }))
    .on(
      MINE,
      json({
        clubs: [
          { ...outrunCity, standing: 'owner' },
          { ...secret, standing: 'invited' },
        ],
      }),
    );
  return { api, ...renderWithUser(<ClubsDirectory viewer={viewer} />, { path: '/clubs' }) };
}

describe('ClubsDirectory', () => {
  it('lists every public club with what it is about, who may join and how many are in it', async () => {
    renderDirectory(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
    const all = await screen.findByRole('list', { name: 'All clubs' });
    const owls = within(all).getByRole('article', { name: 'Neon Nights Night Owls' });
    expect(within(owls).getByRole('link', { name: 'Neon Nights Night Owls' })).toHaveAttribute(
      'href',
      '/clubs/neon-nights-night-owls',
    );
    expect(owls).toHaveTextContent('Show: Neon Nights');
    expect(owls).toHaveTextContent('Public');
    expect(owls).toHaveTextContent('3 members');
    expect(within(all).getByRole('article', { name: 'Outrun LA' })).toHaveTextContent(
      'City: Los Angeles',
    );
  });

  it('shows a member their clubs and invitations, invite-only ones included', async () => {
    renderDirectory();
    const mine = await screen.findByRole('list', { name: 'Your clubs' });
    expect(within(mine).getByRole('article', { name: 'Outrun LA' })).toHaveTextContent(
      'You run it',
    );
    const hidden = within(mine).getByRole('article', { name: 'Hidden Grid' });
    expect(hidden).toHaveTextContent('You are invited');
    expect(hidden).toHaveTextContent('Invite only');
    expect(screen.getByRole('button', { name: 'Start a club' })).toBeVisible();
  });

  it('asks a visitor to sign in, coming back here, and never asks for their clubs', async () => {
    const { api } = renderDirectory(null);
    expect(screen.getByRole('link', { name: 'Sign in to start or join a club' })).toHaveAttribute(
      'href',
      '/login?next=%2Fclubs',
    );
    expect(screen.queryByRole('button', { name: 'Start a club' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your clubs' })).toBeNull();
    await screen.findByRole('list', { name: 'All clubs' });
    expect(api.calls(MINE)).toHaveLength(0);
  });

  it('says when there are no clubs yet, and when the member is in none', async () => {
    stubApi()
      .on(LIST, json({ clubs: [] }))
      .on(MINE, json({ clubs: [] }));
    renderWithUser(<ClubsDirectory viewer={viewerOf(mona)} />, { path: '/clubs' });
    expect(await screen.findByText('No clubs yet')).toBeVisible();
    expect(await screen.findByText('You are in no clubs yet')).toBeVisible();
  });

  it('shows a loading state, then the failure with a retry that works', async () => {
    const api = stubApi().on(LIST, apiError(503, 'UNAVAILABLE', 'The station is restarting.'));
    const { user } = renderWithUser(<ClubsDirectory viewer={null} />, { path: '/clubs' });
    expect(statusWithText('Loading the clubs…')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the clubs');
    expect(alert).toHaveTextContent('The station is restarting.');
    api.on(LIST, json({ clubs: [outrunCity] }));
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Outrun LA' })).toBeVisible();
  });

  it('starts a club from the dialog, showing the server’s reason beside the field it is about', async () => {
    const { api, user, history } = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Start a club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a club' });
    const form = within(dialog);
    await user.type(await form.findByRole('textbox', { name: /Name/ }), 'Outrun LA');
    await user.selectOptions(form.getByRole('combobox', { name: 'About' }), 'city');
    await user.type(form.getByRole('textbox', { name: /Topic/ }), 'Los Angeles');
    await user.click(form.getByRole('radio', { name: /Invite only/ }));

    api.on(
      'POST /api/clubs',
      apiError(409, 'CLUB_NAME_TAKEN', 'There is already a club called “Outrun LA”.', [
        { field: 'name', reason: 'is taken by another club' },
      ]),
    );
    await user.click(form.getByRole('button', { name: 'Start club' }));
    expect(await form.findByText('Name is taken by another club')).toBeVisible();
    expect(form.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST /api/clubs')[0]?.json()).toEqual({
      name: 'Outrun LA',
      topicKind: 'city',
      topic: 'Los Angeles',
      description: '',
      visibility: 'invite',
    });

    api.on(
      'POST /api/clubs',
      json({ ...outrunCity, name: 'Outrun LA Nights', slug: 'outrun-la-nights' }, 201),
    );
    await user.type(form.getByRole('textbox', { name: /Name/ }), ' Nights');
    await user.click(form.getByRole('button', { name: 'Start club' }));
    await waitFor(() => expect(history.at(-1)).toBe('/clubs/outrun-la-nights'));
  });

  it('puts the keyboard in the name, and checks a name too short before sending anything', async () => {
    const { api, user } = renderDirectory();
    await user.click(screen.getByRole('button', { name: 'Start a club' }));
    const form = within(await screen.findByRole('dialog', { name: 'Start a club' }));
    const name = await form.findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await user.keyboard('ab');
    await user.click(form.getByRole('button', { name: 'Start club' }));
    expect(await form.findByText('Name must be at least 3 characters')).toBeVisible();
    expect(form.getByText('Topic is required')).toBeVisible();
    expect(api.calls('POST /api/clubs')).toHaveLength(0);
  });
});
