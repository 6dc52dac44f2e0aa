import type { ChatMessage, ServerChatFrame } from '../../../../shared/contracts/chat';

/** Spec section 9: how long to wait before reconnecting after the socket closes. */
export const CHAT_RECONNECT_DELAY_MS = 3000;
/** Older messages drop off the list so a long session does not grow without bound. */
const KEPT_MESSAGES = 200;

export type ChatStatus = 'disconnected' | 'connected' | 'joined';

export interface ChatState {
  status: ChatStatus;
  /** The socket closed on its own and a new attempt is scheduled or under way. */
  reconnecting: boolean;
  /** The name the server confirmed, once joined. */
  username: string | null;
  messages: ChatMessage[];
  onlineCount: number | null;
  /** The reason of the server's latest `error` frame, until the next join or send. */
  error: string | null;
  /** Slow mode: seconds each chatter waits between messages; 0 when off. */
  slowModeSeconds: number;
}

export interface ChatSocketOptions {
  url: string;
  /** Called for each live message (not for history), e.g. to announce a DJ. */
  onNewMessage?: (message: ChatMessage) => void;
}

export const initialChatState: ChatState = {
  status: 'disconnected',
  reconnecting: false,
  username: null,
  messages: [],
  onlineCount: null,
  error: null,
  slowModeSeconds: 0,
};

/** The chat endpoint on the page's own host, secure when the page is. */
export function chatSocketUrl(location: Location = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/chat-ws`;
}

/**
 * Owns one WebSocket to /chat-ws and the chat state derived from it (spec section 4):
 * open -> connected, confirmed join -> joined, close -> disconnected and a new attempt
 * after 3 s unless `close()` was called.
 */
export class ChatSocket {
  private socket: WebSocket | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private closedDeliberately = false;
  private state: ChatState = initialChatState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: ChatSocketOptions) {}

  getState = (): ChatState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  connect(): void {
    this.closedDeliberately = false;
    const socket = new WebSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.update({ status: 'connected', reconnecting: false });
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket === socket) this.handleFrame(event.data);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.update({ status: 'disconnected', username: null, onlineCount: null });
      if (!this.closedDeliberately) this.scheduleReconnect();
    };
  }

  /** Ends the connection for good (the view went away): no reconnect follows. */
  close(): void {
    this.closedDeliberately = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.update({ status: 'disconnected', reconnecting: false, username: null });
  }

  /** Asks to join under a name; false when there is no open connection to ask on. */
  join(username: string): boolean {
    const name = username.trim();
    if (!name || this.state.status === 'disconnected') return false;
    this.update({ error: null });
    return this.sendFrame({ type: 'join', data: { username: name } });
  }

  /** Sends a message; false when it cannot go out (not joined, nothing to say, no socket). */
  send(message: string): boolean {
    const text = message.trim();
    if (!text || this.state.status !== 'joined') return false;
    this.update({ error: null });
    return this.sendFrame({ type: 'chat_message', data: { message: text } });
  }

  /** Moderators (DJs, admins) remove a message for everyone; the server checks the right. */
  deleteMessage(id: number): boolean {
    return this.sendFrame({ type: 'delete_message', data: { id } });
  }

  /** Moderators silence a chatter for a number of minutes. */
  mute(username: string, minutes: number): boolean {
    return this.sendFrame({ type: 'mute_user', data: { username, minutes } });
  }

  /** Admins set slow mode in seconds; 0 switches it off. */
  setSlowMode(seconds: number): boolean {
    return this.sendFrame({ type: 'slow_mode', data: { seconds } });
  }

  private sendFrame(frame: unknown): boolean {
    if (!this.socket) return false;
    try {
      this.socket.send(JSON.stringify(frame));
      return true;
    } catch {
      return false;
    }
  }

  private scheduleReconnect() {
    this.update({ reconnecting: true });
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, CHAT_RECONNECT_DELAY_MS);
  }

  private handleFrame(raw: unknown) {
    let frame: ServerChatFrame;
    try {
      frame = JSON.parse(String(raw)) as ServerChatFrame;
    } catch {
      console.debug('chat: ignored an unparseable frame', raw);
      return;
    }
    switch (frame?.type) {
      case 'message_history':
        this.update({ messages: frame.data.slice(-KEPT_MESSAGES) });
        return;
      case 'new_message':
        this.update({ messages: [...this.state.messages, frame.data].slice(-KEPT_MESSAGES) });
        this.options.onNewMessage?.(frame.data);
        return;
      case 'online_count':
        this.update({ onlineCount: frame.data.count });
        return;
      case 'join_confirmed':
        this.update({ status: 'joined', username: frame.data.username, error: null });
        return;
      case 'error':
        this.update({ error: frame.data.reason });
        return;
      case 'message_deleted':
        this.update({ messages: this.state.messages.filter((m) => m.id !== frame.data.id) });
        return;
      case 'slow_mode':
        this.update({ slowModeSeconds: frame.data.seconds });
        return;
      case 'user_muted':
        if (frame.data.username.toLowerCase() === this.state.username?.toLowerCase()) {
          this.update({ error: 'A moderator muted you for a while.' });
        }
        return;
      default:
        console.debug('chat: ignored a frame of unknown type', frame);
    }
  }

  private update(patch: Partial<ChatState>) {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
