-- Tax relief on gifts (issue 29 point 4, decision 153). UK Gift Aid: each declaration as the donor gave it, with
-- its date and way; HMRC may ask for it for six years after the claim. Isle of Man: one row per donor and tax
-- year, the once-record of their annual statement.
CREATE TABLE gift_aid_declarations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL DEFAULT '',
  first_name text NOT NULL,
  last_name text NOT NULL,
  house text NOT NULL,
  postcode text NOT NULL,
  -- Lower case, as every domain keeps an address: the gifts it covers are this e-mail's.
  email text NOT NULL,
  scope text NOT NULL CHECK (scope IN ('this-gift', 'all-gifts')),
  way text NOT NULL CHECK (way IN ('online', 'writing', 'phone')),
  made_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  -- A phone declaration cancelled within 30 days never had effect (decision 153).
  void boolean NOT NULL DEFAULT false,
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX gift_aid_declarations_email ON gift_aid_declarations (email);

CREATE TABLE tax_statements (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- The year the tax year starts in: 2025 is 6 April 2025 to 5 April 2026.
  tax_year integer NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz,
  -- The SHA-256 of the statement link's token, made when the mail is sent: the token itself is never kept.
  link_hash text UNIQUE,
  UNIQUE (tax_year, email)
);

-- The scheme is a Site setting, the Isle of Man's until an admin chooses UK Gift Aid: set in what is live, in a
-- draft and in every revision, so that a restored revision reads as the settings do.
UPDATE site_content
SET published = jsonb_set(published, '{taxRelief}', '"isle-of-man"'),
  draft = CASE WHEN draft IS NOT NULL AND draft -> 'taxRelief' IS NULL THEN jsonb_set(draft, '{taxRelief}', '"isle-of-man"') ELSE draft END,
  version = version + 1
WHERE key = 'settings' AND published -> 'taxRelief' IS NULL;

UPDATE site_content_revisions
SET data = jsonb_set(data, '{taxRelief}', '"isle-of-man"')
WHERE key = 'settings' AND data -> 'taxRelief' IS NULL;
