import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendPlayerCommand } from '../../../lib/player-events';
import { stubApi } from '../../../testing/api-stub';
import { FakeEventSource, nowPlaying, stubEventSource, stubRadio } from '../../../testing/radio';
import { renderApp } from '../../../testing/render';
import { OnAirIndicator } from './on-air-indicator';
import { RadioPlayerProvider } from './radio-player-provider';

function renderIndicator() {
  return renderApp(
    <RadioPlayerProvider>
      <OnAirIndicator />
    </RadioPlayerProvider>,
  );
}

describe('OnAirIndicator', () => {
  beforeEach(() => stubEventSource());

  it('names the show on air and leads to the live player', async () => {
    stubRadio(stubApi());
    renderIndicator();
    const link = await screen.findByRole('link', { name: /On air: Neon Nights/ });
    expect(link).toHaveAttribute('href', '/now-playing');
    expect(screen.getByTestId('on-air-show')).toHaveTextContent('Neon Nights');
  });

  it('follows the show as the event stream reports a new one', async () => {
    stubRadio(stubApi());
    renderIndicator();
    await screen.findByText('Neon Nights');
    act(() =>
      FakeEventSource.open()[0]?.emit('now-playing', {
        ...nowPlaying,
        onAir: { ...nowPlaying.onAir, slotId: 7, show: 'Midnight Pulse' },
        updatedAt: '2026-11-26T23:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Midnight Pulse')).toBeVisible();
  });

  it('reads just ON AIR when no show is known', async () => {
    stubRadio(stubApi(), { nowPlaying: { ...nowPlaying, onAir: null } });
    renderIndicator();
    expect(await screen.findByRole('link', { name: 'On air. Listen live' })).toBeVisible();
  });

  it('says OFF AIR when the source reports the stream is down', async () => {
    stubRadio(stubApi(), { nowPlaying: { ...nowPlaying, status: 'offline', track: null } });
    renderIndicator();
    const link = await screen.findByRole('link', { name: /^Off air: Neon Nights/ });
    expect(link).toHaveTextContent('OFF AIR');
  });

  it('hides the red ON AIR badge while the station is offline', async () => {
    stubRadio(stubApi(), { nowPlaying: { ...nowPlaying, status: 'offline', track: null } });
    renderIndicator();
    const link = await screen.findByRole('link', { name: /^Off air/ });
    expect(link).toHaveAttribute('data-state', 'offAir');
    expect(link).not.toHaveTextContent('ON AIR');
    expect(link.querySelector('.live-dot')).toBeNull();
    expect(screen.queryByRole('link', { name: /^On air/ })).not.toBeInTheDocument();
  });

  it('claims no broadcast when no now-playing source is configured', async () => {
    stubRadio(stubApi(), {
      nowPlaying: { ...nowPlaying, status: 'unconfigured', track: null, listeners: null },
    });
    renderIndicator();
    const link = await screen.findByRole('link', { name: 'Now playing. Listen live' });
    expect(link).toHaveTextContent('NOW PLAYING');
    expect(link).not.toHaveTextContent('ON AIR');
    expect(link.querySelector('.live-dot')).toBeNull();
    expect(screen.queryByTestId('on-air-show')).not.toBeInTheDocument();
  });

  it('turns red ON AIR when the event stream reports the station back online', async () => {
    stubRadio(stubApi(), { nowPlaying: { ...nowPlaying, status: 'offline', track: null } });
    renderIndicator();
    await screen.findByRole('link', { name: /^Off air/ });
    act(() =>
      FakeEventSource.open()[0]?.emit('now-playing', {
        ...nowPlaying,
        updatedAt: '2026-11-26T23:00:00.000Z',
      }),
    );
    const link = await screen.findByRole('link', { name: /^On air: Neon Nights/ });
    expect(link).toHaveAttribute('data-state', 'onAir');
    expect(link.querySelector('.live-dot')).not.toBeNull();
  });

  it('shows that this tab plays, with a pause, after the floating player is closed', async () => {
    stubRadio(stubApi());
    vi.spyOn(HTMLMediaElement.prototype, 'play');
    const user = userEvent.setup({ delay: null });
    renderIndicator();
    await screen.findByText('Neon Nights');
    expect(screen.queryByRole('button', { name: 'Pause the radio' })).not.toBeInTheDocument();

    act(() => sendPlayerCommand({ action: 'play', source: 'test' }));
    await user.click(await screen.findByRole('button', { name: 'Pause the radio' }));

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Pause the radio' })).not.toBeInTheDocument(),
    );
    expect(document.querySelector('audio')?.paused).toBe(true);
  });
});
