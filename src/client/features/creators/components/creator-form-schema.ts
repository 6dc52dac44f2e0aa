import { z } from 'zod';
import {
  type CreatorProfile,
  creatorAccentSchema,
  creatorCategorySchema,
  SUBSCRIPTION_PRICE_MAX_CENTS,
  TAGLINE_MAX,
} from '../../../../shared/contracts/creators';
import { cents, fromDecimalString, toDecimalString } from '../../../../shared/domain/money';

const PRICE_FORMAT_REASON = 'Enter an amount like 4.99: digits, with at most two decimals';

/** A monthly price as typed ("4.99", "$5", empty for free) to whole cents, never via floats. */
const priceSchema = z.string().transform((typed, ctx) => {
  const amount = typed.trim().replace(/^\$\s*/, '');
  if (amount === '') return 0;
  let priceCents: number;
  try {
    priceCents = fromDecimalString(amount);
  } catch {
    ctx.addIssue({ code: 'custom', message: PRICE_FORMAT_REASON });
    return z.NEVER;
  }
  if (priceCents > SUBSCRIPTION_PRICE_MAX_CENTS) {
    ctx.addIssue({ code: 'custom', message: 'must be at most $999.99 a month' });
    return z.NEVER;
  }
  return priceCents;
});

/** The fields the "become a creator" and "creator profile" forms share. */
export const creatorFormSchema = z.object({
  category: z.string().min(1, 'Choose the category that fits you best').pipe(creatorCategorySchema),
  tagline: z.string().trim().max(TAGLINE_MAX, `must be at most ${TAGLINE_MAX} characters`),
  price: priceSchema,
  accent: creatorAccentSchema,
  /** The profile form's country: a code, or empty for none. The sign-up form has no such field. */
  country: z.string().optional(),
});

export type CreatorFormInput = z.input<typeof creatorFormSchema>;
export type CreatorFormOutput = z.output<typeof creatorFormSchema>;

/** The form's field for each request field the server may name in an error. */
export const formFieldOf: Record<string, keyof CreatorFormInput> = {
  category: 'category',
  tagline: 'tagline',
  subscriptionPriceCents: 'price',
  accent: 'accent',
  country: 'country',
};

export function toCreatorRequest({ price, country: _country, ...rest }: CreatorFormOutput) {
  return { ...rest, subscriptionPriceCents: price };
}

/** The profile form's request: the sign-up fields and the country, where empty clears it. */
export function toCreatorProfileRequest(values: CreatorFormOutput) {
  return { ...toCreatorRequest(values), country: values.country ? values.country : null };
}

/** A saved profile as the form shows it: the price as "4.99", or empty when free. */
export function toCreatorForm(profile: CreatorProfile): CreatorFormInput {
  return {
    category: profile.category,
    tagline: profile.tagline,
    price:
      profile.subscriptionPriceCents > 0
        ? toDecimalString(cents(profile.subscriptionPriceCents))
        : '',
    accent: profile.accent,
    country: profile.country ?? '',
  };
}
