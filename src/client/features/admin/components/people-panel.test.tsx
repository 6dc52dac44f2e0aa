import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Member } from '../../../../shared/contracts/admin';
import { dismissToast } from '../../../components/ui/toast-store';
import { type ApiStub, apiError, json, stubApi } from '../../../testing/api-stub';
import { expectTexts, findListItems } from '../../../testing/queries';
import { findToast, renderWithUser } from '../../../testing/render';
import { member } from '../testing/admin-fixtures';
import { PeoplePanel } from './people-panel';

const PEOPLE = 'GET /api/admin/users';
const ROLES = 'PUT /api/admin/users/7/roles';
const SUSPEND = 'POST /api/admin/users/7/suspend';
const RESTORE = 'POST /api/admin/users/7/restore';

afterEach(() => dismissToast());

const admin = member({
  id: 1,
  username: 'nightowl',
  displayName: 'Night Owl',
  email: 'owl@example.com',
  isAdmin: true,
  isCreator: false,
});

/** A people list the stubbed server keeps up to date as members change. */
function peopleApi(start: Member[] = [member(), admin]): { api: ApiStub; stored: Member[] } {
  const stored = [...start];
  const change = (id: number, changes: Partial<Member>) => {
    const index = stored.findIndex((m) => m.id === id);
    stored[index] = { ...(stored[index] as Member), ...changes };
    return json(stored[index]);
  };
  const api = stubApi()
    .on(PEOPLE, (request) => {
      const q = request.url.searchParams.get('q') ?? '';
      return json({
        members: stored.filter((m) => m.username.includes(q) || m.displayName.includes(q)),
        hasMore: false,
      });
    })
    .on(ROLES, (request) => change(7, request.json() as Partial<Member>))
    .on(SUSPEND, (request) =>
      change(7, {
        suspended: true,
        suspensionReason: (request.json() as { reason: string }).reason,
      }),
    )
    .on(RESTORE, () => change(7, { suspended: false, suspensionReason: null }));
  return { api, stored };
}

function setup(api: ApiStub = peopleApi().api) {
  const { user } = renderWithUser(<PeoplePanel currentUserId={1} />, { path: '/admin' });
  return { api, user };
}

const itemOf = async (name: string) => (await screen.findByText(name)).closest('li') as HTMLElement;

describe('the admin’s people list', () => {
  it('lists the newest members with their e-mail, roles and standing', async () => {
    const { api } = setup();
    const [first, second] = await findListItems('Newest members');
    expectTexts(first, ['Neon Rider @neonrider', 'neon@example.com · joined Nov 1, 2026']);
    expect(within(first as HTMLElement).getByRole('button', { name: 'Creator' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(first as HTMLElement).getByRole('button', { name: 'DJ' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Admins cannot suspend themselves, so the button is not offered.
    expect(second).toHaveTextContent('(you)');
    expect(
      within(second as HTMLElement).queryByRole('button', { name: /Suspend/ }),
    ).not.toBeInTheDocument();
    expect(api.calls(PEOPLE)[0]?.url.search).toBe('');
  });

  it('searches once typing pauses', async () => {
    const { api, user } = setup();
    await screen.findByRole('list', { name: 'Newest members' });
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'owl');
    const list = await screen.findByRole('list', { name: 'Members matching “owl”' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('Night Owl');
    expect(api.calls(PEOPLE).map((call) => call.url.searchParams.get('q'))).toEqual([null, 'owl']);
  });

  it('says when nobody matches', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox'), 'zzz{Enter}');
    expect(await screen.findByText('No members found')).toBeInTheDocument();
  });

  it('grants a role with one tap and shows it at once', async () => {
    const { api, user } = setup();
    const item = within(await itemOf('Neon Rider'));
    await user.click(item.getByRole('button', { name: 'DJ' }));
    expect(await findToast('Roles updated')).toHaveTextContent('@neonrider is now a DJ.');
    expect(api.calls(ROLES).map((call) => call.json())).toEqual([{ isDj: true }]);
    await waitFor(() =>
      expect(item.getByRole('button', { name: 'DJ' })).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('asks before making someone an admin, and shows the server’s refusal', async () => {
    const { api, user } = setup();
    api.on(
      'PUT /api/admin/users/1/roles',
      apiError(409, 'LAST_ADMIN', 'There must always be at least one administrator.'),
    );
    const owl = within(await itemOf('Night Owl'));
    await user.click(owl.getByRole('button', { name: 'Admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Take admin rights from @nightowl?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take admin rights' }));

    const refusal = await findToast('There must always be at least one administrator.');
    expect(refusal).toHaveTextContent('Could not change the roles');
    expect(refusal).toHaveAttribute('data-variant', 'destructive');
    expect(api.calls('PUT /api/admin/users/1/roles')[0]?.json()).toEqual({ isAdmin: false });
    expect(owl.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('suspends a member only with a reason, then offers to restore them', async () => {
    const { api, user } = setup();
    const item = within(await itemOf('Neon Rider'));
    await user.click(item.getByRole('button', { name: 'Suspend @neonrider' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Suspend @neonrider?' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await dialog.findByText('Say why the account is suspended.')).toBeVisible();
    expect(api.calls(SUSPEND)).toHaveLength(0);

    await user.type(dialog.getByLabelText('Reason'), '  Spam in every comment ');
    await user.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await findToast('Account suspended')).toBeInTheDocument();
    expect(api.calls(SUSPEND).map((call) => call.json())).toEqual([
      { reason: 'Spam in every comment' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await item.findByText('Spam in every comment')).toBeInTheDocument();
    expect(item.getByText('Suspended')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Restore @neonrider' }));
    expect(await findToast('Account restored')).toBeInTheDocument();
    expect(api.calls(RESTORE)).toHaveLength(1);
    expect(await item.findByRole('button', { name: 'Suspend @neonrider' })).toBeInTheDocument();
  });

  it('sends nothing when the suspension is cancelled', async () => {
    const { api, user } = setup();
    const item = within(await itemOf('Neon Rider'));
    await user.click(item.getByRole('button', { name: 'Suspend @neonrider' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls(SUSPEND)).toHaveLength(0);
  });

  it('loads more members page by page', async () => {
    const api = stubApi().on(PEOPLE, (request) =>
      request.url.searchParams.get('page') === '2'
        ? json({ members: [admin], hasMore: false })
        : json({ members: [member()], hasMore: true }),
    );
    const { user } = setup(api);
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Night Owl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
