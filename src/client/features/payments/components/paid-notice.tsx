import type { PaymentPurpose } from '../../../../shared/payments.constants';
import { usePaidNotice } from '../hooks/use-paid-notice';

interface PaidNoticeProps {
  creatorName: string;
  onPaid?: (purpose: PaymentPurpose) => void;
}

/** Confirms a payment the checkout came back from, once the page knows who was paid. */
export function PaidNotice(props: PaidNoticeProps) {
  usePaidNotice(props);
  return null;
}
