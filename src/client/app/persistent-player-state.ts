/** Spec section 4: the floating player is hidden, visible or minimized. */
export type PersistentPlayerState = 'hidden' | 'visible' | 'minimized';
export type PersistentPlayerAction = 'show' | 'toggleMinimized' | 'close';

export function persistentPlayerReducer(
  state: PersistentPlayerState,
  action: PersistentPlayerAction,
): PersistentPlayerState {
  switch (action) {
    case 'show':
      return 'visible';
    case 'toggleMinimized':
      if (state === 'hidden') return state;
      return state === 'minimized' ? 'visible' : 'minimized';
    case 'close':
      return 'hidden';
  }
}
