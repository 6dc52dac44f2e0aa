import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import { toast } from '../../../components/ui/toast-store';
import { ChatSocket, type ChatState, chatSocketUrl, initialChatState } from '../api/chat-socket';

const noSubscription = () => () => {};
const initialSnapshot = () => initialChatState;

function announceDj(message: ChatMessage) {
  if (message.type !== 'dj') return;
  toast({ title: `Message from ${message.username}`, description: message.message });
}

export interface UseChat extends ChatState {
  /**
   * Joins under `username`. The spec's "Joining chat..." toast answers a listener who asked to
   * join; `{ quiet: true }` leaves it out where the page joins a signed-in member by itself.
   */
  join: (username: string, options?: { quiet?: boolean }) => boolean;
  send: (message: string) => boolean;
  deleteMessage: (id: number) => void;
  mute: (username: string, minutes: number) => void;
  setSlowMode: (seconds: number) => void;
}

/** One chat connection for as long as the calling component is mounted. */
export function useChat(): UseChat {
  const [socket, setSocket] = useState<ChatSocket | null>(null);

  useEffect(() => {
    const next = new ChatSocket({ url: chatSocketUrl(), onNewMessage: announceDj });
    next.connect();
    setSocket(next);
    return () => next.close();
  }, []);

  const state = useSyncExternalStore(
    socket?.subscribe ?? noSubscription,
    socket?.getState ?? initialSnapshot,
    initialSnapshot,
  );

  const join = useCallback(
    (username: string, options: { quiet?: boolean } = {}) => {
      const name = username.trim();
      if (!socket?.join(name)) {
        toast({
          title: 'Connection error',
          description: 'Unable to connect to chat server',
          variant: 'destructive',
        });
        return false;
      }
      if (!options.quiet) toast({ title: 'Joining chat...', description: `Connecting as ${name}` });
      return true;
    },
    [socket],
  );

  const send = useCallback(
    (message: string) => {
      if (socket?.send(message)) return true;
      toast({
        title: 'Send failed',
        description: 'Unable to send message',
        variant: 'destructive',
      });
      return false;
    },
    [socket],
  );

  const deleteMessage = useCallback((id: number) => void socket?.deleteMessage(id), [socket]);

  const mute = useCallback(
    (username: string, minutes: number) => void socket?.mute(username, minutes),
    [socket],
  );
  const setSlowMode = useCallback((seconds: number) => void socket?.setSlowMode(seconds), [socket]);

  return { ...state, join, send, deleteMessage, mute, setSlowMode };
}
