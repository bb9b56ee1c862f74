import { bigint, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';

/** One authenticator app per account: `secret` once confirmed, `pending_secret` while being set up. */
export const totpAuthenticators = pgTable('totp_authenticators', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingSince: timestamp('pending_since', { withTimezone: true }),
  /** The RFC 6238 time step of the last code accepted: a code of that step or earlier never works again. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }).notNull().default(0),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** Comma-separated transports the authenticator reported. */
    transports: text('transports').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/** Recovery codes, stored only as SHA-256 hashes; a used one keeps its row so it cannot be used again. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    ip: text('ip').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.userAgent, t.ip] })],
);
