import { zodResolver } from '@hookform/resolvers/zod';
import { CreditCard, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import {
  type Checkout,
  type PayCheckoutRequest,
  payCheckoutRequestSchema,
} from '../../../../shared/contracts/payments';
import { TEST_CARDS } from '../../../../shared/payments.constants';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { usePayCheckout } from '../hooks/use-payment-mutations';
import { money } from './payment-display';

/** The contract's checks, with a plain "is required" for an empty card number. */
const cardFormSchema = payCheckoutRequestSchema.extend({
  cardNumber: z
    .string()
    .trim()
    .min(1, 'is required')
    .pipe(payCheckoutRequestSchema.shape.cardNumber),
});
type CardFormOutput = z.output<typeof cardFormSchema>;

const CARD_FIELDS = ['name', 'cardNumber', 'expiry', 'cvc'] as const;

/** The two short fields side by side under the card number. */
const SHORT_FIELDS = [
  { name: 'expiry', label: 'Expiry', autoComplete: 'cc-exp', placeholder: 'MM/YY', hint: 'MM/YY' },
  { name: 'cvc', label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
] as const;

/** "4242424242424242" as it is printed on a card: "4242 4242 4242 4242". */
export const cardGroups = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const TEST_CARD_HINTS = [
  { number: TEST_CARDS.succeeds, outcome: 'pays' },
  { number: TEST_CARDS.declined, outcome: 'is declined' },
  { number: TEST_CARDS.failsLater, outcome: 'pays now, but its monthly renewal fails' },
] as const;

/**
 * The contract says "the card number must contain digits only": a fragment that starts with
 * its own subject, so it reads as a sentence once capitalised rather than after the label.
 */
const sentence = (reason: string | undefined) =>
  reason?.startsWith('the ') ? `T${reason.slice(1)}` : reason;

/** Where the fan lands after paying: the page they came from, told what was paid. */
function paidPath(returnPath: string, purpose: Checkout['purpose']): string {
  const url = new URL(returnPath, window.location.origin);
  url.searchParams.set('paid', purpose);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The demo provider's card form: any test card below, any future expiry, any CVC. */
export function CardForm({ checkout }: { checkout: Checkout }) {
  const [, navigate] = useLocation();
  const pay = usePayCheckout(checkout.id);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<PayCheckoutRequest, unknown, CardFormOutput>({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { name: '', cardNumber: '', expiry: '', cvc: '' },
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors },
  } = form;

  const handlePay = handleSubmit((card) => {
    setProblem(null);
    pay.mutate(card, {
      onSuccess: (result) => navigate(paidPath(result.returnPath, checkout.purpose)),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          if (showServerFieldErrors(error, setError, CARD_FIELDS)) return;
        }
        // A declined card keeps everything typed, so trying another card is one field away.
        setProblem(errorMessage(error));
      },
    });
  });

  return (
    <section aria-labelledby="card-form-heading" className="panel grid gap-5 p-5 sm:p-6">
      <h2 id="card-form-heading" className="flex items-center gap-2 text-lg font-bold">
        <CreditCard aria-hidden className="size-5 text-accent" /> Card details
      </h2>
      <form noValidate onSubmit={handlePay} className="grid gap-4" aria-label="Card details">
        <TextField label="Name on card" autoComplete="cc-name" {...fieldProps(form, 'name')} />
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          error={sentence(errors.cardNumber?.message)}
          {...register('cardNumber')}
        />
        {/* Top-aligned: Expiry's hint must not stretch CVC's label and box out of line. */}
        <div className="grid grid-cols-2 items-start gap-4">
          {SHORT_FIELDS.map(({ name, ...field }) => (
            <TextField key={name} inputMode="numeric" {...field} {...fieldProps(form, name)} />
          ))}
        </div>

        <div className="grid gap-2 rounded-xl border border-line bg-surface-2 p-3 text-sm">
          <p className="font-semibold">Test cards (any future expiry, any CVC)</p>
          <ul className="grid gap-1.5">
            {TEST_CARD_HINTS.map(({ number, outcome }) => (
              <li key={number} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <code className="font-mono font-semibold tabular-nums">{cardGroups(number)}</code>
                <span className="text-muted">{outcome}</span>
                <button
                  type="button"
                  className="text-xs font-semibold text-accent underline underline-offset-2"
                  aria-label={`Use ${cardGroups(number)}`}
                  onClick={() =>
                    setValue('cardNumber', cardGroups(number), { shouldValidate: true })
                  }
                >
                  Use
                </button>
              </li>
            ))}
          </ul>
        </div>

        <DialogFooter
          problem={problem}
          pending={pay.isPending}
          pendingLabel="Paying…"
          submitLabel={`Pay ${money(checkout.amountCents)}`}
          icon={<Lock aria-hidden size={16} />}
          submitClassName="w-full"
        />
      </form>
    </section>
  );
}
