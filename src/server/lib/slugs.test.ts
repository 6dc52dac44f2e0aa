import { describe, expect, it } from 'vitest';
import { freeSlug, slugBase as makeSlug, type SlugRules } from './slugs.js';

const clubRules: SlugRules = { fallback: 'club', reserved: ['mine'] };
const slugBase = (name: string) => makeSlug(name, clubRules);

describe('slugs made from names', () => {
  it('makes lower-case words joined by dashes, without accents or signs', () => {
    expect(slugBase('Neon Nights Fan Club')).toBe('neon-nights-fan-club');
    expect(slugBase('  Café Crème — Montréal!! ')).toBe('cafe-creme-montreal');
    expect(slugBase('1984: The Outrun Era')).toBe('1984-the-outrun-era');
  });

  it('falls back to "club" for a name without letters it can use, and keeps API words free', () => {
    expect(slugBase('東京')).toBe('club');
    expect(slugBase('★★★')).toBe('club');
    expect(slugBase('MINE')).toBe('mine-club');
  });

  it('uses the fallback and reserved words given for each kind of thing', () => {
    const playlistRules: SlugRules = { fallback: 'playlist', reserved: ['saved', 'office'] };
    expect(makeSlug('Saved', playlistRules)).toBe('saved-playlist');
    expect(makeSlug('♪♪', playlistRules)).toBe('playlist');
    expect(makeSlug('Mine', playlistRules)).toBe('mine');
  });

  it('keeps a slug within its limit', () => {
    expect(slugBase(`${'a'.repeat(59)} bcd`).length).toBeLessThanOrEqual(60);
    expect(slugBase(`${'a'.repeat(59)} bcd`)).not.toMatch(/-$/);
  });

  it('numbers a slug that is taken', () => {
    expect(freeSlug('vapor-city', [])).toBe('vapor-city');
    expect(freeSlug('vapor-city', ['vapor-city'])).toBe('vapor-city-2');
    expect(freeSlug('vapor-city', ['vapor-city', 'vapor-city-2', 'vapor-city-4'])).toBe(
      'vapor-city-3',
    );
  });
});
