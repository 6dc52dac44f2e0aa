import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { registerRequestSchema } from '../../../../shared/contracts/auth';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { EmailField, PasswordField, TextField } from '../../../components/ui/form-field';
import { SwitchedOff } from '../../../components/ui/switched-off';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useRegister } from '../hooks/use-auth-mutations';

const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'is required') })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    // Compare as soon as both are typed, even while another field still has a problem.
    when: ({ value }) => {
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
    },
  });

type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormOutput = z.output<typeof registerFormSchema>;

const serverFields = ['username', 'email', 'password', 'displayName'] as const;

interface RegisterFormProps {
  onRegistered: () => void;
  /** False while an administrator has closed creator registration: no "I'm a creator" box. */
  creatorSignupOpen?: boolean;
}

export function RegisterForm({ onRegistered, creatorSignupOpen = true }: RegisterFormProps) {
  const registration = useRegister();
  const form = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      displayName: '',
      isCreator: false,
    },
  });
  const { register, handleSubmit, setError, watch } = form;
  const username = watch('username').trim();

  const handleRegister = handleSubmit(({ confirmPassword: _, displayName, ...values }) =>
    registration.mutate(
      // The spec's rule: the display name defaults to the username.
      {
        ...values,
        displayName: displayName || values.username,
        isCreator: creatorSignupOpen && values.isCreator,
      },
      {
        onSuccess: onRegistered,
        onError: (error) =>
          showServerFieldErrors(error, setError, serverFields, {
            USERNAME_TAKEN: 'username',
            EMAIL_TAKEN: 'email',
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleRegister} className="grid gap-4" aria-label="Create Account">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        hint="3 to 30 letters, numbers or underscores."
        {...fieldProps(form, 'username')}
      />
      <EmailField label="E-mail" {...fieldProps(form, 'email')} />
      <PasswordField
        label="Password"
        purpose="new"
        hint="At least 8 characters; a phrase of a few words is easy to remember."
        {...fieldProps(form, 'password')}
      />
      <PasswordField
        label="Confirm password"
        purpose="new"
        {...fieldProps(form, 'confirmPassword')}
      />
      <TextField
        label="Display name"
        optional
        autoComplete="nickname"
        placeholder={username || 'Defaults to your username'}
        hint="Shown on your profile. Leave it empty to use your username."
        {...fieldProps(form, 'displayName')}
      />
      {creatorSignupOpen ? (
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-bg-2 p-3">
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-accent"
            {...register('isCreator')}
          />
          <span>
            <span className="block text-sm font-semibold">I'm a creator</span>
            <span className="block text-xs text-muted">
              Artists, DJs and producers get creator tools on their dashboard. You can keep
              listening either way.
            </span>
          </span>
        </label>
      ) : (
        <SwitchedOff name="artistRegistrationEnabled" />
      )}
      <DialogFooter
        pending={registration.isPending}
        pendingLabel="Creating account…"
        submitLabel="Create Account"
        submitClassName="mt-2 w-full"
      />
    </form>
  );
}
