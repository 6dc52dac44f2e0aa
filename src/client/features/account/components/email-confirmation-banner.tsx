import { useMutation } from '@tanstack/react-query';
import { MailWarning } from 'lucide-react';
import { messageResponseSchema } from '../../../../shared/contracts/auth';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { apiRequest } from '../../../lib/api-client';
import { useMyAccount } from '../hooks/use-my-account';

async function sendConfirmationAgain(): Promise<string> {
  const json = await apiRequest('/api/auth/verify-email/resend', { method: 'POST' });
  return messageResponseSchema.parse(json).message;
}

/**
 * Asks a member whose address is not confirmed yet to follow the link, with "Send again".
 * Nothing shows while the account loads, or once the address is confirmed.
 */
export function EmailConfirmationBanner() {
  const account = useMyAccount();
  const resend = useMutation({
    mutationFn: sendConfirmationAgain,
    onSuccess: (message) => toast({ title: 'Confirmation sent', description: message }),
    onError: toastFailure('Could not send the link'),
  });
  if (!account.data || account.data.emailVerified) return null;
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="flex flex-col gap-3 rounded-2xl border border-cyan/50 bg-surface p-4 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden className="size-6 shrink-0 text-cyan" />
      <p className="min-w-0 flex-1 text-sm">
        <span className="font-semibold">Confirm your e-mail address.</span> We sent a link to{' '}
        <span className="font-semibold break-all">{account.data.email}</span>. Payouts wait until it
        is confirmed.
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline self-start sm:self-center"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? 'Sent' : resend.isPending ? 'Sending…' : 'Send again'}
      </button>
    </section>
  );
}
