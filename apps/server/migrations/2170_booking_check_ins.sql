-- Checking tickets in at the gate (issue 28 point 5, decision 136). Every scan a gate phone sends is kept:
-- the ticket is named by the SHA-256 of its signed reference (the manifest's hash, never the reference),
-- `id` is the phone's own id for the scan, so a phone that sends its queue again adds nothing, and the
-- partial unique index lets exactly one scan of a ticket be its check-in: every later one, from the same
-- phone or another, is stored as a repeat and shown flagged.
CREATE TABLE booking_check_ins (
  id uuid PRIMARY KEY,
  ticket_hash text NOT NULL,
  departure_id uuid NOT NULL REFERENCES booking_departures (id),
  scanned_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  device_id text NOT NULL,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  repeat boolean NOT NULL
);
CREATE UNIQUE INDEX booking_check_ins_first ON booking_check_ins (ticket_hash) WHERE NOT repeat;
CREATE INDEX booking_check_ins_departure ON booking_check_ins (departure_id);
