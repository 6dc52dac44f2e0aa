import { Users } from 'lucide-react';
import { useEffect } from 'react';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import type { ChatState } from '../api/chat-socket';
import { useChat } from '../hooks/use-chat';
import { MemberJoining, MessageInput, UsernamePrompt } from './chat-forms';
import { ChatMessageList } from './chat-message-list';

function statusLabel({ status, reconnecting }: ChatState): string {
  if (status !== 'disconnected') return 'Connected';
  return reconnecting ? 'Reconnecting…' : 'Disconnected';
}

const SLOW_MODE_CHOICES = [0, 10, 30, 60];

/**
 * The live chat: connection state, who is here, the conversation and a way to join in.
 * A signed-in `member` joins under their username as soon as the chat connects (and again after
 * a reconnect); only visitors are asked for a name. `moderator` (DJs) adds delete and mute
 * buttons; `admin` also the slow-mode switch. The server enforces both rights whatever the page
 * shows.
 */
export function ChatPanel({
  moderator = false,
  admin = false,
  member = null,
  onReport,
}: {
  /** The signed-in member's username; the server gives members that name whatever is sent. */
  member?: string | null;
  moderator?: boolean;
  admin?: boolean;
  /** Offered to signed-in members on others' messages; the page opens its report dialog. */
  onReport?: (message: ChatMessage) => void;
}) {
  const chat = useChat();
  const connected = chat.status !== 'disconnected';
  const { status, join } = chat;

  useEffect(() => {
    // Nobody asked to join here, so no "Joining chat..." toast on every page the chat is on.
    if (member && status === 'connected') join(member, { quiet: true });
  }, [member, status, join]);

  return (
    <section aria-label="Live chat" className="panel grid gap-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm font-semibold">
          <span
            aria-hidden
            className={`inline-block size-2.5 rounded-full ${connected ? 'bg-cyan' : 'bg-muted'}`}
          />
          {statusLabel(chat)}
        </p>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Users aria-hidden size={16} />
          <span data-testid="chat-online-count">
            {chat.onlineCount === null ? '–' : chat.onlineCount} online
          </span>
        </p>
      </div>
      {chat.slowModeSeconds > 0 ? (
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
          Slow mode is on: one message every {chat.slowModeSeconds} seconds.
        </p>
      ) : null}
      {admin && chat.status === 'joined' ? (
        <label className="flex items-center gap-2 text-sm">
          Slow mode
          <select
            className="rounded-md border border-line bg-surface px-2 py-1"
            value={chat.slowModeSeconds}
            onChange={(event) => chat.setSlowMode(Number(event.target.value))}
          >
            {SLOW_MODE_CHOICES.map((seconds) => (
              <option key={seconds} value={seconds}>
                {seconds === 0 ? 'Off' : `One message per ${seconds} s`}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <ChatMessageList
        messages={chat.messages}
        moderation={
          (moderator || admin) && chat.status === 'joined'
            ? { onDelete: chat.deleteMessage, onMute: chat.mute }
            : undefined
        }
        onReport={onReport}
        ownName={chat.status === 'joined' ? chat.username : null}
      />
      {chat.status === 'joined' ? (
        <MessageInput username={chat.username} joined error={chat.error} onSend={chat.send} />
      ) : member ? (
        <MemberJoining
          username={member}
          connected={connected}
          error={chat.error}
          onJoin={chat.join}
        />
      ) : (
        <UsernamePrompt connected={connected} error={chat.error} onJoin={chat.join} />
      )}
    </section>
  );
}
