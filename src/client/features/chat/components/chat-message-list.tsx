import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import { ReportButton } from '../../../components/ui/report-button';

/** Spec section 9: the list scrolls to the newest message this long after it arrives. */
export const CHAT_AUTO_SCROLL_DELAY_MS = 100;

function formatTime(timestamp: string): string {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
}

/** How long the Mute button silences a chatter. */
export const MUTE_MINUTES = 10;

/** Present for DJs and admins: remove a message for everyone, silence its author. */
export interface ModerationActions {
  onDelete: (id: number) => void;
  onMute: (username: string, minutes: number) => void;
}

interface ItemProps {
  message: ChatMessage;
  moderation?: ModerationActions;
  onReport?: (message: ChatMessage) => void;
}

const actionClass =
  'rounded-md px-2 text-xs font-semibold text-muted hover:bg-surface-2 hover:text-text';

function ModerationButtons({
  message,
  moderation,
}: {
  message: ChatMessage;
  moderation: ModerationActions;
}) {
  return (
    <span className="ms-auto flex gap-1">
      <button
        type="button"
        className={actionClass}
        onClick={() => moderation.onMute(message.username, MUTE_MINUTES)}
        aria-label={`Mute ${message.username} for ${MUTE_MINUTES} minutes`}
      >
        Mute
      </button>
      <button
        type="button"
        className={actionClass}
        onClick={() => moderation.onDelete(message.id)}
        aria-label={`Delete the message from ${message.username}`}
      >
        Delete
      </button>
    </span>
  );
}

function ChatMessageItem({ message, moderation, onReport }: ItemProps) {
  const time = formatTime(message.timestamp);
  if (message.type === 'system') {
    return (
      <li className="px-2 py-1 text-center text-sm italic text-muted">
        <span>{message.message}</span>
        {time ? (
          <time className="ml-2 text-xs" dateTime={message.timestamp}>
            {time}
          </time>
        ) : null}
      </li>
    );
  }
  const dj = message.type === 'dj';
  return (
    <li
      className={`rounded-xl px-3 py-2 ${dj ? 'border border-accent/50 bg-surface-2' : 'bg-bg-2'}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={`font-bold break-all ${dj ? 'text-accent' : 'text-text'}`}>
          {message.username}
        </span>
        {dj ? <span className="chip bg-accent/15 text-accent">DJ</span> : null}
        {time ? (
          <time className="text-xs text-muted" dateTime={message.timestamp}>
            {time}
          </time>
        ) : null}
        {moderation ? <ModerationButtons message={message} moderation={moderation} /> : null}
        {onReport ? (
          <span className={moderation ? '' : 'ms-auto'}>
            <ReportButton
              compact
              subject={`the message from ${message.username}`}
              onReport={() => onReport(message)}
            />
          </span>
        ) : null}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words">{message.message}</p>
    </li>
  );
}

interface ChatMessageListProps {
  messages: ChatMessage[];
  moderation?: ModerationActions;
  /** Offered to signed-in members on others' messages; the page opens its report dialog. */
  onReport?: (message: ChatMessage) => void;
  /** The reader's own chat name: their messages offer no Report. */
  ownName?: string | null;
}

/** The conversation, oldest first, kept scrolled to the newest message. */
export function ChatMessageList({ messages, moderation, onReport, ownName }: ChatMessageListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const newestId = messages.at(-1)?.id;

  useEffect(() => {
    if (newestId === undefined) return;
    // Waits for the new row to lay out, so scrollHeight includes it.
    const timer = setTimeout(() => {
      const list = listRef.current;
      list?.scrollTo({ top: list.scrollHeight, behavior: 'smooth' });
    }, CHAT_AUTO_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [newestId]);

  return (
    <ol
      ref={listRef}
      aria-label="Chat messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="grid h-[26rem] content-start gap-2 overflow-y-auto rounded-xl border border-line p-3"
    >
      {messages.length === 0 ? (
        <li className="py-8 text-center text-muted">No messages yet. Say hello!</li>
      ) : (
        messages.map((message) => (
          <ChatMessageItem
            key={message.id}
            message={message}
            moderation={moderation}
            onReport={
              onReport && message.type !== 'system' && message.username !== ownName
                ? onReport
                : undefined
            }
          />
        ))
      )}
    </ol>
  );
}
