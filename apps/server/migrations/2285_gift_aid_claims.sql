-- Gift Aid claims (issue 29, decision 162): a claim made keeps the file it made and marks each gift it lists, so
-- that a later claim never lists the gift again. A claim withdrawn before it is submitted frees its gifts (its
-- lines are deleted; the claim stays, withdrawn, for the record).
CREATE TABLE gift_aid_claims (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  number integer GENERATED ALWAYS AS IDENTITY UNIQUE,
  from_day date NOT NULL,
  to_day date NOT NULL,
  gifts integer NOT NULL,
  total_pence integer NOT NULL,
  -- Gifts claimed before and refunded since: the amount over-claimed, given back on this claim (a positive sum).
  adjustment_pence integer NOT NULL DEFAULT 0,
  -- The ODS file as it was made: downloaded again, it is the same file.
  file bytea NOT NULL,
  made_by uuid REFERENCES users (id) ON DELETE SET NULL,
  made_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  withdrawn_at timestamptz,
  CHECK (submitted_at IS NULL OR withdrawn_at IS NULL)
);

CREATE TABLE gift_aid_claim_lines (
  claim_id uuid NOT NULL REFERENCES gift_aid_claims (id) ON DELETE CASCADE,
  -- A gift is a donation, or a booking paid with Gift Aid on admission (decision 159).
  source text NOT NULL CHECK (source IN ('donation', 'order')),
  gift_id uuid NOT NULL,
  -- What was claimed on the gift; an adjustment is negative: what was over-claimed before.
  amount_pence integer NOT NULL,
  adjustment boolean NOT NULL DEFAULT false
);
-- A gift is claimed once: two claims made at once cannot both list it.
CREATE UNIQUE INDEX gift_aid_claim_lines_once ON gift_aid_claim_lines (source, gift_id) WHERE NOT adjustment;
CREATE INDEX gift_aid_claim_lines_claim ON gift_aid_claim_lines (claim_id);
