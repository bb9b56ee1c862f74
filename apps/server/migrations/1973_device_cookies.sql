-- Browsers that have signed in to an account (OWASP's device cookies): each keeps its own allowance of
-- password and code guesses while the account refuses unknown browsers. The cookie's token is kept only
-- as its SHA-256 hash; one browser's token may stand for several accounts, a row each.
CREATE TABLE device_cookies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  last_sign_in_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX device_cookies_token_user_idx ON device_cookies (token_hash, user_id);
CREATE INDEX device_cookies_user_id_idx ON device_cookies (user_id);
