-- Giving to the railway (issue 29 point 2, decision 146): one row per gift, given on Donate (online or by bank
-- transfer) or recorded by an admin (cash, cheque, transfer). Amounts are integer pence. The appeal's amount
-- raised is the sum of the gifts received, never a number typed in.
CREATE TABLE donations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What the donor gives with a transfer and what the receipt is numbered by: short, unguessable, no 0/O or 1/I.
  reference text NOT NULL UNIQUE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  way text NOT NULL CHECK (way IN ('online', 'transfer', 'cash', 'cheque', 'earlier')),
  state text NOT NULL CHECK (state IN ('pledged', 'awaiting_payment', 'received', 'expired', 'refunded')),
  name text NOT NULL,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  received_at timestamptz,
  recorded_by uuid REFERENCES users (id) ON DELETE SET NULL,
  -- The one receipt of a received gift with an address: queued by the sweep, claimed by one job, marked sent.
  receipt_queued_at timestamptz,
  receipt_claimed_at timestamptz,
  receipt_sent_at timestamptz,
  CHECK (state <> 'received' OR received_at IS NOT NULL)
);
CREATE INDEX donations_received ON donations (received_at) WHERE state = 'received';
CREATE INDEX donations_receipts_unqueued ON donations (received_at)
  WHERE state = 'received' AND email IS NOT NULL AND receipt_queued_at IS NULL;

-- Donate's thermometer is in its first HTML: a gift received (or a pledge made) makes the page again. A
-- receipt's progress changes no column named here, so it leaves the page alone.
CREATE TRIGGER donations_bump AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF state, amount_pence ON donations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('donations');

-- What an installation raised before gifts were recorded here was a number an admin typed in the settings;
-- it becomes one gift, so that the thermometer shows the same amount after the upgrade.
INSERT INTO donations (reference, amount_pence, way, state, name, received_at)
SELECT 'EARLIER', round((published -> 'donation' ->> 'raised')::numeric * 100)::integer, 'earlier', 'received',
  'Raised before gifts were recorded on this site', now()
FROM site_content
WHERE key = 'settings' AND coalesce((published -> 'donation' ->> 'raised')::numeric, 0) > 0;

-- Each receipt names the trust's charity number, a setting beside its name: '' (not shown) until an admin sets it,
-- in what is live, in a draft and in every revision, so that a restored revision reads as the settings do.
UPDATE site_content
SET published = jsonb_set(published, '{charityNumber}', '""'),
  draft = CASE WHEN draft IS NOT NULL AND draft -> 'charityNumber' IS NULL THEN jsonb_set(draft, '{charityNumber}', '""') ELSE draft END,
  version = version + 1
WHERE key = 'settings' AND published -> 'charityNumber' IS NULL;

UPDATE site_content_revisions
SET data = jsonb_set(data, '{charityNumber}', '""')
WHERE key = 'settings' AND data -> 'charityNumber' IS NULL;
