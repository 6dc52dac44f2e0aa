import { describe, expect, it } from 'vitest';
import { follows } from '../../db/schema/index.js';
import { callAs, createUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { createCreatorsRepo } from './creators.repo.js';

// A minute, so nothing expires while a test runs: what changes an answer is a write alone.
const t = setUpTestApp({
  users: { creator: { prefix: 'shared', isCreator: true } },
  env: { PUBLIC_READ_CACHE_MS: 60_000 },
});

const page = (username: string) =>
  t.app.inject({ method: 'GET', url: `/api/creators/${username}` });

describe('creator pages and searches shared between visitors', () => {
  it('shares a visitor’s page, and shows a follow made here at once', async () => {
    const { username, id } = t.users.creator;
    const fan = await createUser(t.app, t.database, { prefix: 'sharedfan' });
    const other = await createUser(t.app, t.database, { prefix: 'sharedother' });
    expect((await page(username)).json()).toMatchObject({ followerCount: 0, followedByMe: null });

    // Written behind the API's back (as another instance would): visitors still get the copy.
    await t.database.db.insert(follows).values({ followerId: other.id, creatorId: id });
    expect((await page(username)).json()).toMatchObject({ followerCount: 0 });
    // Under another spelling of the name, too: the lookup ignores case.
    expect((await page(username.toUpperCase())).json()).toMatchObject({ followerCount: 0 });

    // A member's own view is never a shared copy.
    const mine = await callAs(t.app, other, 'GET', `/api/creators/${username}`);
    expect(mine.json()).toMatchObject({ followerCount: 1, followedByMe: true });

    // A follow through this instance drops the copies: both follows show.
    const followed = await callAs(t.app, fan, 'PUT', `/api/creators/${username}/follow`);
    expect(followed.statusCode).toBe(200);
    expect((await page(username)).json()).toMatchObject({ followerCount: 2, followedByMe: null });
  });

  it('never keeps a failure: a page that was missing shows once it exists', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'later' });
    expect((await page(member.username)).statusCode).toBe(404);
    // Made a creator behind the API's back: no write here forgets anything, yet the page shows.
    const made = await createCreatorsRepo(t.database.db).insertProfile(member.id, {
      category: 'music',
      tagline: '',
      accent: 'magenta',
      subscriptionPriceCents: 0,
    });
    expect(made).toBe(true);
    expect((await page(member.username)).statusCode).toBe(200);
  });
});
