-- The waiting list of a full train (issue 28 point 6, decision 138).

-- One row per person waiting for seats on a departure, in the order they joined. Freed seats are offered to
-- the first whose request fits: an order is held for them (order_id) and one mail sent through the mail
-- queue (mail_*: recorded with the offer, queued, claimed by one job, sent). An entry is offered once only:
-- 'waiting' becomes 'offered' once, and what became of the offer is its order's state; one who gives the
-- offer up from its mail is 'left'.
CREATE TABLE booking_waiting_list (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  departure_id uuid NOT NULL REFERENCES booking_departures (id),
  name text NOT NULL,
  email text NOT NULL,
  tickets jsonb NOT NULL,
  seats integer NOT NULL CHECK (seats > 0),
  wheelchair_spaces integer NOT NULL CHECK (wheelchair_spaces >= 0),
  total_pence integer NOT NULL CHECK (total_pence >= 0),
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'offered', 'left')),
  joined_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  order_id uuid UNIQUE REFERENCES booking_orders (id),
  offered_at timestamptz,
  mail_queued_at timestamptz,
  mail_claimed_at timestamptz,
  mail_sent_at timestamptz,
  CHECK (state <> 'offered' OR order_id IS NOT NULL),
  CHECK (state <> 'waiting' OR order_id IS NULL)
);
-- Joining twice while waiting changes nothing.
CREATE UNIQUE INDEX booking_waiting_list_once ON booking_waiting_list (departure_id, lower(email)) WHERE state = 'waiting';
CREATE INDEX booking_waiting_list_queue ON booking_waiting_list (departure_id, joined_at) WHERE state = 'waiting';
CREATE INDEX booking_waiting_list_unqueued ON booking_waiting_list (offered_at) WHERE order_id IS NOT NULL AND mail_queued_at IS NULL;
