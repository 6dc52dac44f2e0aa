import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../../shared/contracts/chat';
import { renderApp, renderWithUser } from '../../../testing/render';
import { ChatMessageList } from './chat-message-list';

const messages: ChatMessage[] = [
  { id: 1, type: 'system', username: 'Station', message: 'Welcome!', timestamp: '' },
  { id: 2, type: 'user', username: 'spammer', message: 'buy followers', timestamp: '' },
  { id: 3, type: 'dj', username: 'dj_nova', message: 'Next up: Night Drive', timestamp: '' },
  { id: 4, type: 'user', username: 'neonrider', message: 'hello all', timestamp: '' },
];

const row = (text: string) => {
  const item = screen.getByText(text).closest('li');
  if (!item) throw new Error(`no message shows "${text}"`);
  return within(item);
};

describe('ChatMessageList reporting', () => {
  it('offers Report on others’ messages, not on one’s own or the station’s', async () => {
    const onReport = vi.fn();
    const { user } = renderWithUser(
      <ChatMessageList messages={messages} onReport={onReport} ownName="neonrider" />,
    );
    expect(row('Welcome!').queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(row('hello all').queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
    expect(
      row('Next up: Night Drive').getByRole('button', { name: 'Report the message from dj_nova' }),
    ).toBeInTheDocument();
    await user.click(
      row('buy followers').getByRole('button', { name: 'Report the message from spammer' }),
    );
    expect(onReport).toHaveBeenCalledWith(messages[1]);
  });

  it('offers no Report where the page gives no way to report (visitors)', () => {
    renderApp(<ChatMessageList messages={messages} />);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
