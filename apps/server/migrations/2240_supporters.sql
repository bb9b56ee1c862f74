-- The one supporter record (issue 29 point 1, decisions 149 and 150): one row per person, found by any of their
-- normalised e-mails (trimmed, lower case). Each domain keeps the e-mail on its own rows; this record joins them.
-- A merge moves one record's e-mails and consents to the other, so that one record answers for both.
CREATE TABLE supporters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What a Gift Aid declaration needs: full name, house name or number, postcode ('' until given).
  name text NOT NULL DEFAULT '',
  house text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supporters_name ON supporters (lower(name));

CREATE TABLE supporter_emails (
  email text PRIMARY KEY CHECK (email = lower(btrim(email))),
  supporter_id uuid NOT NULL REFERENCES supporters (id) ON DELETE CASCADE
);
CREATE INDEX supporter_emails_supporter ON supporter_emails (supporter_id);

-- Consent per purpose, as a history: the latest row of a purpose is what the supporter agreed to now.
CREATE TABLE supporter_consents (
  id bigserial PRIMARY KEY,
  supporter_id uuid NOT NULL REFERENCES supporters (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('newsletter', 'appeal', 'membership')),
  given boolean NOT NULL,
  how text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX supporter_consents_supporter ON supporter_consents (supporter_id, at);

-- The supporter's own link: only the SHA-256 of its token is kept, until it expires.
CREATE TABLE supporter_links (
  token_hash text PRIMARY KEY,
  supporter_id uuid NOT NULL REFERENCES supporters (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX supporter_links_supporter ON supporter_links (supporter_id);
