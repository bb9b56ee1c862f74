-- Membership of the trust (issue 29 point 3, decision 151). A member is a person, by their e-mail (lower case),
-- with one number for life; a membership is one year of it, joined or renewed online, paid in cash, by cheque or
-- by transfer (an admin records it) or given free to a volunteer. Amounts are integer pence.
CREATE TABLE members (
  email text PRIMARY KEY,
  -- Readable and kept across renewals: the next after the highest, so a restored backup carries on from it.
  number integer NOT NULL UNIQUE CHECK (number > 0),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  name text NOT NULL,
  type_name text NOT NULL,
  price_pence integer NOT NULL CHECK (price_pence >= 0),
  way text NOT NULL CHECK (way IN ('online', 'cash', 'cheque', 'transfer', 'volunteer')),
  state text NOT NULL CHECK (state IN ('awaiting_payment', 'paid', 'expired', 'refunded')),
  -- The year it runs: from the day it is paid, or from the end of the one it renews.
  starts_on date,
  ends_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- A volunteer's free membership: the calendar year whose hours earned it, once per person and year.
  free_year integer,
  -- Each mail once: the welcome with the card (queued, claimed by one job, sent), and the renewal reminder.
  welcome_queued_at timestamptz,
  welcome_claimed_at timestamptz,
  welcome_sent_at timestamptz,
  reminder_claimed_at timestamptz,
  reminder_sent_at timestamptz,
  CHECK (state <> 'paid' OR (paid_at IS NOT NULL AND starts_on IS NOT NULL AND ends_on IS NOT NULL)),
  UNIQUE (email, free_year)
);
CREATE INDEX memberships_email ON memberships (email);
CREATE INDEX memberships_ends ON memberships (ends_on) WHERE state = 'paid';

-- A member's own page (card and renewal), opened by a link mailed to them: only the token's hash is kept.
CREATE TABLE membership_links (
  token_hash text PRIMARY KEY,
  email text NOT NULL REFERENCES members (email) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
