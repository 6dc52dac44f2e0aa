import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  countParam,
  cursorPage,
  partialUpdate,
  ROW_ID_MAX,
  requiredText,
  rowIdParamSchema,
  rowIdSchema,
  text,
  trimmedText,
} from './fields.js';

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

const reasons = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text builders', () => {
  it('trims free text and refuses it over its limit, counting after the trim', () => {
    expect(trimmedText(3).parse('  abc  ')).toBe('abc');
    expect(trimmedText(3).parse('')).toBe('');
    expect(reasons(trimmedText(3).safeParse('abcd'))).toEqual(['must be at most 3 characters']);
  });

  it('refuses missing, non-text and blank required text with one reason', () => {
    const schema = requiredText(5, 'say something');
    for (const value of [undefined, 42, '   ']) {
      expect(reasons(schema.safeParse(value))).toEqual(['say something']);
    }
    expect(reasons(schema.safeParse('abcdef'))).toEqual(['must be at most 5 characters']);
  });
});

describe('countParam', () => {
  it('reads a whole number from 1 to its maximum out of a query string', () => {
    expect(countParam(10).parse('7')).toBe(7);
    expect(reasons(countParam(10).safeParse('0'))).toEqual(['must be at least 1']);
    expect(reasons(countParam(10).safeParse('11'))).toEqual(['must be at most 10']);
    expect(reasons(countParam(10).safeParse('1.5'))).toEqual(['must be a whole number']);
    expect(reasons(countParam(10).safeParse('many'))).toEqual(['must be a number']);
  });
});

describe('partialUpdate', () => {
  it('refuses a body that changes nothing', () => {
    const schema = partialUpdate({ name: z.string().optional() }, 'nothing to change');
    expect(schema.parse({ name: 'x' })).toEqual({ name: 'x' });
    expect(reasons(schema.safeParse({}))).toEqual(['nothing to change']);
  });
});

describe('cursorPage', () => {
  it('holds the rows under their key and a cursor that is null on the last page', () => {
    const schema = cursorPage('lines', z.number(), z.string());
    expect(schema.parse({ lines: [1, 2], nextCursor: 'b' })).toEqual({
      lines: [1, 2],
      nextCursor: 'b',
    });
    expect(schema.parse({ lines: [], nextCursor: null })).toEqual({ lines: [], nextCursor: null });
    expect(schema.safeParse({ lines: [], nextCursor: 3 }).success).toBe(false);
  });
});
