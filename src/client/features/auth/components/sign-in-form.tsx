import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { type LoginRequest, loginRequestSchema } from '../../../../shared/contracts/auth';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { isSecondFactorPrompt, useLogin } from '../hooks/use-auth-mutations';

/** What the form asks for: the password, then (with two-factor sign-in) a code or a recovery code. */
type Step = 'password' | 'code' | 'recovery';

const linkButton =
  'justify-self-start text-sm font-semibold text-accent underline underline-offset-4';

export function SignInForm({ autoFocus }: { autoFocus?: boolean }) {
  const login = useLogin();
  const [step, setStep] = useState<Step>('password');
  const form = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '', code: undefined, recoveryCode: undefined },
  });
  const { handleSubmit, setError, resetField } = form;

  const switchTo = (next: Step) => {
    resetField('code');
    resetField('recoveryCode');
    setStep(next);
  };

  const handleSignIn = handleSubmit((values) => {
    // Only the step's own second factor goes: a code typed before switching stays behind.
    const body: LoginRequest = {
      username: values.username,
      password: values.password,
      ...(step === 'code' ? { code: values.code ?? '' } : {}),
      ...(step === 'recovery' ? { recoveryCode: values.recoveryCode ?? '' } : {}),
    };
    if (step === 'code' && !body.code) {
      setError('code', { message: 'Enter the 6 digits from your authenticator app' });
      return;
    }
    if (step === 'recovery' && !body.recoveryCode) {
      setError('recoveryCode', { message: 'Enter one of your recovery codes' });
      return;
    }
    login.mutate(body, {
      onError: (error) => {
        if (isSecondFactorPrompt(error)) {
          setStep('code');
          return;
        }
        showServerFieldErrors(error, setError, ['username', 'password', 'code', 'recoveryCode']);
      },
    });
  });

  return (
    <form noValidate onSubmit={handleSignIn} className="grid gap-4" aria-label="Sign In">
      <div className={step === 'password' ? 'contents' : 'hidden'}>
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
      </div>
      {step === 'code' ? (
        <>
          <p className="text-sm text-muted">
            Two-factor sign-in is on for this account. Open your authenticator app and enter the
            code it shows for {form.getValues('username')}.
          </p>
          <TextField
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            hint="6 digits; a new one every 30 seconds."
            {...fieldProps(form, 'code')}
          />
          <button type="button" className={linkButton} onClick={() => switchTo('recovery')}>
            Use a recovery code instead
          </button>
        </>
      ) : null}
      {step === 'recovery' ? (
        <>
          <p className="text-sm text-muted">
            Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each
            works once.
          </p>
          <TextField
            label="Recovery code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            {...fieldProps(form, 'recoveryCode')}
          />
          <button type="button" className={linkButton} onClick={() => switchTo('code')}>
            Use your authenticator app instead
          </button>
        </>
      ) : null}
      {step === 'password' ? null : (
        <button type="button" className={linkButton} onClick={() => switchTo('password')}>
          Back to username and password
        </button>
      )}
      <DialogFooter
        pending={login.isPending}
        pendingLabel="Signing in…"
        submitLabel={step === 'password' ? 'Sign In' : 'Verify and sign in'}
        submitClassName="mt-2 w-full"
      />
    </form>
  );
}
