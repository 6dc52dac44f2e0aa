import { zodResolver } from '@hookform/resolvers/zod';
import { TriangleAlert } from 'lucide-react';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { deleteAccountRequestSchema } from '../../../../shared/contracts/account';
import { PasswordField, TextField } from '../../../components/ui/form-field';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useDeleteAccount } from '../hooks/use-my-account';

// The typed username is checked here only; the server asks for the password alone.
const deleteAccountFormSchema = deleteAccountRequestSchema.extend({ confirmUsername: z.string() });
type DeleteAccountForm = z.infer<typeof deleteAccountFormSchema>;

interface DeleteAccountSectionProps {
  username: string;
  onDeleted: () => void;
}

/**
 * Deleting is final, so it asks twice: a modal dialog (the browser's own <dialog>, which traps
 * focus, closes on Escape and returns focus) wants the password and the username typed out.
 */
export function DeleteAccountSection({ username, onDeleted }: DeleteAccountSectionProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const remove = useDeleteAccount(onDeleted);
  const form = useForm<DeleteAccountForm>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { password: '', confirmUsername: '' },
  });
  const { register, handleSubmit, setError, reset, watch } = form;
  const confirmed = watch('confirmUsername').trim() === username;

  const close = () => {
    dialog.current?.close();
    reset();
  };

  const handleDelete = handleSubmit(({ password }) =>
    remove.mutate(
      { password },
      { onError: (error) => showServerFieldErrors(error, setError, ['password']) },
    ),
  );

  return (
    <section
      aria-labelledby="delete-heading"
      className="grid gap-3 rounded-2xl border border-live/60 p-5"
    >
      <h2 id="delete-heading" className="flex items-center gap-2 text-xl font-bold">
        <TriangleAlert aria-hidden className="text-live" size={20} />
        Delete account
      </h2>
      <p className="text-sm text-muted">
        Deleting removes your profile, picture, notifications, bookmarks and lists for good. It
        cannot be undone.
      </p>
      <div>
        <button
          type="button"
          className="btn btn-danger"
          onClick={() => dialog.current?.showModal()}
        >
          Delete my account…
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-heading"
        aria-describedby="delete-dialog-text"
        onClose={() => reset()}
        className="panel m-auto w-[min(30rem,calc(100vw-2rem))] p-6 text-text backdrop:bg-black/70"
      >
        <form noValidate onSubmit={handleDelete} className="grid gap-4">
          <h2 id="delete-dialog-heading" className="text-xl font-bold">
            Delete your account?
          </h2>
          <p id="delete-dialog-text" className="text-sm text-muted">
            Everything in @{username} goes, right away and for good. To confirm, enter your password
            and type your username.
          </p>
          <PasswordField label="Password" {...fieldProps(form, 'password')} />
          <TextField
            label={`Type ${username} to confirm`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            {...register('confirmUsername')}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-ghost ring-1 ring-line" onClick={close}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-danger"
              disabled={!confirmed || remove.isPending}
            >
              {remove.isPending ? 'Deleting…' : 'Delete account forever'}
            </button>
          </div>
        </form>
      </dialog>
    </section>
  );
}
