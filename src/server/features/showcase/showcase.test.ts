import { describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema/index.js';
import { slideSeed, staffSeed } from '../../db/seed-data.js';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp({ seed: true });

describe('showcase content', () => {
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
      expect(slide.image).toMatch(/^\/images\/slides\/.+\.svg$/);
    }
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
