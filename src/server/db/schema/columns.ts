import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  customType,
  integer,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A full-text search document, kept by the database (a generated column or a trigger). */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Raw bytes. PGlite hands back a Uint8Array, node-postgres a Buffer: normalised to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** The row id most tables use: a `serial` primary key. */
export const serialId = () => serial('id').primaryKey();

/** The row id of a table that grows without bound (the ledger, the audit trail). */
export const bigSerialId = () => bigserial('id', { mode: 'number' }).primaryKey();

/** The id of a table that holds one row only; `onlyRow` checks that it stays 1. */
export const singleRowId = () => smallint('id').primaryKey().default(1);

/** A moment, always with its time zone; null until it happens unless the caller says otherwise. */
export const timestampTz = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true });

/** When the row was made. */
export const createdAt = () => timestampTz('created_at').notNull().defaultNow();

/** When the row last changed. */
export const updatedAt = () => timestampTz('updated_at').notNull().defaultNow();

/**
 * A required reference to a row this one belongs to: deleting that row deletes this one
 * (a member's likes, a song's plays).
 */
export const belongsTo = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/**
 * The key of a row that adds to another one-to-one (a member's avatar, their creator profile):
 * that row's id, and deleting that row deletes this one.
 */
export const sameRowAs = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).primaryKey().references(target, { onDelete: 'cascade' });

/**
 * An optional reference to a row that may go before this one does: deleting that row leaves
 * this one, naming nobody (who decided a request, who queued a track).
 */
export const mentions = <TName extends string>(name: TName, target: () => AnyPgColumn) =>
  integer(name).references(target, { onDelete: 'set null' });

/** A check that a column holds one of a fixed list of words. */
export const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

/** A check that an amount or a count is zero or more. */
export const notNegative = (name: string, column: AnyPgColumn) => check(name, sql`${column} >= 0`);

/** A check that an amount is more than zero. */
export const positive = (name: string, column: AnyPgColumn) => check(name, sql`${column} > 0`);

/** A check that a row does not pair a member with themselves (a follow, a friendship, a block). */
export const notSelf = (name: string, one: AnyPgColumn, other: AnyPgColumn) =>
  check(name, sql`${one} <> ${other}`);

/**
 * The key of a row about two different members (a follow, a friendship, a block): one row per
 * ordered pair, and never a member paired with themselves.
 */
export const memberPairKey = (checkName: string, one: AnyPgColumn, other: AnyPgColumn) => [
  primaryKey({ columns: [one, other] }),
  notSelf(checkName, one, other),
];

/** The check that keeps a one-row table at one row. */
export const onlyRow = (name: string, id: AnyPgColumn) => check(name, sql`${id} = 1`);

/** When the row was made and when it last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The place of a row in a hand-ordered list (the schedule, the staff page, the slides). */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/**
 * What a creator chooses for their page: kept on their creator profile, and on an application
 * until an administrator decides it (approval copies them onto the profile).
 */
export const creatorChoices = () => ({
  category: text('category').notNull(),
  tagline: text('tagline').notNull().default(''),
  accent: text('accent').notNull().default('magenta'),
  subscriptionPriceCents: integer('subscription_price_cents').notNull().default(0),
});
