import type { APIRequestContext, Page } from '@playwright/test';
import type { Club } from '../src/shared/contracts/clubs.js';
import { expect } from './support/fixtures.js';
import { ownSiteTest } from './support/own-site-test.js';
import { openPage, PHONE } from './support/site.js';

// The clubs journeys start clubs and fill their boards, which the shared site's /clubs would
// then list, so they run on a site of their own.
const test = ownSiteTest('clubs-e2e');

const toast = (page: Page, text: string) => page.locator('li.toast').filter({ hasText: text });

/** Makes two members friends through the API, as the friends page would. */
async function befriend(
  api: APIRequestContext,
  asker: { headers: Record<string, string> },
  answerer: { headers: Record<string, string> },
) {
  const me = await (await api.get('/api/auth/user', { headers: answerer.headers })).json();
  const sent = await api.post('/api/friends/request', {
    headers: asker.headers,
    data: { userId: me.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { requestId } = await sent.json();
  const accepted = await api.post(`/api/friend-requests/${requestId}/accept`, {
    headers: answerer.headers,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

test.describe('clubs', () => {
  test('on a phone, a member starts an invite-only club from the bottom bar and invites a friend, who joins and posts', async ({
    site,
  }) => {
    test.slow();
    const owner = await site.newAccount({ prefix: 'clubhost' });
    const friend = await site.newAccount({ prefix: 'clubpal' });
    await befriend(site.api, owner, friend);
    const name = `Midnight Grid ${Date.now().toString(36)}`;

    // The owner taps Clubs in the bottom bar and starts the club.
    const page = await owner.newPage({ viewport: PHONE });
    await openPage(page, '/about');
    await page
      .getByRole('navigation', { name: 'Quick links' })
      .getByRole('link', { name: /Clubs/ })
      .click();
    await expect(page).toHaveURL('/clubs');
    await expect(page.getByRole('heading', { level: 1, name: 'Clubs' })).toBeVisible();
    await page.getByRole('button', { name: 'Start a club' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a club' });
    await dialog.getByRole('textbox', { name: /Name/ }).fill(name);
    await dialog.getByRole('combobox', { name: 'About' }).selectOption({ label: 'City' });
    await dialog.getByRole('textbox', { name: /Topic/ }).fill('Los Angeles');
    await dialog.getByRole('textbox', { name: /Description/ }).fill('Night drives and late sets.');
    await dialog.getByRole('radio', { name: /Invite only/ }).check();
    await dialog.getByRole('button', { name: 'Start club' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/clubs\/midnight-grid-/);
    const clubUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('list', { name: 'About this club' })).toContainText('Invite only');
    await expect(page.getByText('You run this club')).toBeVisible();

    // The owner invites the friend by username.
    await page.getByRole('textbox', { name: /Invite a member by username/ }).fill(friend.username);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation sent')).toBeVisible();

    // The friend finds the invitation in their notifications, opens the club and joins.
    const guest = await friend.newPage({ viewport: PHONE });
    await openPage(guest, '/notifications');
    const invitation = guest
      .getByRole('listitem')
      .filter({ hasText: `You are invited to the club “${name}”` });
    await expect(invitation).toBeVisible();
    await invitation.getByRole('link').first().click();
    await expect(guest).toHaveURL(clubUrl);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(guest.getByText('You are invited: joining uses your invitation.')).toBeVisible();
    await guest.getByRole('button', { name: 'Join club' }).click();
    await expect(guest.getByRole('button', { name: 'Leave club' })).toBeVisible();
    await expect(guest.getByRole('list', { name: 'About this club' })).toContainText('2 members');

    // The friend posts on the board.
    const message = 'Who is driving to the Griffith lookout tonight?';
    await guest.getByRole('textbox', { name: /Message/ }).fill(message);
    await guest.getByRole('button', { name: 'Post message' }).click();
    await expect(
      guest.getByRole('list', { name: 'Board messages' }).getByText(message),
    ).toBeVisible();
    const overflow = await guest.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The owner sees the post, and the friend in the members, first and marked as a friend.
    await openPage(page, clubUrl);
    await expect(
      page.getByRole('list', { name: 'Board messages' }).getByText(message),
    ).toBeVisible();
    const members = page.getByRole('list', { name: 'Club members' });
    await expect(members.getByRole('listitem').first()).toContainText(`@${friend.username}`);
    await expect(members.getByRole('listitem').first()).toContainText('Friend');
    await expect(members).toContainText(`@${owner.username}`);
  });

  test('a stranger cannot join an invite-only club: the control says invite only and the API answers 403', async ({
    site,
  }) => {
    const owner = await site.newAccount({ prefix: 'clubkeeper' });
    const made = await site.api.post('/api/clubs', {
      headers: owner.headers,
      data: {
        name: `Closed Circuit ${Date.now().toString(36)}`,
        topicKind: 'era',
        topic: '1986 darksynth',
        visibility: 'invite',
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const club = (await made.json()) as Club;

    const stranger = await site.newAccount({ prefix: 'outsider' });
    const page = await stranger.newPage({ viewport: PHONE });
    await openPage(page, `/clubs/${club.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();
    const control = page.getByRole('button', { name: 'Invite only' });
    await expect(control).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Join club' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Board' })).toHaveCount(0);

    const refused = await site.api.post(`/api/clubs/${club.slug}/join`, {
      headers: stranger.headers,
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.code).toBe('CLUB_INVITE_ONLY');
    const board = await site.api.get(`/api/clubs/${club.slug}/posts`, {
      headers: stranger.headers,
    });
    expect(board.status()).toBe(403);
  });
});
