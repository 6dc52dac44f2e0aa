import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { changeEmailRequestSchema, type MyAccount } from '../../../../shared/contracts/account';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { EmailField, PasswordField } from '../../../components/ui/form-field';
import { TitledForm } from '../../../components/ui/titled-section';
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
    <TitledForm headingId="email-heading" title="Change e-mail address" onSubmit={handleChange}>
      <p className="text-sm text-muted">
        Now: <span className="font-semibold break-all text-text">{account.email}</span>
      </p>
      <EmailField label="New e-mail address" {...fieldProps(form, 'email')} />
      <PasswordField
        label="Current password"
        hint="To make sure it is you."
        {...fieldProps(form, 'currentPassword')}
      />
      <DialogFooter pending={change.isPending} pendingLabel="Saving…" submitLabel="Change e-mail" />
    </TitledForm>
  );
}
