import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage, ServerChatFrame } from '../../shared/contracts/chat';
import { json, stubApi } from '../testing/api-stub';
import { sendReport, sentReports } from '../testing/dialogs';
import { neonrider } from '../testing/fixtures';
import { renderApp, signIn } from '../testing/render';
import { LiveChatPage } from './live-chat-page';

/** The least of a WebSocket the chat needs: opened and fed by hand. */
class FakeSocket {
  static latest: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.latest = this;
  }
  send() {}
  close() {}
  receive(frame: ServerChatFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const spam: ChatMessage = {
  id: 55,
  type: 'user',
  username: 'spammer',
  message: 'buy followers at example.com',
  timestamp: '2026-01-01T20:15:00.000Z',
};

function openChat() {
  renderApp(<LiveChatPage />, { path: '/live-chat' });
  const socket = FakeSocket.latest;
  if (!socket) throw new Error('no chat socket was opened');
  act(() => socket.onopen?.());
  socket.receive({ type: 'message_history', data: [spam] });
}

beforeEach(() => {
  FakeSocket.latest = null;
  vi.stubGlobal('WebSocket', FakeSocket);
});

describe('/live-chat reporting', () => {
  it('lets a signed-in member report a message to the administrators', async () => {
    signIn();
    const api = stubApi()
      .on('GET /api/auth/user', json(neonrider))
      .on('POST /api/reports', json({ id: 3 }, 201));
    const user = userEvent.setup({ delay: null });
    openChat();
    await user.click(
      await screen.findByRole('button', { name: 'Report the message from spammer' }),
    );
    await sendReport(user, 'Report chat message', 'Spam link');
    expect(sentReports(api)).toEqual([
      { targetType: 'chat_message', targetId: 55, reason: 'Spam link' },
    ]);
  });

  it('offers a visitor no Report', async () => {
    stubApi();
    openChat();
    expect(await screen.findByText('buy followers at example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
