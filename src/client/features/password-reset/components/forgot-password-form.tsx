import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
} from '../../../../shared/contracts/auth';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextField } from '../../../components/ui/form-field';
import { toastFailure } from '../../../components/ui/toast-store';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { requestResetLink } from '../api/password-reset-requests';

/** "Forgot password?": one field, and the same calm answer whatever the address. */
export function ForgotPasswordForm() {
  const send = useMutation({ mutationFn: requestResetLink, onError: toastFailure() });
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const { handleSubmit, setError, reset, getValues } = form;

  if (send.isSuccess) {
    return (
      <div className="grid gap-4" role="status">
        <MailCheck aria-hidden className="size-10 text-cyan" />
        <h2 className="text-xl font-bold">Check your e-mail</h2>
        <p>{send.data}</p>
        <p className="text-sm text-muted">
          It can take a few minutes, and if our mail server is slow we’ll keep trying. Look in your
          spam folder too. It was sent to{' '}
          <span className="font-semibold text-text">{getValues('email')}</span> if that address has
          an account.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link href="/login" className="btn btn-primary">
            Back to sign in
          </Link>
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => {
              send.reset();
              reset({ email: '' });
            }}
          >
            Use another address
          </button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Forgot password"
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        send.mutate(values, {
          onError: (error) => showServerFieldErrors(error, setError, ['email']),
        }),
      )}
    >
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        autoFocus
        {...fieldProps(form, 'email')}
      />
      <DialogFooter
        pending={send.isPending}
        pendingLabel="Sending…"
        submitLabel="Send the link"
        submitClassName="w-full"
      />
    </form>
  );
}
