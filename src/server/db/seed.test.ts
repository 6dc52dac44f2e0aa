import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { setUpTestDatabase } from '../testing/set-up-test-database.js';
import {
  appMeta,
  newsArticles,
  newsCategories,
  scheduleSlots,
  slides,
  staffMembers,
} from './schema/index.js';
import { SEED_VERSION, seedDemoContent } from './seed.js';

const database = setUpTestDatabase();

const countRows = async (table: PgTable) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n;

describe('seedDemoContent', () => {
  it('loads the demo content the spec lists', async () => {
    const result = await seedDemoContent(database.db);
    expect(result).toEqual({ applied: true, version: SEED_VERSION });

    const slideTitles = (await database.db.select().from(slides).orderBy(slides.sortOrder)).map(
      (s) => s.title,
    );
    expect(slideTitles).toEqual([
      'SYNTHGRL',
      'Digital Metropolis',
      'Constellation Vibes',
      'Neon Boulevard',
    ]);
    expect(await countRows(staffMembers)).toBe(9);

    const slots = await database.db.select().from(scheduleSlots);
    const weekday = slots
      .filter((s) => s.days.includes(1))
      .sort((a, b) => a.startMinute - b.startMinute);
    expect(weekday.map((s) => [s.startMinute, s.endMinute, s.type])).toEqual([
      [0, 840, 'auto'],
      [840, 900, 'live'],
      [900, 960, 'auto'],
      [960, 1080, 'live'],
      [1080, 1200, 'auto'],
      [1200, 1260, 'live'],
      [1260, 1440, 'live'],
    ]);
    expect(weekday.map((s) => s.show)).toContain('The Eclectic Show');
    const weekend = slots.filter((s) => s.days.includes(6) && s.days.includes(7));
    expect(weekend).toHaveLength(1);
    expect(weekend[0]).toMatchObject({
      show: 'Retro Thunder Weekend Mix',
      type: 'mixed',
      startMinute: 0,
      endMinute: 1440,
    });

    const categoryIds = (await database.db.select().from(newsCategories)).map((c) => c.id);
    expect(categoryIds).toEqual(
      expect.arrayContaining(['synthwave', 'retrowave', 'vaporwave', 'chillwave', 'synth-rock']),
    );
    const articles = await database.db.select().from(newsArticles);
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((a) => a.sourceUrl.startsWith('#sample'))).toBe(true);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await countRows(newsArticles);
    const again = await seedDemoContent(database.db);
    expect(again.applied).toBe(false);
    expect(await countRows(newsArticles)).toBe(before);
    expect(await countRows(staffMembers)).toBe(9);
  });

  it('never duplicates rows even when the version marker is lost', async () => {
    await database.db.delete(appMeta).where(eq(appMeta.key, 'demo_seed_version'));
    const result = await seedDemoContent(database.db);
    expect(result.applied).toBe(true);
    expect(await countRows(slides)).toBe(4);
    expect(await countRows(staffMembers)).toBe(9);
    expect(await countRows(scheduleSlots)).toBe(8);
  });

  it('does not bring back content staff removed after seeding', async () => {
    await database.db.delete(slides).where(eq(slides.slug, 'neon-boulevard'));
    await seedDemoContent(database.db);
    expect(await countRows(slides)).toBe(3);
  });
});
