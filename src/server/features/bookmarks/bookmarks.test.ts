import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKMARKS_PAGE_MAX,
  BOOKMARKS_PAGE_SIZE,
  MAX_BOOKMARKS_PER_ACCOUNT,
  SITE_PATH_REASON,
} from '../../../shared/contracts/bookmarks.js';
import { bookmarks } from '../../db/schema/index.js';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { BOOKMARK_ADDS_PER_HOUR } from './bookmarks.routes.js';

const t = setUpTestApp();

const add = (user: TestUser, url: string, title = 'A page') =>
  callAs(t.app, user, 'POST', '/api/bookmarks', { title, url });

const list = (user: TestUser, query = '') => callAs(t.app, user, 'GET', `/api/bookmarks${query}`);

/** Saves `n` bookmarks straight into the database, oldest first, as a full account would have. */
async function fill(user: TestUser, n: number) {
  await t.database.db.insert(bookmarks).values(
    Array.from({ length: n }, (_, i) => ({
      userId: user.id,
      title: `Saved page ${i}`,
      url: `/saved/${i}`,
    })),
  );
}

const stored = async (user: TestUser) =>
  (await t.database.db.select().from(bookmarks).where(eq(bookmarks.userId, user.id))).length;

describe('bookmark addresses', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t.app, t.database, { prefix: 'careful' });
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example/x'],
    ['a tab between the slashes', '/\t/evil.example/y'],
    ['a newline between the slashes', '/\n/evil.example/z'],
    ['carriage return, newline and backslash', '/\r\n\\evil.example'],
    ['two slashes', '//evil.example'],
    ['a dot segment that leaves two slashes', '/..//evil.example'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['an address on another site', 'https://evil.example/'],
    ['a path without its leading slash', 'schedule'],
  ])('refuses %s', async (_, url) => {
    const response = await add(user, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ field: 'url', reason: SITE_PATH_REASON }]);
    expect(await stored(user)).toBe(0);
  });

  it('keeps ordinary paths, stored as the browser reads them', async () => {
    const kept = async (url: string) => {
      const response = await add(user, url);
      expect(response.statusCode).toBe(201);
      return response.json().url;
    };
    expect(await kept('/news?category=synthwave#top')).toBe('/news?category=synthwave#top');
    // An encoded backslash is an ordinary character of a path on this site.
    expect(await kept('/%5Cevil.example')).toBe('/%5Cevil.example');
    expect(await kept('  /creator/ünï  ')).toBe('/creator/%C3%BCn%C3%AF');
    expect(await kept('/schedule/../staff')).toBe('/staff');
    // The same page written another way is the same bookmark.
    const again = await add(user, '/creator/%C3%BCn%C3%AF');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_BOOKMARKED');
  });
});

describe('bookmark pages', () => {
  it('pages through bookmarks newest first, with a cursor to the next page', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'collector' });
    await fill(user, 120);

    const first = await list(user);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.bookmarks).toHaveLength(BOOKMARKS_PAGE_SIZE);
    expect(page1.total).toBe(120);
    expect(page1.bookmarks[0]).toMatchObject({ title: 'Saved page 119', url: '/saved/119' });
    expect(page1.nextCursor).toBe(page1.bookmarks.at(-1).id);

    const page2 = (await list(user, `?before=${page1.nextCursor}`)).json();
    expect(page2.bookmarks).toHaveLength(BOOKMARKS_PAGE_SIZE);
    const page3 = (await list(user, `?before=${page2.nextCursor}`)).json();
    expect(page3.bookmarks).toHaveLength(20);
    expect(page3.nextCursor).toBeNull();

    const titles = [...page1.bookmarks, ...page2.bookmarks, ...page3.bookmarks].map(
      (b: { title: string }) => b.title,
    );
    expect(titles).toEqual(Array.from({ length: 120 }, (_, i) => `Saved page ${119 - i}`));

    const all = (await list(user, `?limit=${BOOKMARKS_PAGE_MAX}`)).json();
    expect(all.bookmarks).toHaveLength(BOOKMARKS_PAGE_MAX);
    expect(all.nextCursor).toEqual(expect.any(Number));
  });

  it('answers a bad page request with 400', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'pager' });
    for (const query of [
      '?limit=0',
      `?limit=${BOOKMARKS_PAGE_MAX + 1}`,
      '?limit=x',
      '?before=abc',
    ]) {
      const response = await list(user, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await list(user, '?url=//evil.example')).statusCode).toBe(400);
  });

  it('finds the bookmark of one page, and no one else’s', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'finder' });
    const other = await createUser(t.app, t.database, { prefix: 'other' });
    await fill(user, 3);
    await add(user, '/creator/ünï', 'Ünï');
    await add(other, '/schedule', 'Schedule');

    const found = (await list(user, `?url=${encodeURIComponent('/creator/ünï')}`)).json();
    expect(found.bookmarks).toEqual([expect.objectContaining({ title: 'Ünï' })]);
    expect(found.nextCursor).toBeNull();
    expect((await list(user, '?url=/schedule')).json().bookmarks).toEqual([]);
  });
});

describe('bookmark limits', () => {
  it(`keeps at most ${MAX_BOOKMARKS_PER_ACCOUNT} bookmarks per account, and says so`, async () => {
    const user = await createUser(t.app, t.database, { prefix: 'hoarder' });
    await fill(user, MAX_BOOKMARKS_PER_ACCOUNT - 1);
    expect((await add(user, '/last-one')).statusCode).toBe(201);

    const over = await add(user, '/one-too-many');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'TOO_MANY_BOOKMARKS',
      message: `You have ${MAX_BOOKMARKS_PER_ACCOUNT} bookmarks, the most one account can keep. Remove some to add more.`,
    });
    // A page saved already is still "already bookmarked", not "full".
    expect((await add(user, '/saved/1')).json().error.code).toBe('ALREADY_BOOKMARKED');

    const [oldest] = (await list(user, `?url=/saved/0`)).json().bookmarks;
    const removed = await callAs(t.app, user, 'DELETE', `/api/bookmarks/${oldest.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await add(user, '/one-too-many')).statusCode).toBe(201);
    expect(await stored(user)).toBe(MAX_BOOKMARKS_PER_ACCOUNT);
  });

  it('never goes over the cap when adds arrive at once', async () => {
    const user = await createUser(t.app, t.database, { prefix: 'racer' });
    await fill(user, MAX_BOOKMARKS_PER_ACCOUNT - 2);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) => add(user, `/at-once/${i}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409, 409]);
    expect(await stored(user)).toBe(MAX_BOOKMARKS_PER_ACCOUNT);
  });

  it(`takes at most ${BOOKMARK_ADDS_PER_HOUR} adds an hour from one account`, async () => {
    const user = await createUser(t.app, t.database, { prefix: 'busy' });
    for (let i = 0; i < BOOKMARK_ADDS_PER_HOUR; i++) {
      expect((await add(user, `/busy/${i}`)).statusCode).toBe(201);
    }
    const limited = await add(user, '/busy/more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(
      new RegExp(
        `^One account can add at most ${BOOKMARK_ADDS_PER_HOUR} bookmarks an hour\\. Try again in `,
      ),
    );
    // The limit is the account's, not the address's.
    const neighbour = await createUser(t.app, t.database, { prefix: 'neighbour' });
    expect((await add(neighbour, '/busy/more')).statusCode).toBe(201);
  });
});
