import type {
  ArtistCard,
  ArtistList,
  StationArtistList,
} from '../../../shared/contracts/artists.js';
import { avatarDataOf, avatarUrl } from '../../views/user.views.js';
import type { ArtistRow, StationArtistRow } from './artists.repo.js';
import type { ArtistsPage } from './artists.service.js';

export function toArtistCard(row: ArtistRow): ArtistCard {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    avatar: avatarUrl(row),
    avatarData: avatarDataOf(row),
    category: row.category as ArtistCard['category'],
    country: row.country,
    followerCount: row.followerCount,
    songCount: row.songCount,
    airplayLast30Days: row.airplay,
    newFollowersLast30Days: row.newFollowers,
    songPlaysLast30Days: row.songPlays,
    // The preview is free to hear for everyone (TUNESLINGERS.md), premium song or not.
    preview: row.preview
      ? {
          id: row.preview.id,
          title: row.preview.title,
          durationSeconds: row.preview.durationMs / 1000,
          audioUrl: `/api/songs/${row.preview.id}/preview`,
        }
      : null,
    demo: row.isDemo,
  };
}

export function toArtistList(page: ArtistsPage): ArtistList {
  return {
    view: page.view,
    country: page.country,
    artists: page.rows.map(toArtistCard),
    nextPage: page.nextPage,
    countries: page.countries,
  };
}

/** The station library's artists, each with its most played track to hear whole. */
export function toStationArtists(rows: StationArtistRow[]): StationArtistList {
  return {
    artists: rows.map((row) => ({
      name: row.name,
      trackCount: row.trackCount,
      airplayLast30Days: row.airplay,
      track: {
        id: row.track.id,
        title: row.track.title,
        durationSeconds: Math.round((row.track.durationMs ?? 0) / 1000),
        audioUrl: `/api/station/tracks/${row.track.id}/listen`,
      },
    })),
  };
}
