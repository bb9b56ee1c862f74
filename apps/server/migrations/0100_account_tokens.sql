-- Single-use links e-mailed to a user: an invitation to choose a first password, or a forgotten-password
-- reset. Only the SHA-256 of each token is kept; a row is deleted when its link is used.
CREATE TABLE account_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('invitation', 'reset')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX account_tokens_user_id_idx ON account_tokens (user_id);
