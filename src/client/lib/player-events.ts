/**
 * Window events that connect the header, pages and the radio player without importing each
 * other: anything may ask the player to play, or ask for the floating player.
 */
export const PLAYER_COMMAND_EVENT = 'radio-player:command';
export const SHOW_PERSISTENT_PLAYER_EVENT = 'showPersistentPlayer';
/** The element the LISTEN NOW button scrolls to and focuses on /now-playing. */
export const PLAYER_FRAME_ID = 'radio-player';
export const PLAYER_FOCUS_DELAY_MS = 1000;
export const LISTEN_NOW_SIZE_PX = 70;
/** The player page in pop-out mode, opened in its own small window. */
export const POPOUT_PLAYER_URL = '/now-playing?popout=true';

export interface PlayerCommand {
  action: 'play' | 'pause';
  source: string;
}

export function sendPlayerCommand(command: PlayerCommand) {
  window.dispatchEvent(new CustomEvent<PlayerCommand>(PLAYER_COMMAND_EVENT, { detail: command }));
}

export function showPersistentPlayer() {
  window.dispatchEvent(new CustomEvent(SHOW_PERSISTENT_PLAYER_EVENT));
}
