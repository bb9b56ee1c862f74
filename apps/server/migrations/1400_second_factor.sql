-- Sessions say where they came from (the devices list) and whether they still owe a second factor.
ALTER TABLE sessions ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
CREATE UNIQUE INDEX sessions_id_idx ON sessions (id);
ALTER TABLE sessions ADD COLUMN user_agent text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN ip text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN second_factor_pending boolean NOT NULL DEFAULT false;
-- The challenge of a passkey ceremony under way in this session.
ALTER TABLE sessions ADD COLUMN webauthn_challenge text;
-- Admins signed in before this migration pass a second factor (or add one) before their next call.
UPDATE sessions SET second_factor_pending = true WHERE user_id IN (SELECT id FROM users WHERE role = 'admin');

CREATE TABLE totp_authenticators (
  user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  secret text,
  pending_secret text,
  pending_since timestamptz,
  last_time_step bigint NOT NULL DEFAULT 0,
  confirmed_at timestamptz
);

CREATE TABLE passkeys (
  id text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user_id_idx ON passkeys (user_id);

CREATE TABLE recovery_codes (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- Browser and address pairs an account has signed in from: a pair not seen before mails the owner.
CREATE TABLE known_devices (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  user_agent text NOT NULL,
  ip text NOT NULL,
  last_sign_in_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, user_agent, ip)
);
