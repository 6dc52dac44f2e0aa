import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { slides as slideRows, staffMembers } from '../../db/schema/index.js';
import { slideSeed, staffSeed } from '../../db/seed-data.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ seed: true });

describe('the public slides and staff cards', () => {
  it('lists the four seeded slides in order, each leading to the live player', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/slides' });
    expect(response.statusCode).toBe(200);
    const { slides } = response.json();
    expect(slides.map((slide: { title: string }) => slide.title)).toEqual([
      'SYNTHGRL',
      'Digital Metropolis',
      'Constellation Vibes',
      'Neon Boulevard',
    ]);
    expect(slides).toHaveLength(slideSeed.length);
    for (const slide of slides) {
      expect(slide).toMatchObject({ ctaLink: '/now-playing' });
      // The built-in pictures until one is uploaded, with a size so the page keeps its place.
      expect(slide.image).toEqual({
        src: expect.stringMatching(/^\/images\/slides\/.+\.svg$/),
        srcset: null,
        width: 1600,
        height: 900,
      });
    }
  });

  it('are served so that a change made in the back office shows at once', async () => {
    for (const url of ['/api/slides', '/api/staff']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leave out unpublished slides and hidden staff cards, and follow the order kept', async () => {
    const [first] = await t.database.db.select().from(slideRows).orderBy(asc(slideRows.sortOrder));
    await t.database.db
      .update(slideRows)
      .set({ published: false })
      .where(eq(slideRows.id, first?.id ?? 0));
    const shown = (await t.app.inject({ method: 'GET', url: '/api/slides' })).json().slides;
    expect(shown.map((slide: { title: string }) => slide.title)).toEqual([
      'Digital Metropolis',
      'Constellation Vibes',
      'Neon Boulevard',
    ]);
    await t.database.db
      .update(slideRows)
      .set({ published: true, sortOrder: 99 })
      .where(eq(slideRows.id, first?.id ?? 0));
    const again = (await t.app.inject({ method: 'GET', url: '/api/slides' })).json().slides;
    expect(again.at(-1).title).toBe('SYNTHGRL');

    await t.database.db
      .update(staffMembers)
      .set({ hidden: true })
      .where(eq(staffMembers.slug, 'alex-reyes'));
    const staff = (await t.app.inject({ method: 'GET', url: '/api/staff' })).json().staff;
    expect(staff.map((member: { name: string }) => member.name)).not.toContain('Alex Reyes');
    await t.database.db
      .update(staffMembers)
      .set({ hidden: false })
      .where(eq(staffMembers.slug, 'alex-reyes'));
  });

  it('lists the nine staff cards in order, and follows edits made in the database', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/staff' })).json();
    expect(before.staff).toHaveLength(9);
    expect(before.staff.map((member: { name: string }) => member.name)).toEqual(
      staffSeed.map((member) => member.name),
    );
    expect(before.staff[0]).toEqual({
      id: expect.any(Number),
      slug: 'alex-reyes',
      name: 'Alex Reyes',
      title: 'Station Director',
      role: expect.any(String),
      specialty: expect.any(String),
      initials: 'AR',
      bio: '',
      photo: null,
    });

    await t.database.db.insert(staffMembers).values({
      slug: 'new-host',
      name: 'Nova Quinn',
      title: 'Overnight Host',
      role: 'Keeps the small hours company.',
      specialty: 'Ambient synth',
      initials: 'NQ',
      sortOrder: 100,
    });
    const after = (await t.app.inject({ method: 'GET', url: '/api/staff' })).json();
    expect(after.staff).toHaveLength(10);
    expect(after.staff.at(-1)).toMatchObject({ name: 'Nova Quinn', initials: 'NQ' });
  });
});
