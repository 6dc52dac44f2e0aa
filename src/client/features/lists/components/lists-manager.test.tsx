import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserList } from '../../../../shared/contracts/lists';
import { apiError, json, noContent, stubApi } from '../../../testing/api-stub';
import { findToast, renderWithUser } from '../../../testing/render';
import { ListsManager } from './lists-manager';

const djs: UserList = {
  id: 9,
  name: 'Friday night DJs',
  description: 'Who to catch live',
  members: [{ username: 'vhs_vortex', displayName: 'VHS Vortex' }],
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('ListsManager', () => {
  it('explains an empty page and creates a first list', async () => {
    const created = { ...djs, members: [] };
    const api = stubApi()
      .on('GET /api/lists', json({ lists: [] }))
      .on('POST /api/lists', json(created, 201));
    const { user } = renderWithUser(<ListsManager />);
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Name'), 'Friday night DJs');
    await user.type(screen.getByLabelText(/Description/), 'Who to catch live');
    await user.click(screen.getByRole('button', { name: 'Create list' }));

    expect(await screen.findByRole('heading', { name: 'Friday night DJs' })).toBeInTheDocument();
    expect(api.calls('POST /api/lists')[0]?.json()).toEqual({
      name: 'Friday night DJs',
      description: 'Who to catch live',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('adds a member by username, accepting a leading @', async () => {
    const withTwo = {
      ...djs,
      members: [...djs.members, { username: 'laser_lotus', displayName: 'Laser Lotus' }],
    };
    const api = stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on('POST /api/lists/9/members', json(withTwo));
    const { user } = renderWithUser(<ListsManager />);
    await user.type(
      await screen.findByLabelText('Add a member to Friday night DJs'),
      '@laser_lotus',
    );
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const members = await screen.findByRole('list', { name: 'Members of Friday night DJs' });
    expect(await within(members).findByText('Laser Lotus')).toBeInTheDocument();
    expect(api.calls('POST /api/lists/9/members')[0]?.json()).toEqual({ username: 'laser_lotus' });
  });

  it('says so at the field when there is no such user', async () => {
    stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on(
        'POST /api/lists/9/members',
        apiError(404, 'USER_NOT_FOUND', 'There is no user called ghost.', [
          { field: 'username', reason: 'does not exist' },
        ]),
      );
    const { user } = renderWithUser(<ListsManager />);
    const field = await screen.findByLabelText('Add a member to Friday night DJs');
    await user.type(field, 'ghost');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast('There is no user called ghost.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('There is no user called ghost.');
  });

  it('removes a member', async () => {
    const api = stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on('DELETE /api/lists/9/members/vhs_vortex', json({ ...djs, members: [] }));
    const { user } = renderWithUser(<ListsManager />);
    await user.click(
      await screen.findByRole('button', { name: 'Remove @vhs_vortex from Friday night DJs' }),
    );
    expect(await screen.findByText(/No members yet/)).toBeInTheDocument();
    expect(api.calls('DELETE /api/lists/9/members/vhs_vortex')).toHaveLength(1);
  });

  it('deletes a list only after a second, confirming press', async () => {
    const api = stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on('DELETE /api/lists/9', noContent());
    const { user } = renderWithUser(<ListsManager />);
    await user.click(await screen.findByRole('button', { name: 'Delete list Friday night DJs' }));
    expect(api.requests.filter((r) => r.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('No lists yet')).toBeInTheDocument();
    expect(api.calls('DELETE /api/lists/9')).toHaveLength(1);
  });

  it('says so when the account keeps as many lists as it can', async () => {
    const full = 'You have 50 lists, the most one account can keep. Delete one to make another.';
    stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on('POST /api/lists', apiError(409, 'TOO_MANY_LISTS', full));
    const { user } = renderWithUser(<ListsManager />);
    await user.type(await screen.findByLabelText('Name'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await findToast(full)).toHaveTextContent('Error');
    // What was typed stays, ready for when there is room.
    expect(screen.getByLabelText('Name')).toHaveValue('One more');
  });

  it('says so at the field when a list is full', async () => {
    const full =
      '“Friday night DJs” has 200 people, the most one list can hold. Take someone off it to add more.';
    stubApi()
      .on('GET /api/lists', json({ lists: [djs] }))
      .on('POST /api/lists/9/members', apiError(409, 'LIST_FULL', full));
    const { user } = renderWithUser(<ListsManager />);
    const field = await screen.findByLabelText('Add a member to Friday night DJs');
    await user.type(field, 'laser_lotus');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await findToast(full)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(full);
  });
});
