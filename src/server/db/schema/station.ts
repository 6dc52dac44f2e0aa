import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, serialId, sortOrder, updatedAt } from './columns.js';

/** A row's edit count: a write names the version it read, and a newer one refuses it (409). */
const version = () => integer('version').notNull().default(1);

const slotTypes = ['live', 'auto', 'mixed'] as const;

/**
 * One block of the weekly programme, in Pacific Time. `days` holds ISO weekdays
 * (1 = Monday … 7 = Sunday); minutes count from local midnight, end exclusive.
 */
export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: serialId(),
    days: smallint('days').array().notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    show: text('show').notNull(),
    host: text('host'),
    description: text('description').notNull(),
    type: text('type', { enum: slotTypes }).notNull(),
    sortOrder: sortOrder(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('schedule_slots_show_start_unique').on(t.show, t.startMinute),
    check(
      'schedule_slots_minutes_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
    ),
    oneOf('schedule_slots_type_check', t.type, slotTypes),
  ],
);

export const staffMembers = pgTable('staff_members', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  role: text('role').notNull(),
  specialty: text('specialty').notNull(),
  initials: text('initials').notNull(),
  /** A longer introduction, shown on the card under the role. */
  bio: text('bio').notNull().default(''),
  /** The uploaded photo's storage key (resized copies beside it); null shows the initials. */
  photoKey: text('photo_key'),
  /** Hidden cards stay in the back office and leave /staff. */
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: sortOrder(),
  version: version(),
  updatedAt: updatedAt(),
});

export const slides = pgTable('slides', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  /** An uploaded image's storage key (resized copies beside it); null uses `image`. */
  imageKey: text('image_key'),
  cta: text('cta').notNull(),
  ctaLink: text('cta_link').notNull(),
  /** Hidden slides stay in the back office and leave the home carousel. */
  published: boolean('published').notNull().default(true),
  sortOrder: sortOrder(),
  version: version(),
  updatedAt: updatedAt(),
});
