import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { changePasswordRequestSchema } from '../../../../shared/contracts/account';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { PasswordField } from '../../../components/ui/form-field';
import { TitledForm } from '../../../components/ui/titled-section';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useChangePassword } from '../hooks/use-my-account';

const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, 'is required') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
    when: ({ value }) => {
      const form = value as { newPassword?: unknown; confirmPassword?: unknown };
      return typeof form.newPassword === 'string' && typeof form.confirmPassword === 'string';
    },
  });
type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

const empty: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm({ username }: { username: string }) {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { handleSubmit, setError, reset } = form;

  const handleChange = handleSubmit(({ confirmPassword: _, ...body }) =>
    change.mutate(body, {
      onSuccess: () => reset(empty),
      onError: (error) =>
        showServerFieldErrors(error, setError, ['currentPassword', 'newPassword']),
    }),
  );

  return (
    <TitledForm headingId="password-heading" title="Change password" onSubmit={handleChange}>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField label="Current password" {...fieldProps(form, 'currentPassword')} />
      <PasswordField
        label="New password"
        purpose="new"
        hint="At least 8 characters."
        {...fieldProps(form, 'newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        purpose="new"
        {...fieldProps(form, 'confirmPassword')}
      />
      <DialogFooter
        pending={change.isPending}
        pendingLabel="Changing…"
        submitLabel="Change password"
      />
    </TitledForm>
  );
}
