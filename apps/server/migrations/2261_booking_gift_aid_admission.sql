-- Gift Aid on admission (issue 29, decision 159): an order paid online at the fare with Gift Aid keeps the standard
-- total it was offered beside, so that tax relief can tell the whole payment is a gift (at least 10% above it).
-- NULL: the standard fare.
ALTER TABLE booking_orders ADD COLUMN gift_aid_standard_pence integer CHECK (gift_aid_standard_pence > 0);
