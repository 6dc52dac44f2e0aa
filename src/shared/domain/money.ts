/**
 * Money as integer cents: parsing, formatting and exact splitting.
 *
 * Every amount the product stores, sends or computes with is a whole number of cents (USD by
 * default). Floats never touch money: decimal strings are parsed digit by digit, splits are worked
 * out in BigInt, and only display formatting hands the amount to `Intl.NumberFormat`, as an exact
 * decimal string.
 */

declare const centsBrand: unique symbol;

/**
 * A whole number of cents within JavaScript's safe integer range. It may be negative (a ledger
 * entry or a refund); functions that need a non-negative amount say so and check it.
 */
export type Cents = number & { readonly [centsBrand]: true };

/** Whether a value is a whole number of cents that arithmetic can hold exactly. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Brands a whole number of cents, refusing fractions, NaN, infinities and unsafe integers. */
export function cents(value: number): Cents {
  if (!isCents(value)) {
    throw new RangeError(`An amount of money must be a whole number of cents, got ${value}`);
  }
  // -0 and 0 are the same amount; keep the one that prints as "0".
  return (value === 0 ? 0 : value) as Cents;
}

const DECIMAL_AMOUNT = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const MAX_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

export interface DecimalParseOptions {
  /** Accept a leading minus sign (ledger entries, refunds). Prices and totals refuse it. */
  allowNegative?: boolean;
}

/**
 * Parses a decimal amount such as "4.99", "4.9", "4" or "0.05" into cents, exactly.
 *
 * Refuses anything else: more than two decimals ("4.999"), a sign (unless `allowNegative`),
 * separators ("1,000"), spaces, exponents, a missing whole part (".5") or a trailing point ("4.").
 */
export function fromDecimalString(text: string, options: DecimalParseOptions = {}): Cents {
  const match = typeof text === 'string' ? DECIMAL_AMOUNT.exec(text) : null;
  if (!match) {
    throw new RangeError(
      `"${String(text)}" is not an amount of money: use digits with at most two decimals, like 4.99`,
    );
  }
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (sign && !options.allowNegative) {
    throw new RangeError(`"${text}" is negative, and this amount may not be`);
  }
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (magnitude > MAX_CENTS) {
    throw new RangeError(`"${text}" is too large an amount of money`);
  }
  return cents(sign ? -Number(magnitude) : Number(magnitude));
}

/** Cents as the API's decimal string with exactly two decimals: 499 → "4.99", -5 → "-0.05". */
export function toDecimalString(amount: Cents): `${number}` {
  const value = cents(amount);
  const magnitude = Math.abs(value);
  const remainder = magnitude % 100;
  // Dividing an exact multiple of 100 stays exact; magnitude / 100 could round up near 2^53.
  const whole = (magnitude - remainder) / 100;
  const fraction = String(remainder).padStart(2, '0');
  return `${value < 0 ? '-' : ''}${whole}.${fraction}` as `${number}`;
}

export interface FormatCentsOptions {
  /** ISO 4217 code of a currency with two minor digits; USD unless said otherwise. */
  currency?: string;
  /** Show whole amounts without cents ("$80" rather than "$80.00"), as running text prefers. */
  omitZeroCents?: boolean;
}

const formatters = new Map<string, Intl.NumberFormat>();

function currencyFormatter(locale: string, currency: string, fractionDigits: number) {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const standard = new Intl.NumberFormat(locale, { style: 'currency', currency });
    if (standard.resolvedOptions().maximumFractionDigits !== 2) {
      throw new RangeError(
        `${currency} does not count in hundredths, so its amounts are not cents`,
      );
    }
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Cents as a currency string for people to read: formatCents(499) → "$4.99",
 * formatCents(499, 'de-DE') → "4,99 $". The amount reaches `Intl.NumberFormat` as an exact
 * decimal string, so even amounts past 2^53 / 100 dollars print to the cent.
 */
export function formatCents(
  amount: Cents,
  locale = 'en-US',
  { currency = 'USD', omitZeroCents = false }: FormatCentsOptions = {},
): string {
  const value = cents(amount);
  const fractionDigits = omitZeroCents && value % 100 === 0 ? 0 : 2;
  if (locale === 'en-US' && currency === 'USD') return usDollars(value, fractionDigits);
  return currencyFormatter(locale, currency, fractionDigits).format(toDecimalString(value));
}

/**
 * "$1,234.56" and "-$1.50", written out by hand: nearly every amount on the site is US dollars
 * in English, and the first `Intl.NumberFormat` a page makes loads the browser's number data,
 * tens of milliseconds of a phone's main thread. The same text as Intl's (a test compares them).
 */
function usDollars(value: number, fractionDigits: 0 | 2): string {
  const decimal = toDecimalString(cents(Math.abs(value)));
  const [whole = '0', fraction = '00'] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}$${grouped}${fractionDigits === 2 ? `.${fraction}` : ''}`;
}

const DECIMAL_NUMBER = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/** A non-negative finite number as digits over a power of ten, from its shortest decimal form. */
function decimalParts(value: number): { digits: bigint; scale: number } {
  const match = DECIMAL_NUMBER.exec(String(value));
  if (!match) throw new RangeError(`${value} is not a finite number of 0 or more`);
  const [, whole = '0', fraction = '', exponent = '0'] = match;
  const scale = fraction.length - Number(exponent);
  const digits = BigInt(whole + fraction);
  return scale >= 0 ? { digits, scale } : { digits: digits * 10n ** BigInt(-scale), scale: 0 };
}

/**
 * Share weights as exact integers on a common scale. Decimal weights are taken at their written
 * value (0.1 means one tenth, not the binary float nearest to it), so [0.1, 0.2] splits as [1, 2].
 */
function exactWeights(shares: readonly number[]): bigint[] {
  const parts = shares.map((share, index) => {
    if (typeof share !== 'number' || !Number.isFinite(share) || share < 0) {
      throw new RangeError(`Share ${index + 1} must be a finite number of 0 or more, got ${share}`);
    }
    return decimalParts(share);
  });
  const scale = Math.max(...parts.map((part) => part.scale));
  return parts.map((part) => part.digits * 10n ** BigInt(scale - part.scale));
}

/**
 * Splits a non-negative amount into parts proportional to `shares`, by the largest-remainder
 * method: each part first gets the whole cents of its exact proportional value, then the cents
 * left over go one each to the parts with the largest fractional remainders.
 *
 * The parts always sum exactly to `amount`, each lies within one cent of its exact value
 * (floor or ceiling), and a zero share always gets 0.
 *
 * Ties: when remainders are equal, the part listed earlier gets the cent. The result depends only
 * on the arguments, so callers choose who wins a tie by the order of `shares`
 * (`splitRevenue` lists the artist first).
 *
 * Throws a RangeError for a negative or fractional amount, no shares, a negative or non-finite
 * share, or shares that are all zero.
 */
export function allocate(amount: Cents, shares: readonly number[]): Cents[] {
  if (!isCents(amount) || amount < 0) {
    throw new RangeError(`Only a whole number of cents of 0 or more can be split, got ${amount}`);
  }
  if (!Array.isArray(shares) || shares.length === 0) {
    throw new RangeError('Splitting an amount needs at least one share');
  }
  const weights = exactWeights(shares);
  const total = weights.reduce((sum, weight) => sum + weight, 0n);
  if (total === 0n) {
    throw new RangeError('Splitting an amount needs at least one share above zero');
  }

  const whole = BigInt(amount);
  const parts = weights.map((weight) => (whole * weight) / total);
  const remainders = weights.map((weight) => (whole * weight) % total);
  let leftover = whole - parts.reduce((sum, part) => sum + part, 0n);

  const byRemainder = weights
    .map((_, index) => index)
    .sort((a, b) => {
      const ra = remainders[a] ?? 0n;
      const rb = remainders[b] ?? 0n;
      return ra === rb ? a - b : ra > rb ? -1 : 1;
    });
  for (const index of byRemainder) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }

  return parts.map((part) => cents(Number(part)));
}
