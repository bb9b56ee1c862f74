-- Booking seats on event trains (issue 28, decision 128): carriages' seats, bookable departures, orders.

-- The seats and wheelchair spaces of a carriage in the Site area's Rolling Stock list (linked by its item id;
-- its name and pictures stay there).
CREATE TABLE booking_carriages (
  rolling_stock_id text PRIMARY KEY,
  seats integer NOT NULL CHECK (seats BETWEEN 0 AND 200),
  wheelchair_spaces integer NOT NULL CHECK (wheelchair_spaces BETWEEN 0 AND 20)
);

-- A departure made bookable: its capacity is its make-up's, copied here whenever the make-up or a carriage
-- changes, so that the CHECKs below can refuse overselling: a hold adds to the *_taken counts in one
-- conditional UPDATE, and a count past its capacity is refused by the database whatever the code does.
CREATE TABLE booking_departures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL,
  departs text NOT NULL CHECK (departs ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  carriages text[] NOT NULL,
  seats integer NOT NULL CHECK (seats >= 0),
  wheelchair_spaces integer NOT NULL CHECK (wheelchair_spaces >= 0),
  seats_taken integer NOT NULL DEFAULT 0,
  wheelchair_spaces_taken integer NOT NULL DEFAULT 0,
  sales_open_days_before integer NOT NULL CHECK (sales_open_days_before BETWEEN 0 AND 366),
  sales_close_minutes_before integer NOT NULL CHECK (sales_close_minutes_before BETWEEN 0 AND 1440),
  max_seats_per_order integer NOT NULL CHECK (max_seats_per_order BETWEEN 1 AND 50),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT booking_departures_seats_left CHECK (seats_taken BETWEEN 0 AND seats),
  CONSTRAINT booking_departures_wheelchair_spaces_left CHECK (wheelchair_spaces_taken BETWEEN 0 AND wheelchair_spaces),
  UNIQUE (day, departs)
);

-- An order: held while the buyer gives their details (its seats counted in the departure's *_taken until
-- it is reserved or its hold runs out and it is given back), then reserved, paid at the station. Online
-- payment will add states between held and paid. Only the SHA-256 of its secret reference is kept.
CREATE TABLE booking_orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL DEFAULT 'booking' CHECK (purpose IN ('booking')),
  reference_hash text NOT NULL UNIQUE,
  departure_id uuid NOT NULL REFERENCES booking_departures (id),
  state text NOT NULL CHECK (state IN ('held', 'reserved', 'expired')),
  tickets jsonb NOT NULL,
  seats integer NOT NULL CHECK (seats >= 0),
  wheelchair_spaces integer NOT NULL CHECK (wheelchair_spaces >= 0),
  total_pence integer NOT NULL CHECK (total_pence >= 0),
  held_until timestamptz NOT NULL,
  name text,
  email text,
  created_at timestamptz NOT NULL DEFAULT now(),
  reserved_at timestamptz
);
CREATE INDEX booking_orders_departure ON booking_orders (departure_id, state);
CREATE INDEX booking_orders_held ON booking_orders (held_until) WHERE state = 'held';

-- The days with bookable trains are in the first HTML of /book, /timetable and Ghost Trains: making a train
-- bookable or not makes those pages again. A sale changes only the *_taken counts, which no page holds.
CREATE TRIGGER booking_departures_bump AFTER INSERT OR DELETE OR TRUNCATE ON booking_departures
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('booking');
