import { ExternalLink, Play } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  LISTEN_NOW_SIZE_PX,
  PLAYER_FOCUS_DELAY_MS,
  PLAYER_FRAME_ID,
  POPOUT_PLAYER_URL,
  sendPlayerCommand,
} from '../../lib/player-events';

interface ListenNowButtonProps {
  /** When given, the button hands playing over to the persistent player and stays on the page. */
  onPersistentPlay?: () => void;
}

/** The header's LISTEN NOW button (spec section 2) and its pop-out player link. */
export function ListenNowButton({ onPersistentPlay }: ListenNowButtonProps) {
  const [location, navigate] = useLocation();

  const handleClick = () => {
    if (onPersistentPlay) {
      onPersistentPlay();
      return;
    }
    if (location !== '/now-playing') {
      navigate('/now-playing?trigger=header');
      return;
    }
    sendPlayerCommand({ action: 'play', source: 'header-button' });
    const frame = document.getElementById(PLAYER_FRAME_ID);
    frame?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    window.setTimeout(() => frame?.focus(), PLAYER_FOCUS_DELAY_MS);
  };

  const handlePopout = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const win = window.open(POPOUT_PLAYER_URL, 'radio-popout', 'popup,width=420,height=720');
    if (win) event.preventDefault();
  };

  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={handleClick}
        style={{ height: LISTEN_NOW_SIZE_PX, minWidth: LISTEN_NOW_SIZE_PX }}
        className="group btn-primary relative flex items-center gap-3 rounded-full p-[7px] font-display text-sm font-bold tracking-widest text-on-button shadow-[0_0_28px_-4px_var(--c-glow)] transition-transform hover:scale-[1.03] md:pe-6"
      >
        <span className="grid aspect-square h-full place-items-center rounded-full bg-white/15 ring-2 ring-white/40">
          <Play aria-hidden className="ms-0.5 size-6 fill-current" />
        </span>
        <span className="sr-only md:not-sr-only">LISTEN NOW</span>
      </button>
      <a
        href={POPOUT_PLAYER_URL}
        target="_blank"
        rel="noopener"
        onClick={handlePopout}
        className="grid size-10 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-text"
        aria-label="Open the radio player in a pop-out window"
        title="Pop-out player"
      >
        <ExternalLink aria-hidden size={18} />
      </a>
    </div>
  );
}
