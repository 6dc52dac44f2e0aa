import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocate,
  type Cents,
  cents,
  formatCents,
  fromDecimalString,
  isCents,
  toDecimalString,
} from './money';

const MAX_AMOUNT = 10 ** 12;

/** Amounts from 0 to 10^12 cents, with small ones (where rounding shows) well represented. */
const amounts = fc
  .oneof(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: MAX_AMOUNT }))
  .map(cents);

/** 1-10 share weights in hundredths, some of them zero, with a positive sum. */
const hundredths = fc
  .array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 100 }), fc.nat(1_000_000)), {
    minLength: 1,
    maxLength: 10,
  })
  .filter((weights) => weights.some((weight) => weight > 0));

/** The same weights written as integers or as decimals (1234 hundredths → 12.34). */
const weightings = fc.tuple(hundredths, fc.boolean()).map(([units, asDecimals]) => ({
  units,
  shares: asDecimals ? units.map((unit) => unit / 100) : units,
}));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('cents', () => {
  it('accepts whole numbers of cents and refuses anything else', () => {
    expect(isCents(499)).toBe(true);
    expect(isCents(-1000)).toBe(true);
    expect(isCents(0)).toBe(true);
    for (const value of [4.99, Number.NaN, Infinity, 2 ** 53, '499', null]) {
      expect(isCents(value)).toBe(false);
    }
    expect(() => cents(4.99)).toThrow(/whole number of cents/);
    expect(Object.is(cents(-0), 0)).toBe(true);
  });
});

describe('decimal strings', () => {
  it('parses the API decimal strings exactly, without float error', () => {
    expect(fromDecimalString('4.99')).toBe(499);
    expect(fromDecimalString('0.29')).toBe(29);
    expect(fromDecimalString('1.1')).toBe(110);
    expect(fromDecimalString('19')).toBe(1900);
    expect(fromDecimalString('0.05')).toBe(5);
    expect(fromDecimalString('007.50')).toBe(750);
    expect(fromDecimalString('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('writes cents as a decimal string with two decimals', () => {
    expect(toDecimalString(cents(499))).toBe('4.99');
    expect(toDecimalString(cents(5))).toBe('0.05');
    expect(toDecimalString(cents(0))).toBe('0.00');
    expect(toDecimalString(cents(1900))).toBe('19.00');
    expect(toDecimalString(cents(-150))).toBe('-1.50');
    expect(toDecimalString(cents(Number.MAX_SAFE_INTEGER))).toBe('90071992547409.91');
  });

  it('refuses strings that are not plain amounts with at most two decimals', () => {
    for (const text of [
      '4.999',
      '1,000',
      ' 4.99',
      '4.99 ',
      '.5',
      '4.',
      '+4',
      '1e3',
      '',
      '$4',
      'x',
    ]) {
      expect(() => fromDecimalString(text), text).toThrow(/not an amount of money/);
    }
    expect(() => fromDecimalString('90071992547409.92')).toThrow(/too large/);
  });

  it('refuses a negative amount unless negatives are allowed', () => {
    expect(() => fromDecimalString('-4.99')).toThrow(/negative/);
    expect(fromDecimalString('-4.99', { allowNegative: true })).toBe(-499);
    expect(Object.is(fromDecimalString('-0.00', { allowNegative: true }), 0)).toBe(true);
  });

  it('round-trips every valid decimal string to its normal form', () => {
    const decimalStrings = fc
      .tuple(fc.boolean(), fc.stringMatching(/^\d{1,13}$/), fc.stringMatching(/^(\.\d{1,2})?$/))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction}`);
    const normalise = (text: string) => {
      const negative = text.startsWith('-');
      const [whole = '', fraction = ''] = text.replace('-', '').split('.');
      const wholeDigits = whole.replace(/^0+(?=\d)/, '');
      const fractionDigits = fraction.padEnd(2, '0');
      const isZero = /^0+$/.test(wholeDigits + fractionDigits);
      return `${negative && !isZero ? '-' : ''}${wholeDigits}.${fractionDigits}`;
    };
    fc.assert(
      fc.property(decimalStrings, (text) => {
        const amount = fromDecimalString(text, { allowNegative: true });
        expect(toDecimalString(amount)).toBe(normalise(text));
        expect(fromDecimalString(toDecimalString(amount), { allowNegative: true })).toBe(amount);
      }),
    );
  });

  it('round-trips every amount of cents through its decimal string', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger().map(cents), (amount) => {
        expect(fromDecimalString(toDecimalString(amount), { allowNegative: true })).toBe(amount);
      }),
    );
  });
});

describe('formatting cents for display', () => {
  it('formats US dollars by default', () => {
    expect(formatCents(cents(499))).toBe('$4.99');
    expect(formatCents(cents(123456789))).toBe('$1,234,567.89');
    expect(formatCents(cents(-150))).toBe('-$1.50');
    expect(formatCents(cents(0))).toBe('$0.00');
  });

  it('leaves the cents off whole amounts only when asked', () => {
    expect(formatCents(cents(8000), 'en-US', { omitZeroCents: true })).toBe('$80');
    expect(formatCents(cents(8050), 'en-US', { omitZeroCents: true })).toBe('$80.50');
    expect(formatCents(cents(8000))).toBe('$80.00');
  });

  it('follows the locale and the currency', () => {
    expect(formatCents(cents(123456), 'de-DE', { currency: 'EUR' })).toBe('1.234,56\u00a0€');
    expect(formatCents(cents(499), 'en-GB', { currency: 'GBP' })).toBe('£4.99');
  });

  it('prints amounts past 2^53 / 100 dollars to the exact cent', () => {
    expect(formatCents(cents(Number.MAX_SAFE_INTEGER))).toBe('$90,071,992,547,409.91');
  });

  it('writes US dollars by hand exactly as Intl.NumberFormat does', () => {
    const intl = (amount: number, digits: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(toDecimalString(cents(amount)));
    const amounts = [0, 1, 5, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456_789];
    for (let power = 0; power < 16; power++) amounts.push(10 ** power - 1, 10 ** power + 7);
    amounts.push(Number.MAX_SAFE_INTEGER);
    for (const amount of amounts) {
      for (const signed of [amount, -amount]) {
        expect(formatCents(cents(signed))).toBe(intl(signed, 2));
        if (signed % 100 === 0) {
          expect(formatCents(cents(signed), 'en-US', { omitZeroCents: true })).toBe(
            intl(signed, 0),
          );
        }
      }
    }
  });

  it('refuses a currency that does not count in hundredths', () => {
    expect(() => formatCents(cents(500), 'ja-JP', { currency: 'JPY' })).toThrow(/hundredths/);
  });
});

describe('allocate', () => {
  it('gives 1 cent split 80/20 to the part with the larger remainder', () => {
    expect(allocate(cents(1), [80, 20])).toEqual([1, 0]);
    expect(allocate(cents(1), [20, 80])).toEqual([0, 1]);
  });

  it('gives a tied cent to the share listed first', () => {
    expect(allocate(cents(1), [50, 50])).toEqual([1, 0]);
    expect(allocate(cents(100), [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(cents(2), [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('splits $4.99 at 80% into 399 for the artist and 100 for the platform', () => {
    expect(allocate(fromDecimalString('4.99'), [80, 20])).toEqual([399, 100]);
  });

  it('splits 0, and gives nothing to a zero share', () => {
    expect(allocate(cents(0), [80, 20])).toEqual([0, 0]);
    expect(allocate(cents(7), [0, 1, 0, 1])).toEqual([0, 4, 0, 3]);
    expect(allocate(cents(999), [5])).toEqual([999]);
  });

  it('takes decimal shares at their written value', () => {
    expect(allocate(cents(3), [0.1, 0.2])).toEqual([1, 2]);
    expect(allocate(cents(1000), [82.5, 17.5])).toEqual([825, 175]);
    expect(allocate(cents(10), [1e-7, 3e-7])).toEqual(allocate(cents(10), [1, 3]));
  });

  it('refuses an amount that is negative or not whole cents', () => {
    expect(() => allocate(-1 as Cents, [1])).toThrow(/0 or more/);
    expect(() => allocate(4.99 as Cents, [1])).toThrow(/whole number of cents/);
    expect(() => allocate(Number.NaN as Cents, [1])).toThrow(/whole number of cents/);
  });

  it('refuses empty, all-zero, negative or non-finite shares', () => {
    expect(() => allocate(cents(100), [])).toThrow(/at least one share/);
    expect(() => allocate(cents(100), [0, 0])).toThrow(/above zero/);
    expect(() => allocate(cents(100), [80, -20])).toThrow(/Share 2 must be a finite number/);
    expect(() => allocate(cents(100), [Number.NaN])).toThrow(/Share 1/);
    expect(() => allocate(cents(100), [Infinity, 1])).toThrow(/Share 1/);
  });

  it('always returns non-negative whole cents that sum exactly to the amount', () => {
    fc.assert(
      fc.property(amounts, weightings, (amount, { shares }) => {
        const parts = allocate(amount, shares);
        expect(parts).toHaveLength(shares.length);
        for (const part of parts) {
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        }
        expect(sum(parts)).toBe(amount);
      }),
    );
  });

  it('keeps every part within one cent of its exact proportional value', () => {
    fc.assert(
      fc.property(amounts, weightings, (amount, { units, shares }) => {
        const parts = allocate(amount, shares);
        const total = BigInt(sum(units));
        parts.forEach((part, index) => {
          // |part - amount * w / total| < 1, compared in integers: |part * total - amount * w| < total.
          const gap = BigInt(part) * total - BigInt(amount) * BigInt(units[index] ?? 0);
          expect(gap < total && -gap < total).toBe(true);
        });
      }),
    );
  });

  it('gives the same parts for the same input, whether shares are written as integers or decimals', () => {
    fc.assert(
      fc.property(amounts, hundredths, (amount, units) => {
        const parts = allocate(amount, units);
        expect(allocate(amount, units)).toEqual(parts);
        expect(
          allocate(
            amount,
            units.map((unit) => unit / 100),
          ),
        ).toEqual(parts);
      }),
    );
  });

  it('gives exactly nothing to every zero share', () => {
    fc.assert(
      fc.property(amounts, weightings, (amount, { shares }) => {
        allocate(amount, shares).forEach((part, index) => {
          if (shares[index] === 0) expect(part).toBe(0);
        });
      }),
    );
  });

  it('refuses every invalid amount or list of shares', () => {
    const badAmounts = fc.oneof(
      fc.integer({ min: -MAX_AMOUNT, max: -1 }),
      fc.double({ noInteger: true }),
      fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 53),
    );
    const badShares = fc.oneof(
      fc.constant([] as number[]),
      fc.array(fc.constant(0), { minLength: 1, maxLength: 10 }),
      fc
        .tuple(
          fc.array(fc.nat(100), { maxLength: 9 }),
          fc.oneof(fc.double({ max: -Number.MIN_VALUE }), fc.constantFrom(Number.NaN, Infinity)),
        )
        .map(([good, bad]) => [...good, bad]),
    );
    fc.assert(
      fc.property(badAmounts, (amount) => {
        expect(() => allocate(amount as Cents, [80, 20])).toThrow(RangeError);
      }),
    );
    fc.assert(
      fc.property(amounts, badShares, (amount, shares) => {
        expect(() => allocate(amount, shares)).toThrow(RangeError);
      }),
    );
  });
});
