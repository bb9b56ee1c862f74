import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A session row is found by the SHA-256 of the cookie's token, so a stolen database holds no live tokens. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What the devices list names a session by (the token hash never leaves the server). */
    id: uuid('id').notNull().unique().defaultRandom(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    /** Until the second factor is passed, the auth hook lets this session make only second-factor calls. */
    secondFactorPending: boolean('second_factor_pending').notNull().default(false),
    webauthnChallenge: text('webauthn_challenge'),
    /** When the session last showed it is its user (sign-in, password or factor again): see confirmation.ts. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The same, by a second factor only. */
    factorConfirmedAt: timestamp('factor_confirmed_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Browsers that have signed in to an account (migration 1973): each row gives one browser its own allowance of
 * guesses at that account. Found by the SHA-256 of the device cookie's token, like a session.
 */
export const deviceCookies = pgTable(
  'device_cookies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('device_cookies_token_user_idx').on(t.tokenHash, t.userId),
    index('device_cookies_user_id_idx').on(t.userId),
  ],
);
