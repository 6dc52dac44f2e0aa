import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { passwordSchema } from '../../../../shared/contracts/auth';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { PasswordField } from '../../../components/ui/form-field';
import { toast, toastFailure } from '../../../components/ui/toast-store';
import { ApiError, clearAuthToken } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { completeReset } from '../api/password-reset-requests';

const resetFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'is required') })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
type ResetForm = z.infer<typeof resetFormSchema>;

const showFailure = toastFailure('Could not set the password');

/** Codes that mean the link itself cannot be used: the page then offers a new one. */
const LINK_PROBLEMS = new Set(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED']);

export function isLinkProblem(error: unknown): error is ApiError {
  return error instanceof ApiError && LINK_PROBLEMS.has(error.code ?? '');
}

/** The new password, twice; on success every session has ended, so the member signs in again. */
export function ResetPasswordForm({
  token,
  username,
  onLinkProblem,
}: {
  token: string;
  username: string;
  onLinkProblem: (error: ApiError) => void;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { handleSubmit, setError } = form;
  const complete = useMutation({
    mutationFn: completeReset,
    onSuccess: (message) => {
      // Every session of the account ended with the change, this browser's too.
      clearAuthToken();
      void queryClient.resetQueries();
      toast({ title: 'Password changed', description: message });
      navigate('/login');
    },
  });

  return (
    <form
      noValidate
      aria-label="Choose a new password"
      className="grid gap-4"
      onSubmit={handleSubmit(({ password }) =>
        complete.mutate(
          { token, password },
          {
            onError: (error) => {
              if (isLinkProblem(error)) onLinkProblem(error);
              else if (!showServerFieldErrors(error, setError, ['password'])) showFailure(error);
            },
          },
        ),
      )}
    >
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        label="New password"
        purpose="new"
        hint="At least 8 characters. Every device signed in to this account will be signed out."
        autoFocus
        {...fieldProps(form, 'password')}
      />
      <PasswordField
        label="Confirm new password"
        purpose="new"
        {...fieldProps(form, 'confirmPassword')}
      />
      <DialogFooter
        pending={complete.isPending}
        pendingLabel="Saving…"
        submitLabel="Set new password"
        submitClassName="w-full"
      />
    </form>
  );
}
