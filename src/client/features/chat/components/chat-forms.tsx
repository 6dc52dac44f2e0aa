import { type FormEvent, useId, useState } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_USERNAME_MAX } from '../../../../shared/chat.constants';

interface UsernamePromptProps {
  connected: boolean;
  error: string | null;
  onJoin: (username: string) => boolean;
}

/** Asks for a chat name; Join waits for a name and an open connection. */
export function UsernamePrompt({ connected, error, onJoin }: UsernamePromptProps) {
  const [username, setUsername] = useState('');
  const id = useId();
  const canJoin = connected && username.trim().length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canJoin) onJoin(username);
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <label htmlFor={`${id}-name`} className="font-semibold">
        Choose a chat name
      </label>
      <InputRow
        id={`${id}-name`}
        value={username}
        onValueChange={setUsername}
        autoComplete="nickname"
        maxLength={CHAT_USERNAME_MAX}
        placeholder="Your name"
        error={error}
        submitLabel="Join"
        canSubmit={canJoin}
      />
    </form>
  );
}

/** A signed-in member joins under their username; this shows it, and offers a retry. */
export function MemberJoining({
  username,
  connected,
  error,
  onJoin,
}: {
  username: string;
  connected: boolean;
  error: string | null;
  onJoin: (username: string) => boolean;
}) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted">
        {connected ? `Joining as ${username}…` : `You will join as ${username} once connected.`}
      </p>
      {error ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm font-semibold text-live">
            {error}
          </p>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={!connected}
            onClick={() => onJoin(username)}
          >
            Try again
          </button>
        </div>
      ) : null}
    </div>
  );
}

interface MessageInputProps {
  username: string | null;
  joined: boolean;
  error: string | null;
  onSend: (message: string) => boolean;
}

/** Writes a message of up to 500 characters; Enter sends. */
export function MessageInput({ username, joined, error, onSend }: MessageInputProps) {
  const [message, setMessage] = useState('');
  const id = useId();
  const canSend = joined && message.trim().length > 0;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && onSend(message)) setMessage('');
  };

  return (
    <form onSubmit={handleSubmit} className="grid gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={`${id}-message`} className="font-semibold">
          Message{username ? <span className="font-normal text-muted"> as {username}</span> : null}
        </label>
        <span id={`${id}-count`} className="text-sm text-muted">
          {message.length}/{CHAT_MESSAGE_MAX}
        </span>
      </div>
      <InputRow
        id={`${id}-message`}
        value={message}
        onValueChange={setMessage}
        autoComplete="off"
        maxLength={CHAT_MESSAGE_MAX}
        placeholder="Say something…"
        error={error}
        countId={`${id}-count`}
        submitLabel="Send"
        canSubmit={canSend}
      />
    </form>
  );
}

interface InputRowProps {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: string;
  maxLength: number;
  placeholder: string;
  error: string | null;
  /** The counter beside the label, which describes the input too. */
  countId?: string;
  submitLabel: string;
  canSubmit: boolean;
}

/** The chat's one-line input with its submit button, then the reason the last try failed. */
function InputRow({
  id,
  value,
  onValueChange,
  error,
  countId,
  submitLabel,
  canSubmit,
  ...input
}: InputRowProps) {
  const errorId = `${id}-error`;
  const describedBy = [countId, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          className="input min-w-0 flex-1 basis-48"
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={!canSubmit}>
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-semibold text-live">
          {error}
        </p>
      ) : null}
    </>
  );
}
