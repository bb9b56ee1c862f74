-- The mail an admin's move of a booking sends (issue 28 point 8, decision 158): recorded with the move in its
-- transaction, queued, claimed by the one job that sends it and marked sent (as booking_ticket_mails), so a queue
-- call lost after the move commits is made good by the sweep, and a job run twice mails once. One row per move.
CREATE TABLE booking_move_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id uuid NOT NULL REFERENCES booking_orders (id),
  recorded_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_at timestamptz,
  sent_at timestamptz
);
CREATE INDEX booking_move_mails_unqueued ON booking_move_mails (recorded_at) WHERE queued_at IS NULL;
