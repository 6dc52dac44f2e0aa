import type { ModerationLogEntry } from '../../../../shared/contracts/chat';
import type { AirplaySubmission, LibraryItem } from '../../../../shared/contracts/playout';

/** Neon Rider's Night Drive, put forward for airplay and waiting for a DJ unless told. */
export function airplaySubmission(overrides: Partial<AirplaySubmission> = {}): AirplaySubmission {
  return {
    id: 21,
    song: { id: 7, title: 'Night Drive', premium: false },
    creator: { username: 'neonrider', displayName: 'Neon Rider' },
    status: 'pending',
    note: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    airplays: 0,
    ...overrides,
  };
}

/** A ready upload in rotation, played a few times, unless told. */
export function libraryItem(overrides: Partial<LibraryItem> = {}): LibraryItem {
  return {
    id: 40,
    artist: 'The Night Crew',
    title: 'Harbour Lights',
    source: 'upload',
    status: 'ready',
    failure: null,
    durationMs: 201_000,
    preview: false,
    creator: null,
    plays: 12,
    retiredAt: null,
    playable: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A DJ's deletion of a chatter's message, unless told. */
export function moderationLogEntry(
  overrides: Partial<ModerationLogEntry> = {},
): ModerationLogEntry {
  return {
    id: 9,
    action: 'delete',
    moderator: { id: 3, username: 'nightowl' },
    target: 'Loudmouth',
    messageId: 77,
    excerpt: 'buy cheap followers',
    until: null,
    at: '2026-11-21T22:15:00.000Z',
    ...overrides,
  };
}
