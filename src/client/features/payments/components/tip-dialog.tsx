import { zodResolver } from '@hookform/resolvers/zod';
import { HandCoins, Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TIP_MESSAGE_MAX } from '../../../../shared/payments.constants';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { DialogHeader } from '../../../components/ui/dialog-header';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useArtistShares } from '../../../lib/artist-shares';
import { fieldProps } from '../../../lib/form-fields';
import { useStartTip } from '../hooks/use-payment-mutations';
import {
  OTHER_AMOUNT,
  type TipFormInput,
  type TipFormOutput,
  tipChoices,
  tipFormDefaults,
  tipFormSchema,
  tipLimitsHint,
} from './tip-form-schema';
import { focusAmount, type TipProps } from './tip-parts';

const SWITCHED_OFF = new Set(['TIPPING_DISABLED', 'PAYMENTS_DISABLED']);

interface TipFormProps extends TipProps {
  headingId: string;
  onCancel: () => void;
}

/** The tip form inside the dialog; it loads with the dialog's first opening (`TipButton`). */
export function TipForm({ username, displayName, heardOnAir, headingId, onCancel }: TipFormProps) {
  const start = useStartTip(username);
  const formRef = useRef<HTMLFormElement>(null);

  // Loaded while the dialog was opening: the amount comes first, as on every later opening.
  useEffect(() => {
    if (formRef.current?.closest('dialog')?.open) focusAmount(formRef.current);
  }, []);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TipFormInput, unknown, TipFormOutput>({
    resolver: zodResolver(tipFormSchema),
    defaultValues: tipFormDefaults,
  });
  const { register, handleSubmit, watch, setError, setFocus } = form;
  const choice = watch('choice');
  const other = choice === OTHER_AMOUNT;

  // Choosing "Other" opens the amount field: the fan's next keystrokes belong there.
  useEffect(() => {
    if (other) setFocus('otherAmount');
  }, [other, setFocus]);

  const handleTip = handleSubmit((request) => {
    setProblem(null);
    const body = heardOnAir ? { ...request, heardOnAirPlayId: heardOnAir.playId } : request;
    start.mutate(body, {
      onError: (error) => {
        // Switched off meanwhile: no change to the form helps, and the page drops the button.
        if (error instanceof ApiError && SWITCHED_OFF.has(error.code ?? '')) {
          toast({
            title: 'Could not start your tip',
            description: error.friendlyMessage,
            variant: 'destructive',
          });
          onCancel();
          return;
        }
        const fields = error instanceof ApiError ? error.fields : [];
        let shown = false;
        for (const { field, reason } of fields) {
          const target = field === 'message' ? 'message' : other ? 'otherAmount' : null;
          if (!target) continue;
          setError(target, { type: 'server', message: reason }, { shouldFocus: !shown });
          shown = true;
        }
        if (!shown) setProblem(errorMessage(error));
      },
    });
  });

  return (
    <form ref={formRef} noValidate onSubmit={handleTip} className="grid gap-5">
      <DialogHeader
        headingId={headingId}
        icon={<HandCoins aria-hidden />}
        title={`Tip ${displayName}`}
        onClose={onCancel}
      />

      {heardOnAir ? (
        <p className="rounded-xl bg-surface-2 p-3 text-sm wrap-anywhere">
          <span className="font-semibold">Heard on air:</span> {heardOnAir.song}. Your receipt and{' '}
          {displayName}’s statement will say so.
        </p>
      ) : null}

      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Amount</legend>
        <div className="flex flex-wrap gap-2">
          {tipChoices().map((option) => (
            <label key={option.value} className="cursor-pointer">
              <input
                type="radio"
                value={option.value}
                className="peer sr-only"
                {...register('choice')}
              />
              <span className="btn btn-sm btn-ghost ring-1 ring-line peer-checked:bg-accent/15 peer-checked:text-accent-strong peer-checked:ring-2 peer-checked:ring-accent peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-cyan">
                {option.label}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {other ? (
        <TextField
          label="Other amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="12.50"
          hint={tipLimitsHint()}
          {...fieldProps(form, 'otherAmount')}
        />
      ) : null}

      <TextAreaField
        label="Message"
        optional
        rows={3}
        placeholder={`Say something to ${displayName}`}
        {...fieldProps(form, 'message', TIP_MESSAGE_MAX)}
      />

      <p className="flex items-center gap-2 rounded-xl bg-accent/10 p-3 text-sm font-semibold wrap-anywhere">
        <Heart aria-hidden className="size-4 shrink-0 text-accent" />
        {useArtistShares().tip}% of your tip goes to {displayName}.
      </p>

      <DialogFooter
        problem={problem}
        onCancel={onCancel}
        pending={start.isPending}
        pendingLabel="Opening checkout…"
        submitLabel="Continue to payment"
      />
    </form>
  );
}
