import { type Cents, formatCents } from '../../../shared/domain/money.js';

/** An amount as notices write it: "$5" for whole dollars, else "$4.99". */
export const noticeMoney = (amount: Cents) => formatCents(amount, 'en-US', { omitZeroCents: true });

/** Tells a member something in their notifications (the notifications feature provides it). */
export type Notify = (
  userId: number,
  notice: { title: string; body: string; link: string | null },
) => Promise<void>;
