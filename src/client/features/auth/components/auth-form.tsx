import { useState } from 'react';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';

type Mode = 'sign-in' | 'register';

const modes: { mode: Mode; label: string }[] = [
  { mode: 'sign-in', label: 'Sign in' },
  { mode: 'register', label: 'Register' },
];

/** Sign in or create an account (spec: the two modes toggle; registering returns to sign-in). */
export function AuthForm({ creatorSignupOpen = true }: { creatorSignupOpen?: boolean }) {
  const [mode, setMode] = useState<Mode>('sign-in');
  const [justRegistered, setJustRegistered] = useState(false);

  const switchTo = (next: Mode) => {
    setJustRegistered(false);
    setMode(next);
  };

  return (
    <div className="panel p-6 sm:p-8">
      <fieldset className="grid grid-cols-2 gap-1 rounded-full bg-bg-2 p-1">
        <legend className="sr-only">Sign in or register</legend>
        {modes.map((option) => (
          <button
            key={option.mode}
            type="button"
            aria-pressed={mode === option.mode}
            onClick={() => switchTo(option.mode)}
            className="rounded-full px-3 py-2 text-sm font-bold text-muted transition-colors hover:text-text aria-pressed:bg-surface-2 aria-pressed:text-accent aria-pressed:shadow"
          >
            {option.label}
          </button>
        ))}
      </fieldset>
      <h1 className="mt-6 text-2xl font-black text-gradient sm:text-3xl">
        {mode === 'sign-in' ? 'Sign In' : 'Create Account'}
      </h1>
      <p className="mt-1 mb-6 text-sm text-muted">
        {mode === 'sign-in'
          ? 'Welcome back to Tuneslingers. Use your username or e-mail address.'
          : 'Join Tuneslingers as a fan or a creator. It takes a minute.'}
      </p>
      {mode === 'sign-in' ? (
        <SignInForm autoFocus={justRegistered} />
      ) : (
        <RegisterForm
          creatorSignupOpen={creatorSignupOpen}
          onRegistered={() => {
            setMode('sign-in');
            setJustRegistered(true);
          }}
        />
      )}
    </div>
  );
}
