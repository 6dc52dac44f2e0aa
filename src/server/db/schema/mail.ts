import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, serialId, timestampTz } from './columns.js';
import { users } from './users.js';

/**
 * Every mail the site sends, kept until it is delivered: `queued` waits for its next attempt,
 * `sent` went out by SMTP, `kept` stayed in the development outbox (no mail server set), and
 * `failed` gave up after the last retry.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** What the mail is for (`password-reset`), for the logs and the outbox page. */
    kind: text('kind').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'kept' | 'failed'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    deliveredAt: timestampTz('delivered_at'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Links to choose a new password: only a SHA-256 of each token is kept; each works once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Links that confirm an address: for the address they were sent to, kept only as a hash. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: serialId(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);
