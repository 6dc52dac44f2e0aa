import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_LIST_MEMBERS_PER_ACCOUNT,
  MAX_LISTS_PER_ACCOUNT,
  MAX_MEMBERS_PER_LIST,
} from '../../../shared/contracts/lists.js';
import { userListMembers, userLists, users } from '../../db/schema/index.js';
import { callAs, createUser, type TestUser } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';
import { LIST_CREATES_PER_HOUR, LIST_MEMBER_ADDS_PER_HOUR } from './lists.routes.js';

const t = setUpTestApp();

describe('list limits', () => {
  /** Accounts made straight in the database, to fill lists with: ids and usernames. */
  let crowd: { id: number; username: string }[];
  beforeAll(async () => {
    crowd = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: MAX_MEMBERS_PER_LIST + 10 }, (_, i) => {
          const username = `crowd_${process.pid % 10000}_${i}`;
          return {
            username,
            email: `${username}@example.test`,
            passwordHash: 'not a hash: nobody signs in as these',
            displayName: `Crowd ${i}`,
          };
        }),
      )
      .returning({ id: users.id, username: users.username });
  });

  const createList = (user: TestUser, name: string) =>
    callAs(t.app, user, 'POST', '/api/lists', { name });
  const addMember = (user: TestUser, listId: number, username: string) =>
    callAs(t.app, user, 'POST', `/api/lists/${listId}/members`, { username });

  async function makeLists(owner: TestUser, n: number) {
    return t.database.db
      .insert(userLists)
      .values(Array.from({ length: n }, (_, i) => ({ ownerId: owner.id, name: `List ${i}` })))
      .returning({ id: userLists.id });
  }
  async function fillList(listId: number, n: number) {
    await t.database.db
      .insert(userListMembers)
      .values(crowd.slice(0, n).map((member) => ({ listId, userId: member.id })));
  }
  const listsOf = async (owner: TestUser) =>
    (await t.database.db.select().from(userLists).where(eq(userLists.ownerId, owner.id))).length;
  const membersOf = async (listId: number) =>
    (await t.database.db.select().from(userListMembers).where(eq(userListMembers.listId, listId)))
      .length;

  it(`keeps at most ${MAX_LISTS_PER_ACCOUNT} lists per account, even when creates race`, async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'planner' });
    await makeLists(owner, MAX_LISTS_PER_ACCOUNT - 3);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, i) => createList(owner, `At once ${i}`)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error).toEqual({
      status: 409,
      code: 'TOO_MANY_LISTS',
      message: `You have ${MAX_LISTS_PER_ACCOUNT} lists, the most one account can keep. Delete one to make another.`,
    });
    expect(await listsOf(owner)).toBe(MAX_LISTS_PER_ACCOUNT);
  });

  it(`holds at most ${MAX_MEMBERS_PER_LIST} people on a list, even when adds race`, async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'crowded' });
    const [list] = await makeLists(owner, 1);
    if (!list) throw new Error('no list');
    await fillList(list.id, MAX_MEMBERS_PER_LIST - 1);
    const newcomers = crowd.slice(MAX_MEMBERS_PER_LIST - 1, MAX_MEMBERS_PER_LIST + 5);
    const answers = await Promise.all(newcomers.map((m) => addMember(owner, list.id, m.username)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(answers.find((r) => r.statusCode === 409)?.json().error).toMatchObject({
      code: 'LIST_FULL',
      message: `“List 0” has ${MAX_MEMBERS_PER_LIST} people, the most one list can hold. Take someone off it to add more.`,
    });
    expect(await membersOf(list.id)).toBe(MAX_MEMBERS_PER_LIST);
    // Adding someone who is on it already changes nothing and is no error.
    const again = await addMember(owner, list.id, crowd[0]?.username ?? '');
    expect(again.statusCode).toBe(200);
    expect(again.json().members).toHaveLength(MAX_MEMBERS_PER_LIST);
  });

  it(`holds at most ${MAX_LIST_MEMBERS_PER_ACCOUNT} people on one account's lists in all`, async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'networker' });
    const full = MAX_LIST_MEMBERS_PER_ACCOUNT / MAX_MEMBERS_PER_LIST;
    const lists = await makeLists(owner, full + 1);
    for (const list of lists.slice(0, full)) await fillList(list.id, MAX_MEMBERS_PER_LIST);
    const spare = lists[full];
    if (!spare) throw new Error('no spare list');

    const over = await addMember(owner, spare.id, crowd[0]?.username ?? '');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatchObject({
      code: 'TOO_MANY_LIST_MEMBERS',
      message:
        'Your lists hold 1,000 people in all, the most one account can keep. Take someone off a list to add more.',
    });
    expect(await membersOf(spare.id)).toBe(0);

    const taken = await callAs(
      t.app,
      owner,
      'DELETE',
      `/api/lists/${lists[0]?.id}/members/${crowd[0]?.username}`,
    );
    expect(taken.statusCode).toBe(200);
    expect((await addMember(owner, spare.id, crowd[0]?.username ?? '')).statusCode).toBe(200);
    // The whole page stays within bounds without paging.
    const page = await callAs(t.app, owner, 'GET', '/api/lists');
    expect(page.json().lists).toHaveLength(full + 1);
  });

  it(`takes at most ${LIST_CREATES_PER_HOUR} new lists an hour from one account`, async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'eager' });
    for (let i = 0; i < LIST_CREATES_PER_HOUR; i++) {
      expect((await createList(owner, `Eager ${i}`)).statusCode).toBe(201);
    }
    const limited = await createList(owner, 'One more');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(
      new RegExp(
        `^One account can create at most ${LIST_CREATES_PER_HOUR} lists an hour\\. Try again in `,
      ),
    );
    const neighbour = await createUser(t.app, t.database, { prefix: 'calm' });
    expect((await createList(neighbour, 'First')).statusCode).toBe(201);
  });

  it(`takes at most ${LIST_MEMBER_ADDS_PER_HOUR} member adds an hour from one account`, async () => {
    const owner = await createUser(t.app, t.database, { prefix: 'recruiter' });
    const [list] = await makeLists(owner, 1);
    if (!list) throw new Error('no list');
    // Refused adds count as well: the limit is on trying.
    for (let i = 0; i < LIST_MEMBER_ADDS_PER_HOUR; i++) {
      expect((await addMember(owner, list.id, `nobody_${i}`)).statusCode).toBe(404);
    }
    const limited = await addMember(owner, list.id, crowd[0]?.username ?? '');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().error.message).toMatch(
      `One account can add at most ${LIST_MEMBER_ADDS_PER_HOUR} people to its lists an hour.`,
    );
  });
});
