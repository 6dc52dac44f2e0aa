import { describe, expect, it } from 'vitest';
import { friend } from '../testing/friend-fixtures';
import { friendName, lastSeenLabel, matchesFriendFilter } from './friend-display';

const now = Date.parse('2026-11-21T12:00:00.000Z');

describe('friendName', () => {
  it('uses first and last name when set, else the display name', () => {
    expect(friendName(friend())).toBe('Lana Vector');
    expect(friendName(friend({ lastName: null }))).toBe('Lana');
    expect(friendName(friend({ firstName: null, lastName: ' ' }))).toBe('Laser Wave');
  });
});

describe('matchesFriendFilter', () => {
  it.each(['LASER', 'wave', 'lAnA', 'VECT', '  vector  ', ''])(
    'matches “%s” on username, first or last name ignoring case',
    (filter) => {
      expect(matchesFriendFilter(friend(), filter)).toBe(true);
    },
  );

  it('does not match the display name or unrelated text', () => {
    expect(matchesFriendFilter(friend({ username: 'lw' }), 'Laser Wave')).toBe(false);
    expect(matchesFriendFilter(friend(), 'outrun')).toBe(false);
  });
});

describe('lastSeenLabel', () => {
  it('says how long ago within a week, in the given locale', () => {
    expect(lastSeenLabel('2026-11-21T11:55:00.000Z', now, 'en-US')).toBe('Last seen 5 minutes ago');
    expect(lastSeenLabel('2026-11-21T09:00:00.000Z', now, 'en-US')).toBe('Last seen 3 hours ago');
    expect(lastSeenLabel('2026-11-20T11:00:00.000Z', now, 'en-US')).toBe('Last seen yesterday');
    expect(lastSeenLabel('2026-11-21T11:59:50.000Z', now, 'en-US')).toBe('Last seen this minute');
    expect(lastSeenLabel('2026-11-21T09:00:00.000Z', now, 'de-DE')).toBe('Last seen vor 3 Stunden');
  });

  it('gives the date and time after a week, and says when never seen', () => {
    expect(lastSeenLabel('2026-10-01T09:30:00.000Z', now, 'en-US')).toMatch(
      /^Last seen Oct 1, 2026/,
    );
    expect(lastSeenLabel(null, now, 'en-US')).toBe('Not seen yet');
  });
});
