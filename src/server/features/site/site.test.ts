import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../testing/set-up-test-app.js';

const t = setUpTestApp();

describe('findability', () => {
  it('lists the public pages in sitemap.xml and leaves personal pages out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>http://localhost:5000/</loc>');
    expect(res.body).toContain('<loc>http://localhost:5000/schedule</loc>');
    expect(res.body).toContain('<loc>http://localhost:5000/what-is-synthwave</loc>');
    expect(res.body).not.toContain('/dashboard<');
    expect(res.body).not.toContain('/admin<');
    expect(res.body).not.toContain('/settings<');
  });

  it('points crawlers to the sitemap and away from the API and personal pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    const rules = [
      'Disallow: /api/',
      'Disallow: /admin',
      'Sitemap: http://localhost:5000/sitemap.xml',
    ];
    for (const rule of rules) expect(res.body).toContain(rule);
  });
});
