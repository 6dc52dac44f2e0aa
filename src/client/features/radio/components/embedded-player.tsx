import { useEffect, useRef, useState } from 'react';
import { PLAYER_FRAME_ID } from '../../../lib/player-events';
import { useNowPlaying } from '../hooks/use-now-playing';
import { useRadioPlayer } from '../hooks/use-radio-player';
import { EmbedFrame, originOf } from './embed-frame';
import { StaticNowPlaying } from './static-now-playing';

interface EmbeddedPlayerProps {
  src: string;
  autoplay: boolean;
}

/**
 * The station's optional third-party player (StreamConfig.playerEmbedUrl). While it is on
 * screen it receives the window's play commands, passed on as a message to the frame (what a
 * cooperating embed can act on), and the tab's own player stays quiet. If the frame fails, a
 * static Now Playing panel takes its place.
 */
export function EmbeddedPlayer({ src, autoplay }: EmbeddedPlayerProps) {
  const [failed, setFailed] = useState(false);
  const { claimCommands } = useRadioPlayer();
  const { data: nowPlaying } = useNowPlaying();
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const origin = originOf(src);

  useEffect(() => {
    if (failed) return;
    return claimCommands((action) => {
      if (origin) frameRef.current?.contentWindow?.postMessage({ action, source: 'site' }, origin);
    });
  }, [claimCommands, failed, origin]);

  const handleLoaded = (frame: HTMLIFrameElement) => {
    frameRef.current = frame;
    if (autoplay && origin)
      frame.contentWindow?.postMessage({ action: 'play', source: 'autoplay' }, origin);
  };

  return (
    <section
      id={PLAYER_FRAME_ID}
      tabIndex={-1}
      aria-label="Live player"
      className="panel overflow-hidden p-4 outline-none focus:ring-4 focus:ring-cyan/70"
    >
      {failed ? (
        <StaticNowPlaying nowPlaying={nowPlaying} />
      ) : (
        <EmbedFrame
          src={src}
          title="Live radio player"
          className="h-44 w-full rounded-xl border-0 sm:h-52"
          onFailed={() => setFailed(true)}
          onLoaded={handleLoaded}
        />
      )}
    </section>
  );
}
