import { describe, expect, it } from 'vitest';
import { LOCK_KEYS, ROW_LOCK_CLASSES } from './lock-keys.js';

const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

describe('advisory lock keys', () => {
  it('gives every one-part key its own number', () => {
    const keys = Object.values(LOCK_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every two-part class its own number', () => {
    const classes = Object.values(ROW_LOCK_CLASSES);
    expect(new Set(classes).size).toBe(classes.length);
  });

  it('keeps the one-part keys and the two-part classes apart, so neither reads as the other', () => {
    const all = [...Object.values(LOCK_KEYS), ...Object.values(ROW_LOCK_CLASSES)];
    expect(new Set(all).size).toBe(all.length);
  });

  it('uses whole numbers that fit a PostgreSQL int', () => {
    for (const key of [...Object.values(LOCK_KEYS), ...Object.values(ROW_LOCK_CLASSES)]) {
      expect(Number.isInteger(key)).toBe(true);
      expect(key).toBeGreaterThanOrEqual(INT4_MIN);
      expect(key).toBeLessThanOrEqual(INT4_MAX);
    }
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(LOCK_KEYS)).toBe(true);
    expect(Object.isFrozen(ROW_LOCK_CLASSES)).toBe(true);
  });
});
