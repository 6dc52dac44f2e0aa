import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { artistPart, paymentEntries, payoutEntries, refundEntries, sumEntries } from './ledger';
import { percentToBasisPoints } from './revenue';

const gross = fc.oneof(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 50_000_000 }));
const rate = fc.oneof(fc.constantFrom(8000, 8500, 10_000, 0), fc.integer({ min: 0, max: 10_000 }));

describe('the artist share of a payment', () => {
  it('is within half a cent of the stated rate of gross, and the split never loses a cent', () => {
    fc.assert(
      fc.property(gross, rate, (amount, bp) => {
        const artist = artistPart(amount, bp);
        // |artist − amount × bp / 10000| ≤ ½ cent, in integers.
        expect(Math.abs(artist * 10_000 - amount * bp)).toBeLessThanOrEqual(5_000);
        expect(artist).toBeGreaterThanOrEqual(0);
        expect(artist).toBeLessThanOrEqual(amount);
      }),
    );
  });

  it('is exactly 80% of $4.99 rounded to the cent, and all of a tip', () => {
    expect(artistPart(499, 8000)).toBe(399);
    expect(artistPart(1000, 8000)).toBe(800);
    expect(artistPart(1, 8500)).toBe(1);
    expect(artistPart(12_345, 10_000)).toBe(12_345);
    expect(percentToBasisPoints(80)).toBe(8000);
    expect(percentToBasisPoints(85.5)).toBe(8550);
  });
});

describe('the entries of a payment', () => {
  it('balance to zero, and the fee comes out of the platform’s part only', () => {
    fc.assert(
      fc.property(gross, rate, fc.integer({ min: 0, max: 10_000 }), (amount, bp, feeWish) => {
        const fee = Math.min(feeWish, amount);
        const { entries, split } = paymentEntries({
          creatorId: 7,
          grossCents: amount,
          artistRateBp: bp,
          feeCents: fee,
        });
        expect(sumEntries(entries)).toBe(0);
        expect(split.artistCents).toBe(artistPart(amount, bp));
        expect(split.artistCents + split.platformCents + split.feeCents).toBe(amount);
        const payable = entries.filter((e) => e.account === 'artist_payable');
        expect(payable).toEqual([
          { account: 'artist_payable', creatorId: 7, amountCents: split.artistCents },
        ]);
        expect(entries.find((e) => e.account === 'fan_payments')?.amountCents).toBe(-amount);
      }),
    );
  });

  it('books the example of the money rules: $10 at 80% with a 29¢ fee', () => {
    const { entries } = paymentEntries({
      creatorId: 1,
      grossCents: 1000,
      artistRateBp: 8000,
      feeCents: 29,
    });
    expect(entries.map((e) => [e.account, e.amountCents])).toEqual([
      ['fan_payments', -1000],
      ['artist_payable', 800],
      ['platform_revenue', 171],
      ['processor_fees', 29],
    ]);
  });
});

describe('refunds', () => {
  it('in any number of parts take back exactly the artist’s share, each balanced', () => {
    fc.assert(
      fc.property(
        gross,
        rate,
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 8 }),
        (amount, bp, weights) => {
          const artist = artistPart(amount, bp);
          // Cut the payment into parts proportional to the weights (the last part takes the rest).
          const total = weights.reduce((a, b) => a + b, 0);
          const parts: number[] = [];
          let left = amount;
          weights.forEach((w, i) => {
            const part =
              i === weights.length - 1 ? left : Math.min(left, Math.floor((amount * w) / total));
            if (part > 0) parts.push(part);
            left -= part;
          });
          let before = 0;
          let clawedBack = 0;
          for (const part of parts) {
            const refund = refundEntries({
              creatorId: 3,
              grossCents: amount,
              artistCents: artist,
              refundedBeforeCents: before,
              refundCents: part,
              artistBalanceCents: Number.MAX_SAFE_INTEGER,
            });
            expect(sumEntries(refund.entries)).toBe(0);
            expect(refund.artistCents + refund.platformCents).toBe(part);
            clawedBack += refund.artistCents;
            before += part;
          }
          expect(before).toBe(amount);
          expect(clawedBack).toBe(artist);
        },
      ),
    );
  });

  it('never take an artist’s balance below zero: the platform bears the rest', () => {
    fc.assert(
      fc.property(gross, rate, fc.integer({ min: 0, max: 100_000 }), (amount, bp, balance) => {
        const artist = artistPart(amount, bp);
        const refund = refundEntries({
          creatorId: 3,
          grossCents: amount,
          artistCents: artist,
          refundedBeforeCents: 0,
          refundCents: amount,
          artistBalanceCents: balance,
        });
        expect(refund.artistCents).toBe(Math.min(artist, balance));
        expect(balance - refund.artistCents).toBeGreaterThanOrEqual(0);
        expect(sumEntries(refund.entries)).toBe(0);
      }),
    );
  });

  it('refuse more than was paid', () => {
    expect(() =>
      refundEntries({
        creatorId: 1,
        grossCents: 100,
        artistCents: 80,
        refundedBeforeCents: 60,
        refundCents: 41,
        artistBalanceCents: 999,
      }),
    ).toThrow(RangeError);
  });
});

describe('payouts', () => {
  it('move a balance out, balanced', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (amount) => {
        const entries = payoutEntries({ creatorId: 2, amountCents: amount });
        expect(sumEntries(entries)).toBe(0);
        expect(entries[0]).toEqual({
          account: 'artist_payable',
          creatorId: 2,
          amountCents: -amount,
        });
      }),
    );
    expect(() => payoutEntries({ creatorId: 2, amountCents: 0 })).toThrow(RangeError);
  });
});
