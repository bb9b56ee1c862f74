-- A "this gift" Gift Aid declaration covers exactly the gift it was made with, by id (decision 163): the gift given
-- on Donate with it, or the booking paid with Gift Aid on admission. Before, it covered any gift by the same e-mail
-- started within the hour, so a donor's second gift that hour was claimed without a declaration.
ALTER TABLE gift_aid_declarations
  ADD COLUMN donation_id uuid REFERENCES donations (id) ON DELETE SET NULL,
  ADD COLUMN booking_order_id uuid REFERENCES booking_orders (id) ON DELETE SET NULL,
  ADD CONSTRAINT gift_aid_declarations_one_gift CHECK (donation_id IS NULL OR booking_order_id IS NULL);
CREATE UNIQUE INDEX gift_aid_declarations_donation ON gift_aid_declarations (donation_id);
CREATE UNIQUE INDEX gift_aid_declarations_booking_order ON gift_aid_declarations (booking_order_id);

-- Declarations made before: each tied to the gift the old rule matched (the nearest in time by its e-mail within the
-- hour, a booking with Gift Aid before a gift on Donate), a gift to one declaration at most, so that a claim lists
-- what it listed before and never one gift twice.
WITH pairs AS (
  SELECT d.id AS declaration_id, 'booking' AS kind, o.id AS gift_id, 0 AS preference,
    abs(extract(epoch FROM o.created_at - d.made_at)) AS gap
  FROM gift_aid_declarations d JOIN booking_orders o ON lower(o.email) = d.email
  WHERE d.scope = 'this-gift' AND o.gift_aid_standard_pence IS NOT NULL
  UNION ALL
  SELECT d.id, 'donation', g.id, 1, abs(extract(epoch FROM g.created_at - d.made_at))
  FROM gift_aid_declarations d JOIN donations g ON lower(g.email) = d.email
  WHERE d.scope = 'this-gift'
), nearest AS (
  SELECT DISTINCT ON (declaration_id) * FROM pairs WHERE gap <= 3600 ORDER BY declaration_id, preference, gap
), once AS (
  SELECT DISTINCT ON (gift_id) * FROM nearest ORDER BY gift_id, gap
)
UPDATE gift_aid_declarations d
SET booking_order_id = CASE WHEN once.kind = 'booking' THEN once.gift_id END,
  donation_id = CASE WHEN once.kind = 'donation' THEN once.gift_id END
FROM once WHERE d.id = once.declaration_id;
