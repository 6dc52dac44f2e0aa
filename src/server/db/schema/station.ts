import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { oneOf, serialId, sortOrder } from './columns.js';

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
  sortOrder: sortOrder(),
});

export const slides = pgTable('slides', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  cta: text('cta').notNull(),
  ctaLink: text('cta_link').notNull(),
  sortOrder: sortOrder(),
});
