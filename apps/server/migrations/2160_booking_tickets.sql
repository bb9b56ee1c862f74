-- Tickets by mail and managing a booking (issue 28 point 4, decision 130).

-- The refund policy in force when the order was bought, copied onto it: a later change of the setting does
-- not change what a buyer was told. Cancelled orders give their seats back.
ALTER TABLE booking_orders ADD COLUMN refund_hours_before integer CHECK (refund_hours_before >= 0);
ALTER TABLE booking_orders ADD COLUMN cancelled_at timestamptz;
ALTER TABLE booking_orders DROP CONSTRAINT booking_orders_state_check;
ALTER TABLE booking_orders ADD CONSTRAINT booking_orders_state_check
  CHECK (state IN ('held', 'reserved', 'awaiting_payment', 'paid', 'expired', 'cancelled'));

-- One tickets mail per order: recorded in the transaction that confirms the order, queued, claimed by the
-- one job that sends it, and marked sent; a second job for the same order finds it sent and does nothing.
CREATE TABLE booking_ticket_mails (
  order_id uuid PRIMARY KEY REFERENCES booking_orders (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz
);
CREATE INDEX booking_ticket_mails_unqueued ON booking_ticket_mails (recorded_at) WHERE queued_at IS NULL;
