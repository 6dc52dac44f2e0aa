import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../testing/accounts.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createChatRepo } from './chat.repo.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('chat history and suspended members', () => {
  it('leaves out the messages of a suspended member, and brings them back when restored', async () => {
    const member = await createUser(t.app, t.database, { prefix: 'chat_susp' });
    const db = t.database.db;
    await db.execute(sql`insert into chat_messages (type, username, user_id, message)
      values ('user', ${member.username}, ${member.id}, 'shouting in the chat'),
             ('system', 'Station', null, 'Welcome to the night drive')`);
    const history = async () => (await createChatRepo(db).recent(100)).map((m) => m.message);
    expect(await history()).toContain('shouting in the chat');

    await db.execute(sql`update users set suspended_at = now() where id = ${member.id}`);
    expect(await history()).not.toContain('shouting in the chat');
    expect(await history()).toContain('Welcome to the night drive');

    await db.execute(sql`update users set suspended_at = null where id = ${member.id}`);
    expect(await history()).toContain('shouting in the chat');
  });
});
