import { z } from 'zod';
import { fromDecimalString } from '../../../../shared/domain/money';
import {
  TIP_MAX_CENTS,
  TIP_MESSAGE_MAX,
  TIP_MIN_CENTS,
  TIP_PRESETS_CENTS,
} from '../../../../shared/payments.constants';
import { moneyShort } from './payment-display';

/** The choice that opens the field for an amount of the fan's own. */
export const OTHER_AMOUNT = 'other';

const AMOUNT_FORMAT_REASON = 'Enter an amount in dollars, like 5 or 12.50';
// The amounts are written when first needed: the first money written loads the browser's
// number formats, which should not happen while the page's code is still starting.
const minimum = () => moneyShort(TIP_MIN_CENTS);
const maximum = () => moneyShort(TIP_MAX_CENTS);

/** A typed amount ("12.50", "$12") to whole cents, digit by digit: never through a float. */
function parseDollars(typed: string): number | null {
  const amount = typed.trim().replace(/^\$\s*/, '');
  try {
    return fromDecimalString(amount);
  } catch {
    return null;
  }
}

/**
 * The tip form: a preset amount or one of the fan's own, and an optional message. Its output
 * is the request the server takes, with the amount in cents.
 */
export const tipFormSchema = z
  .object({
    choice: z.string(),
    otherAmount: z.string(),
    message: z
      .string()
      .trim()
      .max(TIP_MESSAGE_MAX, `must be at most ${TIP_MESSAGE_MAX} characters`),
  })
  .transform(({ choice, otherAmount, message }, ctx) => {
    if (choice !== OTHER_AMOUNT) return { amountCents: Number(choice), message };
    const amountCents = parseDollars(otherAmount);
    const reason =
      amountCents === null
        ? AMOUNT_FORMAT_REASON
        : amountCents < TIP_MIN_CENTS
          ? `must be at least ${minimum()}`
          : amountCents > TIP_MAX_CENTS
            ? `must be at most ${maximum()}`
            : null;
    if (reason || amountCents === null) {
      ctx.addIssue({
        code: 'custom',
        message: reason ?? AMOUNT_FORMAT_REASON,
        path: ['otherAmount'],
      });
      return z.NEVER;
    }
    return { amountCents, message };
  });

export type TipFormInput = z.input<typeof tipFormSchema>;
export type TipFormOutput = z.output<typeof tipFormSchema>;

export const tipLimitsHint = () => `In US dollars, from ${minimum()} to ${maximum()}.`;

/** The preset amounts as the form's choices, then "Other". */
export const tipChoices = () => [
  ...TIP_PRESETS_CENTS.map((amount) => ({ value: String(amount), label: moneyShort(amount) })),
  { value: OTHER_AMOUNT, label: 'Other' },
];

export const tipFormDefaults: TipFormInput = {
  choice: String(TIP_PRESETS_CENTS[1] ?? TIP_PRESETS_CENTS[0]),
  otherAmount: '',
  message: '',
};
