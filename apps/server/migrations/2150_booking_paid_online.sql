-- Paying online for seats (issue 28, decision 129): a hold whose buyer went to pay waits for the payment
-- provider (awaiting_payment), and the payment's confirmation makes it paid. The payments table keeps the money;
-- the order keeps its seats.
ALTER TABLE booking_orders DROP CONSTRAINT booking_orders_state_check;
ALTER TABLE booking_orders ADD CONSTRAINT booking_orders_state_check
  CHECK (state IN ('held', 'reserved', 'awaiting_payment', 'paid', 'expired'));
ALTER TABLE booking_orders ADD COLUMN paid_at timestamptz;
