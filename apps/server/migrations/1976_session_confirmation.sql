-- When a session last showed it is its user (a sign-in, the password or a second factor given again): changing
-- how the user signs in needs one within the last few minutes (decision 076). Sessions from before stay unconfirmed.
ALTER TABLE sessions ADD COLUMN confirmed_at timestamptz;
-- The same, by a second factor only: what changing the password of an account that has one needs.
ALTER TABLE sessions ADD COLUMN factor_confirmed_at timestamptz;
