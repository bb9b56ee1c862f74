import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** PostgreSQL's bytes; PGlite hands back a Uint8Array, node-postgres a Buffer: both read as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export type GiftSource = 'donation' | 'order';

/** A Gift Aid claim made, with the file it made (migration 2285, decision 162). */
export const giftAidClaims = pgTable('gift_aid_claims', {
  id: uuid('id').primaryKey().defaultRandom(),
  number: integer('number').generatedAlwaysAsIdentity().unique().notNull(),
  fromDay: date('from_day').notNull(),
  toDay: date('to_day').notNull(),
  gifts: integer('gifts').notNull(),
  totalPence: integer('total_pence').notNull(),
  adjustmentPence: integer('adjustment_pence').notNull().default(0),
  file: bytes('file').notNull(),
  madeBy: uuid('made_by').references(() => users.id, { onDelete: 'set null' }),
  madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/** Each gift a claim lists, and each adjustment for one claimed before and refunded since. */
export const giftAidClaimLines = pgTable(
  'gift_aid_claim_lines',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => giftAidClaims.id, { onDelete: 'cascade' }),
    source: text('source').$type<GiftSource>().notNull(),
    giftId: uuid('gift_id').notNull(),
    amountPence: integer('amount_pence').notNull(),
    adjustment: boolean('adjustment').notNull().default(false),
  },
  (t) => [
    uniqueIndex('gift_aid_claim_lines_once')
      .on(t.source, t.giftId)
      .where(sql`NOT ${t.adjustment}`),
    index('gift_aid_claim_lines_claim').on(t.claimId),
  ],
);
