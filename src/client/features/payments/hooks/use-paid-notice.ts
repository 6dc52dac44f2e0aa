import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'wouter';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '../../../../shared/payments.constants';
import { toast } from '../../../components/ui/toast-store';
import { paymentKeys } from '../api/payment-queries';

const TITLES: Record<PaymentPurpose, string> = {
  subscription: 'Subscribed!',
  tip: 'Tip sent!',
  song_purchase: 'Purchase complete!',
};

const DESCRIPTIONS: Record<PaymentPurpose, (creatorName: string) => string> = {
  subscription: (name) => `You subscribe to ${name} now. Thank you for your support.`,
  tip: (name) => `Thank you for supporting ${name}.`,
  song_purchase: (name) =>
    `The song is yours: hear it in full below. Thank you for supporting ${name}.`,
};

function paidPurpose(value: string | null): PaymentPurpose | null {
  return PAYMENT_PURPOSES.find((purpose) => purpose === value) ?? null;
}

interface PaidNoticeOptions {
  /** Who was paid, for the toast's sentence. */
  creatorName: string;
  /** What else the page should fetch again, such as posts a subscription unlocks. */
  onPaid?: (purpose: PaymentPurpose) => void;
}

/**
 * The checkout sends the fan back with `?paid=subscription|tip|song_purchase`: this confirms it with one toast,
 * fetches the figures the payment changed and takes the flag out of the address, so reloading
 * or sharing the page does not say it again.
 */
export function usePaidNotice({ creatorName, onPaid }: PaidNoticeOptions) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const purpose = paidPurpose(params.get('paid'));
  // Effects can run twice for one arrival (React's strict mode); the toast must not.
  const handled = useRef(false);

  useEffect(() => {
    if (!purpose) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    toast({
      title: TITLES[purpose],
      description: DESCRIPTIONS[purpose](creatorName),
    });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
    onPaid?.(purpose);
    const rest = new URLSearchParams(params);
    rest.delete('paid');
    setParams(rest, { replace: true });
  }, [purpose, params, setParams, creatorName, onPaid, queryClient]);
}
