-- Monthly gifts (issue 29 point 2, decision 147): a donor's standing gift through the payment provider's
-- subscription. Each month paid is a gift of its own in `donations` (its receipt, its place in the appeal), made
-- once per provider invoice. The donor changes or stops it from a link whose token is stored only as its hash.
CREATE TABLE monthly_gifts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  name text NOT NULL,
  email text NOT NULL,
  -- awaiting_payment: sent to the payment page; active: paid monthly; stopped: ended by the donor or the
  -- provider (its payments failed, or it was cancelled there); expired: the payment page closed unpaid.
  state text NOT NULL CHECK (state IN ('awaiting_payment', 'active', 'stopped', 'expired')),
  stopped_by text CHECK (stopped_by IN ('donor', 'provider')),
  provider_subscription_id text UNIQUE,
  manage_token_hash text UNIQUE,
  -- How many times the amount was changed: the next change's idempotency key, so a change asked twice is made once.
  changes integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  stopped_at timestamptz,
  CHECK ((state = 'stopped') = (stopped_at IS NOT NULL))
);
CREATE INDEX monthly_gifts_email ON monthly_gifts (lower(email));

-- A month paid: the gift names its monthly gift and the provider's invoice, which makes it once.
ALTER TABLE donations
  ADD COLUMN monthly_gift_id uuid REFERENCES monthly_gifts (id) ON DELETE SET NULL,
  ADD COLUMN provider_invoice_id text UNIQUE;
CREATE INDEX donations_email ON donations (lower(email)) WHERE state = 'received';
