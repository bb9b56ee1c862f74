-- A paid order whose whole payment is refunded ends (issue 28, decision 155): its seats go back, its tickets no
-- longer pass the gate, and its manage page says it is refunded. cancelled_at holds when it ended.
ALTER TABLE booking_orders DROP CONSTRAINT booking_orders_state_check;
ALTER TABLE booking_orders ADD CONSTRAINT booking_orders_state_check
  CHECK (state IN ('held', 'reserved', 'awaiting_payment', 'paid', 'expired', 'cancelled', 'refunded'));
