import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { RadioPlayerProvider } from '../features/radio/components/radio-player-provider';
import { showPersistentPlayer } from '../lib/player-events';
import { stubApi } from '../testing/api-stub';
import { stubEventSource, stubRadio } from '../testing/radio';
import { renderApp } from '../testing/render';
import { PersistentPlayer } from './persistent-player';
import { persistentPlayerReducer } from './persistent-player-state';

describe('persistentPlayerReducer', () => {
  it('shows as visible and not minimized from any state', () => {
    expect(persistentPlayerReducer('hidden', 'show')).toBe('visible');
    expect(persistentPlayerReducer('minimized', 'show')).toBe('visible');
    expect(persistentPlayerReducer('visible', 'show')).toBe('visible');
  });

  it('toggles between visible and minimized, and stays hidden when hidden', () => {
    expect(persistentPlayerReducer('visible', 'toggleMinimized')).toBe('minimized');
    expect(persistentPlayerReducer('minimized', 'toggleMinimized')).toBe('visible');
    expect(persistentPlayerReducer('hidden', 'toggleMinimized')).toBe('hidden');
  });

  it('closes to hidden', () => {
    expect(persistentPlayerReducer('visible', 'close')).toBe('hidden');
    expect(persistentPlayerReducer('minimized', 'close')).toBe('hidden');
  });
});

function renderPlayer() {
  return renderApp(
    <RadioPlayerProvider>
      <button type="button">opener</button>
      <PersistentPlayer />
    </RadioPlayerProvider>,
  );
}

const floating = () => screen.queryByRole('region', { name: 'Floating radio player' });
/** The panel loads on first open. */
const findFloating = () => screen.findByRole('region', { name: 'Floating radio player' });

/** Renders the player and opens it, as the first showPersistentPlayer event does. */
async function renderOpenPlayer() {
  const user = userEvent.setup({ delay: null });
  renderPlayer();
  act(() => showPersistentPlayer());
  await findFloating();
  return user;
}

describe('PersistentPlayer', () => {
  beforeEach(() => {
    stubEventSource();
    stubRadio(stubApi());
  });

  it('is hidden until the showPersistentPlayer event opens it', async () => {
    renderPlayer();
    expect(floating()).not.toBeInTheDocument();
    act(() => showPersistentPlayer());
    const player = await findFloating();
    expect(player).toHaveAttribute('data-state', 'visible');
    expect(await within(player).findByText('Nightcall')).toBeVisible();
    expect(within(player).getByRole('button', { name: 'Play the live stream' })).toBeVisible();
    expect(within(player).getByRole('slider', { name: 'Volume' })).toBeVisible();
  });

  it('minimizes and maximizes with the keyboard, keeping focus on the toggle', async () => {
    const user = await renderOpenPlayer();

    await user.click(screen.getByRole('button', { name: 'Minimize the floating player' }));
    expect(floating()).toHaveAttribute('data-state', 'minimized');
    const expand = screen.getByRole('button', { name: 'Expand the floating player' });
    expect(expand).toHaveFocus();
    expect(screen.queryByRole('slider', { name: 'Volume' })).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(floating()).toHaveAttribute('data-state', 'visible');
    expect(screen.getByRole('button', { name: 'Minimize the floating player' })).toHaveFocus();
  });

  it('closes to hidden, gives focus back to what opened it, and opens again', async () => {
    const user = userEvent.setup({ delay: null });
    renderPlayer();
    const opener = screen.getByRole('button', { name: 'opener' });
    opener.focus();
    act(() => showPersistentPlayer());
    await findFloating();
    await user.click(screen.getByRole('button', { name: 'Close the floating player' }));
    expect(floating()).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    act(() => showPersistentPlayer());
    expect(floating()).toHaveAttribute('data-state', 'visible');
  });

  it('opens visible, not minimized, even when it was minimized before', async () => {
    const user = await renderOpenPlayer();
    await user.click(screen.getByRole('button', { name: 'Minimize the floating player' }));
    act(() => showPersistentPlayer());
    expect(floating()).toHaveAttribute('data-state', 'visible');
  });
});
