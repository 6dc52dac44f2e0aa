import { cents, formatCents } from '../../../../shared/domain/money';

/** Whole cents from the API as "$4.99". */
export const money = (amountCents: number) => formatCents(cents(amountCents));

export { formatCount, formatLongDay, formatShortDay } from '../../../lib/format';
