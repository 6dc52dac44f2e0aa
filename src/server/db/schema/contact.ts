import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** Messages sent through the contact form. */

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contactType: text('contact_type', {
      enum: ['general', 'dj', 'advertise', 'technical', 'music'],
    }).notNull(),
    createdAt: createdAt(),
    /** Set once the message went out by e-mail; the stored copy is the record either way. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryError: text('delivery_error'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    check(
      'contact_messages_type_check',
      sql`${t.contactType} in ('general', 'dj', 'advertise', 'technical', 'music')`,
    ),
  ],
);
