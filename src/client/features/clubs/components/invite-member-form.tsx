import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useInviteMember } from '../hooks/use-club';

/** The owner invites a member by username; the member gets a notification with the club's link. */
export function InviteMemberForm({ slug }: { slug: string }) {
  const invite = useInviteMember(slug);
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return setError('is required: type their username');
    setError(undefined);
    invite.mutate(name, {
      onSuccess: () => setUsername(''),
      // The server's reason goes beside the field: no such member, or already in the club.
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.fields[0]
            ? failure.friendlyMessage
            : errorMessage(failure),
        ),
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Invite a member" className="grid gap-3">
      <TextField
        label="Invite a member by username"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        error={error}
        hint="They get a notification with a link to join."
        onChange={(event) => setUsername(event.target.value)}
      />
      <button
        type="submit"
        className="btn btn-outline justify-self-start"
        disabled={invite.isPending}
      >
        <Send aria-hidden size={16} /> {invite.isPending ? 'Inviting…' : 'Send invitation'}
      </button>
    </form>
  );
}
