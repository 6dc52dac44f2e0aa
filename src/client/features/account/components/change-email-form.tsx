import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changeEmailRequestSchema, type MyAccount } from '../../../../shared/contracts/account';
import { TextField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useChangeEmail } from '../hooks/use-my-account';

type ChangeEmailInput = z.input<typeof changeEmailRequestSchema>;
type ChangeEmailOutput = z.output<typeof changeEmailRequestSchema>;

const empty: ChangeEmailInput = { email: '', currentPassword: '' };

interface ChangeEmailFormProps {
  account: MyAccount;
  onAccountChange?: (account: MyAccount) => void;
}

export function ChangeEmailForm({ account, onAccountChange }: ChangeEmailFormProps) {
  const change = useChangeEmail(onAccountChange);
  const form = useForm<ChangeEmailInput, unknown, ChangeEmailOutput>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: empty,
  });
  const { handleSubmit, setError, reset } = form;

  const handleChange = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => reset(empty),
      onError: (error) =>
        showServerFieldErrors(error, setError, ['email', 'currentPassword'], {
          EMAIL_TAKEN: 'email',
        }),
    }),
  );

  return (
    <form noValidate onSubmit={handleChange} className="grid gap-4" aria-labelledby="email-heading">
      <h2 id="email-heading" className="text-xl font-bold">
        Change e-mail address
      </h2>
      <p className="text-sm text-muted">
        Now: <span className="font-semibold break-all text-text">{account.email}</span>
      </p>
      <TextField
        label="New e-mail address"
        type="email"
        autoComplete="email"
        {...fieldProps(form, 'email')}
      />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="To make sure it is you."
        {...fieldProps(form, 'currentPassword')}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Saving…' : 'Change e-mail'}
        </button>
      </div>
    </form>
  );
}
