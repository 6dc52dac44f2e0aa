import { describe, expect, it } from 'vitest';
import { history, nowPlaying, station } from '../../../testing/radio';
import { isHistory, isNowPlaying, isStreamConfig } from './radio-data';

const track = nowPlaying.track as NonNullable<typeof nowPlaying.track>;

describe('the radio API’s hand checks', () => {
  it('accepts a track with its play, its artist on the platform and whether it is a preview', () => {
    expect(isNowPlaying(nowPlaying)).toBe(true);
    expect(
      isNowPlaying({
        ...nowPlaying,
        track: {
          ...track,
          playId: 41,
          creator: { username: 'laserlynx', displayName: 'Laser Lynx' },
          songId: 9,
          preview: true,
        },
      }),
    ).toBe(true);
  });

  it('tolerates a server that sends none of the airplay fields', () => {
    const { artist, title, startedAt } = track;
    expect(isNowPlaying({ ...nowPlaying, track: { artist, title, startedAt } })).toBe(true);
    const old = history.tracks.map(({ id, artist, title, startedAt, listeners }) => ({
      id,
      artist,
      title,
      startedAt,
      listeners,
    }));
    expect(isHistory({ tracks: old })).toBe(true);
    const { kind: _kind, ...withoutKind } = station;
    expect(isStreamConfig(withoutKind)).toBe(true);
  });

  it.each([
    ['a play id that is not a whole number', { playId: '41' }],
    ['a creator without a username', { creator: { displayName: 'Laser Lynx' } }],
    ['a preview that is not true or false', { preview: 'yes' }],
    ['a song id that is not a number', { songId: 9.5 }],
  ])('refuses %s', (_, change) => {
    expect(isNowPlaying({ ...nowPlaying, track: { ...track, ...change } })).toBe(false);
  });

  it('refuses a station of an unknown kind', () => {
    expect(isStreamConfig({ ...station, kind: 'satellite' })).toBe(false);
    expect(isStreamConfig({ ...station, kind: 'builtIn', streamUrl: '/stream/live.mp3' })).toBe(
      true,
    );
  });

  it('refuses a history track whose creator is malformed', () => {
    const [first] = history.tracks;
    expect(isHistory({ tracks: [{ ...first, creator: 'laserlynx' }] })).toBe(false);
  });
});
