import type { ArtistSong, PublicSong } from '../../../shared/contracts/songs.js';
import { cents, toDecimalString } from '../../../shared/domain/money.js';
import { type PersonRow, toPerson } from '../../views/user.views.js';
import type { SongRow } from './songs.repo.js';

/** A song's price as the API writes money: a decimal string, checked to be whole cents. */
const price = (amount: number) => toDecimalString(cents(amount));

export function toArtistSong(row: SongRow): ArtistSong {
  return {
    id: row.id,
    title: row.title,
    genre: row.genre,
    playCount: row.playCount,
    likeCount: row.likeCount,
    isPremium: row.isPremium,
    price: price(row.priceCents),
    priceCents: row.priceCents,
    status: row.status as ArtistSong['status'],
    failure: row.failure,
    durationSeconds: row.durationMs / 1000,
    previewStartSeconds: row.previewStartMs / 1000,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    peaks: row.peaks ?? null,
  };
}

/** A song for a listener: the address to play is the whole song only when they may hear it. */
export function toPublicSong(
  row: SongRow,
  artist: PersonRow,
  access: { fullAccess: boolean; liked: boolean },
): PublicSong {
  const { fullAccess, liked } = access;
  return {
    id: row.id,
    title: row.title,
    genre: row.genre,
    artist: toPerson(artist),
    durationSeconds: row.durationMs / 1000,
    isPremium: row.isPremium,
    price: price(row.priceCents),
    priceCents: row.priceCents,
    playCount: row.playCount,
    likeCount: row.likeCount,
    liked,
    fullAccess,
    audioUrl: `/api/songs/${row.id}/${fullAccess ? 'stream' : 'preview'}`,
    previewStartSeconds: row.previewStartMs / 1000,
    peaks: row.peaks ?? null,
  };
}
