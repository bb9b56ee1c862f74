-- When a day with bookings is cancelled (issue 28 point 7, decision 140), and when its crew is missing (decision 141).

-- Each live order (reserved or paid) on a cancelled day: its one mail offering the three choices, recorded by the
-- booking sweep, queued, claimed by the one job that sends it and marked sent (as booking_ticket_mails), then
-- the buyer's one choice. A day cancelled again finds its orders here and mails nobody twice.
CREATE TABLE booking_day_cancellations (
  order_id uuid PRIMARY KEY REFERENCES booking_orders (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz,
  choice text CHECK (choice IN ('moved', 'refunded', 'donated')),
  chosen_at timestamptz
);
CREATE INDEX booking_day_cancellations_unqueued ON booking_day_cancellations (recorded_at) WHERE queued_at IS NULL;

-- A fare its buyer gave to the railway instead of taking a refund: the payment keeps the money, this says why.
CREATE TABLE fare_donations (
  payment_id uuid PRIMARY KEY REFERENCES payments (id),
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A running day with bookable trains whose roster lacks a Driver or a Guard: its sales pause until the crew is
-- rostered or an admin overrides; the admins are told once.
CREATE TABLE booking_crew_pauses (
  day date PRIMARY KEY,
  missing text NOT NULL,
  paused_at timestamptz NOT NULL DEFAULT now(),
  admins_told_at timestamptz,
  overridden_at timestamptz,
  overridden_by uuid REFERENCES users (id) ON DELETE SET NULL
);
