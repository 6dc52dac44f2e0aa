import { Users } from 'lucide-react';
import type { ChatState } from '../api/chat-socket';
import { useChat } from '../hooks/use-chat';
import { MessageInput, UsernamePrompt } from './chat-forms';
import { ChatMessageList } from './chat-message-list';

function statusLabel({ status, reconnecting }: ChatState): string {
  if (status !== 'disconnected') return 'Connected';
  return reconnecting ? 'Reconnecting…' : 'Disconnected';
}

/**
 * The live chat: connection state, who is here, the conversation and a way to join in.
 * `canModerate` (DJs and admins) adds delete buttons; the server enforces the right anyway.
 */
export function ChatPanel({ canModerate = false }: { canModerate?: boolean }) {
  const chat = useChat();
  const connected = chat.status !== 'disconnected';

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
      <ChatMessageList
        messages={chat.messages}
        onDelete={canModerate && chat.status === 'joined' ? chat.deleteMessage : undefined}
      />
      {chat.status === 'joined' ? (
        <MessageInput username={chat.username} joined error={chat.error} onSend={chat.send} />
      ) : (
        <UsernamePrompt connected={connected} error={chat.error} onJoin={chat.join} />
      )}
    </section>
  );
}
