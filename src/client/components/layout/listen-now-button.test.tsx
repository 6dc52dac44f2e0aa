import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { PLAYER_COMMAND_EVENT, PLAYER_FRAME_ID, type PlayerCommand } from '../../lib/player-events';
import { ListenNowButton } from './listen-now-button';

function renderAt(path: string, props: { onPersistentPlay?: () => void } = {}) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <ListenNowButton {...props} />
    </Router>,
  );
  return memory;
}

function listenNow(): HTMLElement {
  return screen.getByRole('button', { name: 'LISTEN NOW' });
}

let playerCommands: PlayerCommand[];
const recordCommand = (event: Event) => {
  playerCommands.push((event as CustomEvent<PlayerCommand>).detail);
};

beforeEach(() => {
  playerCommands = [];
  window.addEventListener(PLAYER_COMMAND_EVENT, recordCommand);
});

afterEach(() => {
  window.removeEventListener(PLAYER_COMMAND_EVENT, recordCommand);
  document.getElementById(PLAYER_FRAME_ID)?.remove();
});

function addPlayerFrame() {
  const frame = document.createElement('div');
  frame.id = PLAYER_FRAME_ID;
  frame.tabIndex = -1;
  const scrollIntoView = vi.fn();
  frame.scrollIntoView = scrollIntoView;
  document.body.append(frame);
  return { frame, scrollIntoView };
}

describe('ListenNowButton', () => {
  it('is 70 px tall', () => {
    renderAt('/');
    expect(listenNow().style.height).toBe('70px');
  });

  it('goes to /now-playing with trigger=header from any other page', () => {
    const memory = renderAt('/schedule');
    fireEvent.click(listenNow());
    expect(memory.history.at(-1)).toBe('/now-playing?trigger=header');
    expect(playerCommands).toEqual([]);
  });

  it('goes to /now-playing from the landing page too', () => {
    const memory = renderAt('/');
    fireEvent.click(listenNow());
    expect(memory.history).toEqual(['/', '/now-playing?trigger=header']);
  });

  it('asks the player to play, scrolls to it and focuses it a second later on /now-playing', () => {
    vi.useFakeTimers();
    const { frame, scrollIntoView } = addPlayerFrame();
    const memory = renderAt('/now-playing');

    fireEvent.click(listenNow());

    expect(playerCommands).toEqual([{ action: 'play', source: 'header-button' }]);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(memory.history).toEqual(['/now-playing']);

    vi.advanceTimersByTime(999);
    expect(document.activeElement).not.toBe(frame);
    vi.advanceTimersByTime(1);
    expect(document.activeElement).toBe(frame);
  });

  it('still asks the player to play when the player frame is missing', () => {
    renderAt('/now-playing');
    fireEvent.click(listenNow());
    expect(playerCommands).toEqual([{ action: 'play', source: 'header-button' }]);
  });

  it('hands playing to the persistent player instead of navigating when a callback is given', () => {
    const onPersistentPlay = vi.fn();
    const memory = renderAt('/schedule', { onPersistentPlay });
    fireEvent.click(listenNow());
    expect(onPersistentPlay).toHaveBeenCalledTimes(1);
    expect(memory.history).toEqual(['/schedule']);
    expect(playerCommands).toEqual([]);
  });

  it('calls the persistent player callback without sending a player event on /now-playing', () => {
    const onPersistentPlay = vi.fn();
    const { scrollIntoView } = addPlayerFrame();
    const memory = renderAt('/now-playing', { onPersistentPlay });
    fireEvent.click(listenNow());
    expect(onPersistentPlay).toHaveBeenCalledTimes(1);
    expect(playerCommands).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(memory.history).toEqual(['/now-playing']);
  });

  it('links to the player page in pop-out mode', () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: /pop-out/i });
    expect(link).toHaveAttribute('href', '/now-playing?popout=true');
  });

  it('opens the pop-out player in its own window when the browser allows it', () => {
    const open = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', open);
    renderAt('/');
    const link = screen.getByRole('link', { name: /pop-out/i });
    const notCancelled = fireEvent.click(link);
    expect(open).toHaveBeenCalledWith(
      '/now-playing?popout=true',
      'radio-popout',
      expect.any(String),
    );
    expect(notCancelled).toBe(false);
  });
});
