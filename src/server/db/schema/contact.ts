import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, mentions, oneOf, serialId, timestampTz } from './columns.js';
import { users } from './users.js';

const contactTypes = ['general', 'dj', 'advertise', 'technical', 'music'] as const;

/** Messages sent through the contact form. */

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contactType: text('contact_type', { enum: contactTypes }).notNull(),
    createdAt: createdAt(),
    /** Set once the message went out by e-mail; the stored copy is the record either way. */
    deliveredAt: timestampTz('delivered_at'),
    deliveryError: text('delivery_error'),
    handledAt: timestampTz('handled_at'),
    handledBy: mentions('handled_by', () => users.id),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt),
    oneOf('contact_messages_type_check', t.contactType, contactTypes),
  ],
);
