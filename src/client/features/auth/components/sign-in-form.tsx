import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { type LoginRequest, loginRequestSchema } from '../../../../shared/contracts/auth';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useLogin } from '../hooks/use-auth-mutations';

export function SignInForm({ autoFocus }: { autoFocus?: boolean }) {
  const login = useLogin();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });
  const { handleSubmit, setError } = form;

  const handleSignIn = handleSubmit((values) =>
    login.mutate(values, {
      onError: (error) => showServerFieldErrors(error, setError, ['username', 'password']),
    }),
  );

  return (
    <form noValidate onSubmit={handleSignIn} className="grid gap-4" aria-label="Sign In">
      <TextField
        label="Username or e-mail"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        // After registering, the form that held focus is gone: focus lands here instead.
        autoFocus={autoFocus}
        {...fieldProps(form, 'username')}
      />
      <PasswordField label="Password" {...fieldProps(form, 'password')} />
      <Link
        href="/forgot-password"
        className="justify-self-end text-sm font-semibold text-accent underline underline-offset-4"
      >
        Forgot password?
      </Link>
      <DialogFooter
        pending={login.isPending}
        pendingLabel="Signing in…"
        submitLabel="Sign In"
        submitClassName="mt-2 w-full"
      />
    </form>
  );
}
