-- A booking on a cancelled day is told once per train it was on (issue 28 point 7, decision 157): a booking moved to
-- another day that is cancelled in turn gets that day's mail and choices too. Each record now names its train.
ALTER TABLE booking_day_cancellations ADD COLUMN departure_id uuid REFERENCES booking_departures (id);

-- A record made before this names the order's train now, unless the buyer moved away from it: that train was not
-- kept, so the record names none, and the train the booking moved to is told when its own day is cancelled.
UPDATE booking_day_cancellations c SET departure_id = o.departure_id
  FROM booking_orders o
  WHERE o.id = c.order_id AND c.choice IS DISTINCT FROM 'moved';

ALTER TABLE booking_day_cancellations DROP CONSTRAINT booking_day_cancellations_pkey;
ALTER TABLE booking_day_cancellations ADD CONSTRAINT booking_day_cancellations_order_train UNIQUE (order_id, departure_id);
ALTER TABLE booking_day_cancellations ALTER COLUMN order_id SET NOT NULL;
