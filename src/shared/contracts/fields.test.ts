import { describe, expect, it } from 'vitest';
import { ROW_ID_MAX, rowIdParamSchema, rowIdSchema, text } from './fields.js';

describe('text', () => {
  it('refuses the NUL character anywhere in the string', () => {
    expect(text().safeParse('a\u0000b').success).toBe(false);
    expect(text().safeParse('\u0000').success).toBe(false);
    expect(text().safeParse('plain text, ünïcode and emoji 🎹').success).toBe(true);
  });

  it('keeps the checks chained after it', () => {
    const schema = text().trim().min(2, 'too short');
    expect(schema.safeParse('  a ').success).toBe(false);
    expect(schema.parse('  ab ')).toBe('ab');
  });
});

describe('row ids', () => {
  it('accepts 1 to the largest serial value', () => {
    expect(rowIdSchema.parse(1)).toBe(1);
    expect(rowIdParamSchema.parse(String(ROW_ID_MAX))).toBe(ROW_ID_MAX);
  });

  it('refuses ids the integer column cannot hold', () => {
    for (const id of [0, -1, 1.5, ROW_ID_MAX + 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2]) {
      expect(rowIdSchema.safeParse(id).success).toBe(false);
    }
    for (const id of ['2147483648', '9007199254740993', 'abc', '', '1e400', 'NaN']) {
      expect(rowIdParamSchema.safeParse(id).success).toBe(false);
    }
  });
});
