import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { SHOW_PERSISTENT_PLAYER_EVENT } from '../lib/player-events';
import { persistentPlayerReducer } from './persistent-player-state';

// Most visits never open the floating player, so its face stays out of the first page's code.
const PersistentPlayerPanel = lazy(() =>
  import('./persistent-player-panel').then((module) => ({ default: module.PersistentPlayerPanel })),
);

/**
 * The floating player that stays on screen while browsing (spec sections 2 and 4). It opens on
 * the window event showPersistentPlayer. Closing it only hides it: the sound belongs to the
 * tab's one player and keeps going, and the header's ON AIR badge then shows that it plays and
 * offers a pause.
 */
export function PersistentPlayer() {
  const [state, dispatch] = useReducer(persistentPlayerReducer, 'hidden');

  // Keyboard users keep their place: the toggle swaps layouts, and closing removes the player.
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const show = () => {
      opener.current = document.activeElement;
      dispatch('show');
    };
    window.addEventListener(SHOW_PERSISTENT_PLAYER_EVENT, show);
    return () => window.removeEventListener(SHOW_PERSISTENT_PLAYER_EVENT, show);
  }, []);

  useEffect(() => {
    if (state === 'hidden' || !refocusToggle.current) return;
    refocusToggle.current = false;
    toggleRef.current?.focus();
  }, [state]);

  const handleToggle = () => {
    refocusToggle.current = true;
    dispatch('toggleMinimized');
  };

  const handleClose = () => {
    dispatch('close');
    const back = opener.current;
    if (back instanceof HTMLElement && back.isConnected) back.focus();
  };

  if (state === 'hidden') return null;
  return (
    <Suspense fallback={null}>
      <PersistentPlayerPanel
        state={state}
        toggleRef={toggleRef}
        onToggle={handleToggle}
        onClose={handleClose}
      />
    </Suspense>
  );
}
