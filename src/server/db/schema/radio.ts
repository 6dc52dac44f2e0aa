import { index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Every track change the now-playing source reported, newest last. */
export const playedTracks = pgTable(
  'played_tracks',
  {
    id: serial('id').primaryKey(),
    artist: text('artist').notNull(),
    title: text('title').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    listeners: integer('listeners'),
  },
  // The admin's on-air plays per day.
  (t) => [index('played_tracks_started_idx').on(t.startedAt)],
);

/**
 * The station's latest known state, one row. The instance that polls writes it; the others
 * read it, so every instance tells its listeners the same thing.
 */
export const stationState = pgTable('station_state', {
  id: smallint('id').primaryKey().default(1),
  status: text('status', { enum: ['online', 'offline', 'unconfigured'] }).notNull(),
  trackId: integer('track_id').references(() => playedTracks.id, { onDelete: 'set null' }),
  listeners: integer('listeners'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
