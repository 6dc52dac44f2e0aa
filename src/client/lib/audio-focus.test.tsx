import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useOneSoundAtATime } from './audio-focus';
import { PLAYER_COMMAND_EVENT, type PlayerCommand } from './player-events';

function Song({ label }: { label: string }) {
  const ref = useRef<HTMLAudioElement>(null);
  useOneSoundAtATime(ref, 'song');
  // biome-ignore lint/a11y/useMediaCaption: a silent stand-in for a song's player.
  return <audio ref={ref} aria-label={label} />;
}

/** Marks an element as playing and watches its pause. */
function playing(element: HTMLElement) {
  Object.defineProperty(element, 'paused', { configurable: true, get: () => false });
  return vi.spyOn(element as HTMLMediaElement, 'pause').mockImplementation(() => {});
}

describe('useOneSoundAtATime', () => {
  it('pauses the station and every other sound when one starts', () => {
    render(
      <>
        <Song label="first" />
        <Song label="second" />
      </>,
    );
    const commands: PlayerCommand[] = [];
    const record = (event: Event) => commands.push((event as CustomEvent<PlayerCommand>).detail);
    window.addEventListener(PLAYER_COMMAND_EVENT, record);
    const firstPause = playing(screen.getByLabelText('first'));

    fireEvent.play(screen.getByLabelText('second'));
    expect(firstPause).toHaveBeenCalledTimes(1);
    expect(commands).toEqual([{ action: 'pause', source: 'song' }]);
    window.removeEventListener(PLAYER_COMMAND_EVENT, record);
  });

  it('pauses a song when the station’s own stream starts', () => {
    render(
      <>
        <Song label="song" />
        {/* biome-ignore lint/a11y/useMediaCaption: a stand-in for the station's stream. */}
        <audio aria-label="station" />
      </>,
    );
    const songPause = playing(screen.getByLabelText('song'));
    fireEvent.play(screen.getByLabelText('station'));
    expect(songPause).toHaveBeenCalledTimes(1);
  });

  it('leaves paused songs alone', () => {
    render(
      <>
        <Song label="first" />
        <Song label="second" />
      </>,
    );
    const pause = vi.spyOn(screen.getByLabelText('first') as HTMLMediaElement, 'pause');
    fireEvent.play(screen.getByLabelText('second'));
    expect(pause).not.toHaveBeenCalled();
  });
});
