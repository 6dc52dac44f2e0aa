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
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-name`}
          className="input min-w-0 flex-1 basis-48"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="nickname"
          maxLength={CHAT_USERNAME_MAX}
          placeholder="Your name"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={!canJoin}>
          Join
        </button>
      </div>
      <ChatError id={`${id}-error`} error={error} />
    </form>
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
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-message`}
          className="input min-w-0 flex-1 basis-48"
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          placeholder="Say something…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-count ${id}-error` : `${id}-count`}
        />
        <button type="submit" className="btn btn-primary" disabled={!canSend}>
          Send
        </button>
      </div>
      <ChatError id={`${id}-error`} error={error} />
    </form>
  );
}

function ChatError({ id, error }: { id: string; error: string | null }) {
  if (!error) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-live">
      {error}
    </p>
  );
}
