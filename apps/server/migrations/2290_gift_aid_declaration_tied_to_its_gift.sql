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
-- hour), a gift to one declaration at most, so that a claim lists what it listed before and never one gift twice.
WITH pairs AS (
  SELECT d.id AS declaration_id, o.id AS gift_id, abs(extract(epoch FROM o.created_at - d.made_at)) AS gap
  FROM gift_aid_declarations d JOIN booking_orders o ON lower(o.email) = d.email
  WHERE d.scope = 'this-gift' AND o.gift_aid_standard_pence IS NOT NULL
    AND abs(extract(epoch FROM o.created_at - d.made_at)) <= 3600
), nearest AS (
  SELECT DISTINCT ON (declaration_id) declaration_id, gift_id, gap FROM pairs ORDER BY declaration_id, gap
), once AS (
  SELECT DISTINCT ON (gift_id) declaration_id, gift_id FROM nearest ORDER BY gift_id, gap
)
UPDATE gift_aid_declarations d SET booking_order_id = once.gift_id FROM once WHERE d.id = once.declaration_id;

WITH pairs AS (
  SELECT d.id AS declaration_id, g.id AS gift_id, abs(extract(epoch FROM g.created_at - d.made_at)) AS gap
  FROM gift_aid_declarations d JOIN donations g ON lower(g.email) = d.email
  WHERE d.scope = 'this-gift' AND d.booking_order_id IS NULL
    AND abs(extract(epoch FROM g.created_at - d.made_at)) <= 3600
), nearest AS (
  SELECT DISTINCT ON (declaration_id) declaration_id, gift_id, gap FROM pairs ORDER BY declaration_id, gap
), once AS (
  SELECT DISTINCT ON (gift_id) declaration_id, gift_id FROM nearest ORDER BY gift_id, gap
)
UPDATE gift_aid_declarations d SET donation_id = once.gift_id FROM once WHERE d.id = once.declaration_id;
