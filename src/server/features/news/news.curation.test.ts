import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { callAs } from '../../testing/accounts.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

interface Article {
  id: number;
  title: string;
  category: string;
}

interface Curated extends Omit<Article, 'category'> {
  hiddenAt: string | null;
  pinnedAt: string | null;
}

describe('curating the news', () => {
  const t = setUpTestApp({
    seed: true,
    users: {
      admin: { prefix: 'chief', isAdmin: true },
      dj: { prefix: 'deejay', isDj: true },
      member: { prefix: 'fan' },
    },
  });
  const publicGet = async <T>(url: string) => {
    const response = await callAs(t.app, null, 'GET', url);
    expect(response.statusCode, url).toBe(200);
    return response.json() as T;
  };
  const mark = (id: number, what: 'hidden' | 'pinned', value: boolean, who = t.users.admin) =>
    callAs(t.app, who, 'POST', `/api/admin/news/articles/${id}/${what}`, { [what]: value });
  const office = async (show: 'visible' | 'hidden') =>
    (await callAs(t.app, t.users.admin, 'GET', `/api/admin/news/articles?show=${show}`)).json()
      .articles as Curated[];
  const count = async (category: string) =>
    (await publicGet<{ id: string; count: number }[]>('/api/news/categories')).find(
      (c) => c.id === category,
    )?.count;

  it('lets administrators curate, and nobody else', async () => {
    const [first] = await publicGet<Article[]>('/api/news');
    const id = first?.id ?? 0;
    for (const url of ['/api/admin/news/articles', '/api/admin/news/articles?show=hidden']) {
      expect((await callAs(t.app, null, 'GET', url)).statusCode).toBe(401);
      expect((await callAs(t.app, t.users.member, 'GET', url)).statusCode).toBe(403);
      expect((await callAs(t.app, t.users.dj, 'GET', url)).statusCode).toBe(403);
    }
    expect((await mark(id, 'hidden', true, t.users.dj)).statusCode).toBe(403);
    expect((await mark(id, 'pinned', true, t.users.member)).statusCode).toBe(403);
    expect(await office('hidden')).toEqual([]);
  });

  it('refuses bad curation requests with 400 or 404', async () => {
    const [first] = await publicGet<Article[]>('/api/news');
    const path = `/api/admin/news/articles/${first?.id}/hidden`;
    const response = await callAs(t.app, t.users.admin, 'POST', path, { hidden: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { field: 'hidden', reason: 'must be true or false' },
    ]);
    expect((await callAs(t.app, t.users.admin, 'POST', path, {})).statusCode).toBe(400);
    expect((await mark(999_999, 'hidden', true)).statusCode).toBe(404);
    const show = await callAs(t.app, t.users.admin, 'GET', '/api/admin/news/articles?show=all');
    expect(show.statusCode).toBe(400);
  });

  it('hides an article from every list, search, count and its page, then shows it again', async () => {
    const all = await publicGet<Article[]>('/api/news?limit=100');
    const target = all.find((a) => a.title === 'A beginner’s guide to vaporwave aesthetics');
    expect(target).toBeDefined();
    const id = target?.id ?? 0;
    const before = await count('vaporwave');
    const searchFor = `/api/news/search?q=${encodeURIComponent('vaporwave aesthetics')}`;
    expect((await publicGet<Article[]>(searchFor)).map((a) => a.id)).toContain(id);

    const hidden = await mark(id, 'hidden', true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ id, hiddenAt: expect.any(String), pinnedAt: null });
    expect((await publicGet<Article[]>('/api/news?limit=100')).map((a) => a.id)).not.toContain(id);
    expect(
      (await publicGet<Article[]>('/api/news?category=vaporwave&limit=100')).map((a) => a.id),
    ).not.toContain(id);
    expect((await publicGet<Article[]>(searchFor)).map((a) => a.id)).not.toContain(id);
    expect(await count('vaporwave')).toBe((before ?? 0) - 1);
    expect((await callAs(t.app, null, 'GET', `/api/news/${id}`)).statusCode).toBe(404);
    expect((await office('hidden')).map((a) => a.id)).toEqual([id]);
    expect((await office('visible')).map((a) => a.id)).not.toContain(id);
    // Pinning waits until the article is shown again.
    expect((await mark(id, 'pinned', true)).statusCode).toBe(409);

    expect((await mark(id, 'hidden', false)).json()).toMatchObject({ id, hiddenAt: null });
    expect((await callAs(t.app, null, 'GET', `/api/news/${id}`)).statusCode).toBe(200);
    expect(await count('vaporwave')).toBe(before);
    expect(await office('hidden')).toEqual([]);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetType, 'news_article'));
    expect(entries.map((e) => [e.action, e.summary, e.before, e.after])).toEqual([
      [
        'news.article.hide',
        `News article hidden: “${target?.title}”`,
        { hidden: false, pinned: false },
        { hidden: true, pinned: false },
      ],
      [
        'news.article.unhide',
        `News article shown again: “${target?.title}”`,
        { hidden: true, pinned: false },
        { hidden: false, pinned: false },
      ],
    ]);
  });

  it('puts pinned articles first, newest pin first, until they are unpinned', async () => {
    const all = await publicGet<Article[]>('/api/news?limit=100');
    const oldest = all.at(-1);
    const second = all.at(-2);
    expect(oldest && second).toBeTruthy();
    await mark(oldest?.id ?? 0, 'pinned', true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const pinned = await mark(second?.id ?? 0, 'pinned', true);
    expect(pinned.json()).toMatchObject({ pinnedAt: expect.any(String) });

    const listed = await publicGet<Article[]>('/api/news?limit=100');
    expect(listed.slice(0, 2).map((a) => a.id)).toEqual([second?.id, oldest?.id]);
    expect(listed).toHaveLength(all.length);
    const limited = await publicGet<Article[]>('/api/news?limit=3');
    expect(limited.map((a) => a.id)).toEqual([second?.id, oldest?.id, all[0]?.id]);
    const inCategory = await publicGet<Article[]>(`/api/news?category=${oldest?.category}`);
    expect(inCategory[0]?.id).toBe(oldest?.id);
    expect((await office('visible')).slice(0, 2).map((a) => a.id)).toEqual([
      second?.id,
      oldest?.id,
    ]);

    // Asking again for what is already so changes nothing and records nothing.
    await mark(second?.id ?? 0, 'pinned', true);
    const pins = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'news.article.pin'));
    expect(pins).toHaveLength(2);

    // Hiding a pinned article unpins it, so it does not come back on top when shown again.
    await mark(second?.id ?? 0, 'hidden', true);
    await mark(second?.id ?? 0, 'hidden', false);
    await mark(oldest?.id ?? 0, 'pinned', false);
    const after = await publicGet<Article[]>('/api/news?limit=100');
    expect(after.map((a) => a.id)).toEqual(all.map((a) => a.id));
  });
});
