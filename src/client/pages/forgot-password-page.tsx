import { KeyRound } from 'lucide-react';
import { Link } from 'wouter';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

/** /forgot-password: a link to choose a new password, by e-mail. */
export function ForgotPasswordPage() {
  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-12 sm:py-16">
      <div className="panel grid gap-5 p-6 sm:p-8">
        <div className="grid gap-2">
          <KeyRound aria-hidden className="size-8 text-accent" />
          <h1 className="text-2xl font-black">Forgot your password?</h1>
          <p className="text-muted">
            Type the e-mail address of your account and we’ll send you a link to choose a new
            password. The link works once, for one hour.
          </p>
        </div>
        <ForgotPasswordForm />
      </div>
      <p className="text-center text-sm text-muted">
        Remembered it?{' '}
        <Link href="/login" className="font-semibold text-accent underline underline-offset-4">
          Sign in
        </Link>
      </p>
    </div>
  );
}
