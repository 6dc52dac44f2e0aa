import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ServerChatFrame } from '../../shared/contracts/chat';
import { CHAT_RECONNECT_DELAY_MS } from '../features/chat/api/chat-socket';
import { CHAT_AUTO_SCROLL_DELAY_MS } from '../features/chat/components/chat-message-list';
import { ChatPanel } from '../features/chat/components/chat-panel';
import { findToast, renderApp } from '../testing/render';
import { LiveChatPage } from './live-chat-page';

/** Just enough of a WebSocket for the chat: the test opens, feeds and closes it by hand. */
class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  sent: unknown[] = [];
  closed = false;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    act(() => this.onopen?.());
  }
  receive(frame: ServerChatFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop() {
    act(() => this.onclose?.());
  }
}

const latest = () => {
  const socket = FakeSocket.instances.at(-1);
  if (!socket) throw new Error('no chat socket was opened');
  return socket;
};

function message(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    type: 'user',
    username: 'neonrider',
    message: 'hello',
    timestamp: '2026-01-01T20:15:00.000Z',
    ...overrides,
  };
}

const connectionStatus = () => screen.getByText(/^(Connected|Disconnected|Reconnecting…)$/);
const nameField = () => screen.getByLabelText('Choose a chat name');
const joinButton = () => screen.getByRole('button', { name: 'Join' });

function joinAs(name: string) {
  const socket = latest();
  socket.open();
  fireEvent.change(nameField(), { target: { value: name } });
  fireEvent.click(joinButton());
  socket.receive({ type: 'join_confirmed', data: { username: name } });
}

beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('live chat', () => {
  it('connects to /chat-ws on the same host', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    expect(latest().url).toBe(`ws://${window.location.host}/chat-ws`);
    expect(connectionStatus()).toHaveTextContent('Disconnected');
    latest().open();
    expect(connectionStatus()).toHaveTextContent('Connected');
  });

  it('joins a signed-in member under their username without asking, again after a reconnect', () => {
    vi.useFakeTimers();
    try {
      renderApp(<ChatPanel member="neonrider" />, { path: '/live-chat' });
      expect(screen.queryByLabelText('Choose a chat name')).toBeNull();
      expect(screen.getByText('You will join as neonrider once connected.')).toBeInTheDocument();
      latest().open();
      expect(latest().sent).toEqual([{ type: 'join', data: { username: 'neonrider' } }]);
      latest().receive({ type: 'join_confirmed', data: { username: 'neonrider' } });
      expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();

      latest().drop();
      act(() => vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS));
      latest().open();
      expect(latest().sent).toEqual([{ type: 'join', data: { username: 'neonrider' } }]);
      expect(screen.queryByLabelText('Choose a chat name')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers a signed-in member a retry when the server refuses the join', async () => {
    renderApp(<ChatPanel member="neonrider" />, { path: '/live-chat' });
    latest().open();
    expect(latest().sent).toHaveLength(1);
    latest().receive({
      type: 'error',
      data: { code: 'RESERVED_NAME', reason: 'That name is reserved' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('That name is reserved');
    // Joining by itself said nothing; the member's own retry gets the spec's toast.
    expect(screen.queryByText('Joining chat...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(latest().sent).toHaveLength(2);
    expect(await findToast('Joining chat...')).toHaveTextContent('Connecting as neonrider');
  });

  it('keeps Join disabled until there is a trimmed name and a connection', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    expect(joinButton()).toBeDisabled();
    fireEvent.change(nameField(), { target: { value: 'vega' } });
    expect(joinButton()).toBeDisabled();
    latest().open();
    expect(joinButton()).toBeEnabled();
    fireEvent.change(nameField(), { target: { value: '   ' } });
    expect(joinButton()).toBeDisabled();
  });

  it('sends the join frame on Enter and says it is joining', async () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    fireEvent.change(nameField(), { target: { value: '  vega  ' } });
    fireEvent.submit(nameField());
    expect(latest().sent).toEqual([{ type: 'join', data: { username: 'vega' } }]);
    const toast = await findToast('Joining chat...');
    expect(toast).toHaveTextContent('Connecting as vega');
  });

  it('shows the history and new messages, and scrolls to the newest', () => {
    vi.useFakeTimers();
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    const list = screen.getByRole('list', { name: 'Chat messages' });
    const scrollTo = vi.fn();
    list.scrollTo = scrollTo as typeof list.scrollTo;
    latest().open();
    latest().receive({ type: 'message_history', data: [message()] });
    latest().receive({
      type: 'new_message',
      data: message({ id: 2, username: 'vega', message: '<b>hi</b> all' }),
    });
    expect(screen.getByText('neonrider')).toBeVisible();
    expect(screen.getByText('<b>hi</b> all')).toBeVisible();
    expect(list.querySelector('b')).toBeNull();
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CHAT_AUTO_SCROLL_DELAY_MS));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('marks system messages and shows the online count', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    latest().receive({ type: 'online_count', data: { count: 7 } });
    latest().receive({
      type: 'new_message',
      data: message({ type: 'system', username: 'System', message: 'vega joined' }),
    });
    expect(screen.getByText('7 online')).toBeVisible();
    expect(screen.getByText('vega joined').closest('li')).toHaveClass('italic');
  });

  it('announces each DJ message with a toast and a DJ badge', async () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    latest().receive({
      type: 'new_message',
      data: message({ id: 3, type: 'dj', username: 'DJ Nova', message: 'Next up: Timecop1983' }),
    });
    const toast = await findToast('Message from DJ Nova');
    expect(toast).toHaveTextContent('Next up: Timecop1983');
    expect(screen.getByText('DJ')).toBeVisible();
  });

  it('reconnects 3 seconds after the connection drops', () => {
    vi.useFakeTimers();
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    latest().drop();
    expect(connectionStatus()).toHaveTextContent('Reconnecting…');
    act(() => vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS - 1));
    expect(FakeSocket.instances).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeSocket.instances).toHaveLength(2);
    latest().open();
    expect(connectionStatus()).toHaveTextContent('Connected');
  });

  it('does not reconnect once the page is left', () => {
    vi.useFakeTimers();
    const { unmount } = renderApp(<LiveChatPage />, { path: '/live-chat' });
    const socket = latest();
    socket.open();
    unmount();
    expect(socket.closed).toBe(true);
    socket.onclose?.();
    vi.advanceTimersByTime(CHAT_RECONNECT_DELAY_MS * 2);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('shows the reason the server refused a name', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    fireEvent.change(nameField(), { target: { value: 'admin' } });
    fireEvent.click(joinButton());
    latest().receive({
      type: 'error',
      data: { code: 'RESERVED_NAME', reason: 'That name is reserved' },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('That name is reserved');
  });

  it('sends a message once joined, and only when it has text', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    joinAs('vega');
    const input = screen.getByLabelText(/Message/);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: 'outrun forever' } });
    expect(screen.getByText('14/500')).toBeVisible();
    fireEvent.submit(input);
    expect(latest().sent.at(-1)).toEqual({
      type: 'chat_message',
      data: { message: 'outrun forever' },
    });
    expect(input).toHaveValue('');
  });

  it('asks for a name again when the connection drops after joining', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    joinAs('vega');
    expect(screen.queryByLabelText('Choose a chat name')).toBeNull();
    latest().drop();
    expect(nameField()).toBeVisible();
    expect(joinButton()).toBeDisabled();
  });

  it('only logs frames it cannot read', () => {
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    act(() => latest().onmessage?.({ data: 'not json' }));
    act(() => latest().onmessage?.({ data: JSON.stringify({ type: 'mystery' }) }));
    expect(debug).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('removes a message a moderator deleted, and shows slow mode', () => {
    renderApp(<LiveChatPage />, { path: '/live-chat' });
    latest().open();
    latest().receive({
      type: 'message_history',
      data: [message({ id: 1, message: 'keep me' }), message({ id: 2, message: 'spam' })],
    });
    expect(screen.getByText('spam')).toBeVisible();
    latest().receive({ type: 'message_deleted', data: { id: 2 } });
    expect(screen.queryByText('spam')).toBeNull();
    expect(screen.getByText('keep me')).toBeVisible();
    latest().receive({ type: 'slow_mode', data: { seconds: 30 } });
    expect(screen.getByText('Slow mode is on: one message every 30 seconds.')).toBeVisible();
  });

  it('gives moderators delete and mute buttons that ask the server, and nobody else', () => {
    const { unmount } = renderApp(<ChatPanel moderator />, { path: '/live-chat' });
    joinAs('dj_vektor');
    latest().receive({ type: 'new_message', data: message({ id: 7, message: 'rude words' }) });
    fireEvent.click(screen.getByRole('button', { name: 'Delete the message from neonrider' }));
    expect(latest().sent).toContainEqual({ type: 'delete_message', data: { id: 7 } });
    fireEvent.click(screen.getByRole('button', { name: 'Mute neonrider for 10 minutes' }));
    expect(latest().sent).toContainEqual({
      type: 'mute_user',
      data: { username: 'neonrider', minutes: 10 },
    });
    expect(screen.queryByLabelText('Slow mode')).toBeNull();
    unmount();

    renderApp(<ChatPanel />, { path: '/live-chat' });
    joinAs('listener');
    latest().receive({ type: 'new_message', data: message({ id: 8 }) });
    expect(screen.queryByRole('button', { name: /Delete the message/ })).toBeNull();
  });

  it('lets an admin switch slow mode', () => {
    renderApp(<ChatPanel admin />, { path: '/live-chat' });
    joinAs('station_boss');
    fireEvent.change(screen.getByLabelText('Slow mode'), { target: { value: '30' } });
    expect(latest().sent).toContainEqual({ type: 'slow_mode', data: { seconds: 30 } });
  });
});
