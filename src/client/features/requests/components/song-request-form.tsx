import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { songRequestCreateSchema } from '../../../../shared/contracts/requests';
import {
  SONG_REQUEST_COOLDOWN_MINUTES,
  SONG_REQUEST_LIMITS,
} from '../../../../shared/requests.constants';
import { DialogFooter } from '../../../components/ui/dialog-footer';
import { TextAreaField, TextField } from '../../../components/ui/form-field';
import { toast } from '../../../components/ui/toast-store';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { fieldProps } from '../../../lib/form-fields';
import { useListenerTime } from '../../../lib/listener-time';
import { useCreateSongRequest } from '../hooks/use-song-requests';
import { useStillFuture } from '../hooks/use-still-future';
import { clockTime } from './request-times';

type RequestFormInput = z.input<typeof songRequestCreateSchema>;
type RequestFormOutput = z.output<typeof songRequestCreateSchema>;

const empty: RequestFormInput = { artist: '', track: '', message: '', name: '' };
const serverFields = ['artist', 'track', 'message', 'name'] as const;

const SONG_FIELDS = [
  { name: 'artist', label: 'Artist', example: 'The Midnight' },
  { name: 'track', label: 'Track', example: 'Sunset' },
] as const;

function showRefusal(error: unknown, fieldsShown: boolean) {
  if (error instanceof ApiError && error.code === 'DUPLICATE_REQUEST') {
    toast({
      title: 'Already requested',
      description: error.friendlyMessage,
      variant: 'destructive',
    });
  } else if (error instanceof ApiError && error.status === 429) {
    toast({ title: 'Not just yet', description: error.friendlyMessage, variant: 'destructive' });
  } else {
    toast({
      title: 'Error',
      description: fieldsShown ? 'Please check the highlighted fields.' : errorMessage(error),
      variant: 'destructive',
    });
  }
}

interface SongRequestFormProps {
  /** Signed-in listeners are credited by their username, so they are not asked for a name. */
  signedIn: boolean;
  /** When this listener may request again (null: now; undefined: not known yet). */
  nextRequestAt: string | null | undefined;
}

export function SongRequestForm({ signedIn, nextRequestAt }: SongRequestFormProps) {
  const time = useListenerTime();
  const create = useCreateSongRequest();
  const waiting = useStillFuture(nextRequestAt);
  const form = useForm<RequestFormInput, unknown, RequestFormOutput>({
    resolver: zodResolver(songRequestCreateSchema),
    defaultValues: empty,
  });
  const { handleSubmit, setError, reset } = form;

  const handleRequest = handleSubmit(({ artist, track, message, name }) =>
    create.mutate(
      {
        artist,
        track,
        ...(message ? { message } : {}),
        ...(name && !signedIn ? { name } : {}),
      },
      {
        onSuccess: () => reset(empty),
        onError: (error) =>
          showRefusal(error, showServerFieldErrors(error, setError, serverFields)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={handleRequest} className="grid gap-4" aria-label="Request a song">
      {SONG_FIELDS.map(({ name, label, example }) => (
        <TextField
          key={name}
          label={label}
          placeholder={`e.g. ${example}`}
          autoComplete="off"
          {...fieldProps(form, name)}
        />
      ))}
      <TextAreaField
        label="Message"
        optional
        rows={3}
        placeholder="A dedication, or why it belongs on air tonight"
        {...fieldProps(form, 'message', SONG_REQUEST_LIMITS.messageMax)}
      />
      {signedIn ? null : (
        <TextField
          label="Your name"
          optional
          autoComplete="nickname"
          hint="So the DJ can give you a shout-out. Leave it empty to stay anonymous."
          {...fieldProps(form, 'name')}
        />
      )}
      {waiting && nextRequestAt ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-xl border border-line bg-bg-2 p-3 text-sm"
        >
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-cyan" />
          <span>
            You can request again at <strong>{clockTime(nextRequestAt, time)}</strong>. Meanwhile,
            vote for what others asked for.
          </span>
        </p>
      ) : (
        <p className="text-xs text-muted">
          One request every {SONG_REQUEST_COOLDOWN_MINUTES} minutes per listener, so everyone gets a
          turn.
        </p>
      )}
      <DialogFooter
        pending={create.isPending}
        pendingLabel="Sending request…"
        submitLabel="Send request"
        icon={<Send aria-hidden size={18} />}
        submitClassName="w-full sm:w-auto"
      />
    </form>
  );
}
