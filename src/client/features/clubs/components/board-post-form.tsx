import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { CLUB_LIMITS } from '../../../../shared/clubs.constants';
import type { Club } from '../../../../shared/contracts/clubs';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField } from '../../../components/ui/form-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useWritePost } from '../hooks/use-club-board';

const MAX = CLUB_LIMITS.messageMax;

/**
 * A message for the club's board, held to the live chat's length (the counter shows it). What
 * the server refuses (a mute, too many messages at once) is said above the button, and the text
 * stays so nothing typed is lost.
 */
export function BoardPostForm({ club }: { club: Club }) {
  const write = useWritePost(club.slug, club.visibility);
  const [message, setMessage] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const text = message.trim();
    if (!text) return setFieldError('is required: type a message first');
    if (text.length > MAX) return setFieldError(`must be at most ${MAX} characters`);
    setFieldError(undefined);
    write.mutate(text, {
      onSuccess: () => setMessage(''),
      onError: (error) => {
        const reason = error instanceof ApiError ? error.fields[0]?.reason : undefined;
        if (reason) setFieldError(reason);
        else setProblem(errorMessage(error));
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Write on the board" className="grid gap-3">
      <TextAreaField
        label="Message"
        rows={3}
        value={message}
        placeholder={`Say something to ${club.name}…`}
        count={{ used: message.trim().length, max: MAX }}
        error={fieldError}
        onChange={(event) => {
          setMessage(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
      />
      <DialogFooter
        submitLabel="Post message"
        pendingLabel="Posting…"
        pending={write.isPending}
        problem={problem}
        icon={<Send aria-hidden size={16} />}
      />
    </form>
  );
}
