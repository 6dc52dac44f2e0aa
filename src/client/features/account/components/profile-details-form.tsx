import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { BIO_MAX } from '../../../../shared/account.constants';
import { DISPLAY_NAME_MAX } from '../../../../shared/auth.constants';
import { type MyAccount, updateProfileRequestSchema } from '../../../../shared/contracts/account';
import { displayNameSchema } from '../../../../shared/contracts/auth';
import { NAME_PART_MAX } from '../../../../shared/contracts/friends';
import { SaveOrUndo } from '../../../components/ui/dialog-footer';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { TitledForm } from '../../../components/ui/titled-section';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useUpdateProfile } from '../hooks/use-my-account';

// Every field is always sent, so the request's "at least one" rule holds by construction;
// an empty name part clears it.
const profileFormSchema = z.object({
  displayName: displayNameSchema,
  firstName: updateProfileRequestSchema.shape.firstName.unwrap(),
  lastName: updateProfileRequestSchema.shape.lastName.unwrap(),
  bio: updateProfileRequestSchema.shape.bio.unwrap(),
});
type ProfileForm = z.infer<typeof profileFormSchema>;

interface ProfileDetailsFormProps {
  account: MyAccount;
  onAccountChange?: (account: MyAccount) => void;
}

function formValues(account: MyAccount): ProfileForm {
  return {
    displayName: account.displayName,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    bio: account.bio,
  };
}

/** Display name, first and last name and bio, with counters against their limits. */
export function ProfileDetailsForm({ account, onAccountChange }: ProfileDetailsFormProps) {
  const update = useUpdateProfile(onAccountChange);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(account),
  });
  const {
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;

  const handleSave = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => reset(formValues(saved)),
      onError: (error) =>
        showServerFieldErrors(error, setError, ['displayName', 'firstName', 'lastName', 'bio']),
    }),
  );

  return (
    <TitledForm
      headingId="details-heading"
      title="Public profile"
      onSubmit={handleSave}
      className="grid gap-5"
    >
      <TextField
        label="Display name"
        autoComplete="nickname"
        {...fieldProps(form, 'displayName', DISPLAY_NAME_MAX)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First name"
          optional
          autoComplete="given-name"
          hint="Friends can find you by it."
          {...fieldProps(form, 'firstName', NAME_PART_MAX)}
        />
        <TextField
          label="Last name"
          optional
          autoComplete="family-name"
          {...fieldProps(form, 'lastName', NAME_PART_MAX)}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={5}
        placeholder="Tell listeners about yourself: your sound, your gear, your favourite show."
        {...fieldProps(form, 'bio', BIO_MAX)}
      />
      <SaveOrUndo
        submitLabel="Save changes"
        pending={update.isPending}
        dirty={isDirty}
        onUndo={() => reset()}
      />
    </TitledForm>
  );
}
