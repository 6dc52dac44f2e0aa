import {
  ARTISTS_PAGE_SIZE,
  ARTISTS_PAGES_MAX,
  ARTISTS_WINDOW_DAYS,
  type ArtistView,
} from '../../../shared/artists.constants.js';
import type { ArtistRow, ArtistsRepo, StationArtistRow } from './artists.repo.js';

/** The station library's artists the page shows at most. */
const STATION_ARTISTS_SHOWN = 48;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ArtistsServiceDeps {
  repo: ArtistsRepo;
  /**
   * The admin switch `streamingEnabled`: while songs may not be played on demand, the cards
   * offer no preview rather than a button that can only fail.
   */
  streamingOpen?: () => Promise<boolean>;
  now?: () => Date;
}

export interface ArtistsRequest {
  view: ArtistView;
  country?: string | undefined;
  page: number;
}

export interface ArtistsPage {
  view: ArtistView;
  country: string | null;
  rows: ArtistRow[];
  nextPage: number | null;
  countries: { code: string; count: number }[] | null;
}

/** The artist directory: who is listed and in what order is the repository's; paging is here. */
export function createArtistsService({
  repo,
  streamingOpen = async () => true,
  now = () => new Date(),
}: ArtistsServiceDeps) {
  return {
    async list({ view, country, page }: ArtistsRequest): Promise<ArtistsPage> {
      const at = now().getTime();
      // Plays are counted per UTC day: the window's days are today and the 29 before it.
      const window = {
        since: new Date(at - ARTISTS_WINDOW_DAYS * DAY_MS),
        fromDay: new Date(at - (ARTISTS_WINDOW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10),
      };
      const [rows, countries, previews] = await Promise.all([
        // One row more than a page tells whether another page follows.
        repo.page({
          view,
          country: country ?? null,
          ...window,
          limit: ARTISTS_PAGE_SIZE + 1,
          offset: (page - 1) * ARTISTS_PAGE_SIZE,
        }),
        view === 'global' ? repo.countries() : null,
        streamingOpen(),
      ]);
      const more = rows.length > ARTISTS_PAGE_SIZE && page < ARTISTS_PAGES_MAX;
      const shown = rows.slice(0, ARTISTS_PAGE_SIZE);
      return {
        view,
        country: country ?? null,
        rows: previews ? shown : shown.map((row) => ({ ...row, preview: null })),
        nextPage: more ? page + 1 : null,
        countries,
      };
    },

    /** The station's own library's artists, with their airplay over the directory's window. */
    async ofStation(): Promise<StationArtistRow[]> {
      const since = new Date(now().getTime() - ARTISTS_WINDOW_DAYS * DAY_MS);
      return repo.ofStation(since, STATION_ARTISTS_SHOWN);
    },
  };
}

export type ArtistsService = ReturnType<typeof createArtistsService>;
