import { describe, expect, it } from 'vitest';
import { arrange } from './arrange.js';
import { DEMO_TRACKS } from './compositions.js';
import { trackSeconds } from './render.js';
import { MODES, parseChord } from './theory.js';

const minorish = new Set(['minor', 'dorian', 'phrygian', 'harmonic-minor']);

describe('the demo library', () => {
  it('holds at least eight tracks lasting thirty minutes or more together', () => {
    expect(DEMO_TRACKS.length).toBeGreaterThanOrEqual(8);
    const seconds = DEMO_TRACKS.map(trackSeconds);
    expect(seconds.reduce((sum, each) => sum + each, 0)).toBeGreaterThanOrEqual(30 * 60);
    for (const each of seconds) {
      expect(each).toBeGreaterThanOrEqual(3.5 * 60);
      expect(each).toBeLessThanOrEqual(4.5 * 60);
    }
  });

  it('gives every track a stable kebab-case id and a title of its own', () => {
    const ids = DEMO_TRACKS.map((track) => track.id);
    const titles = DEMO_TRACKS.map((track) => track.title.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(titles).size).toBe(titles.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const track of DEMO_TRACKS) expect(track.artist.trim()).not.toBe('');
  });

  it('keeps tempos between 80 and 140 bpm, and no two alike', () => {
    const tempos = DEMO_TRACKS.map((track) => track.bpm);
    for (const bpm of tempos) {
      expect(bpm).toBeGreaterThanOrEqual(80);
      expect(bpm).toBeLessThanOrEqual(140);
    }
    expect(new Set(tempos).size).toBe(tempos.length);
    expect(Math.max(...tempos) - Math.min(...tempos)).toBeGreaterThanOrEqual(50);
  });

  it('mixes major and minor keys, leads and drum feels', () => {
    const modes = DEMO_TRACKS.map((track) => track.key.mode);
    expect(modes.some((mode) => minorish.has(mode))).toBe(true);
    expect(modes.some((mode) => !minorish.has(mode))).toBe(true);
    expect(new Set(DEMO_TRACKS.map((track) => track.lead.sound)).size).toBeGreaterThanOrEqual(4);
    const halfTime = DEMO_TRACKS.filter((track) =>
      track.sections.some((section) => section.layers.includes('half')),
    );
    expect(halfTime.length).toBeGreaterThanOrEqual(2);
  });

  it('writes every chord so that it can be read, on the scale of its key', () => {
    for (const track of DEMO_TRACKS) {
      expect(MODES[track.key.mode]).toBeDefined();
      for (const chord of [...track.progression, ...(track.altProgression ?? [])]) {
        expect(() => parseChord(chord), `${track.id}: ${chord}`).not.toThrow();
      }
    }
  });

  it('arranges each track in sections that change what plays', () => {
    for (const track of DEMO_TRACKS) {
      const score = arrange(track);
      const parts = new Set(score.sections.map((section) => section.part));
      expect(parts.has('intro') && parts.has('chorus') && parts.has('outro')).toBe(true);
      const arrangements = new Set(track.sections.map((section) => section.layers.join('+')));
      expect(arrangements.size, track.id).toBeGreaterThanOrEqual(4);
      expect(score.lead.length, track.id).toBeGreaterThan(50);
      expect(score.drums.length, track.id).toBeGreaterThan(200);
    }
  });

  it('is plain data, the same after a trip through JSON', () => {
    expect(JSON.parse(JSON.stringify(DEMO_TRACKS))).toEqual(DEMO_TRACKS);
  });
});
