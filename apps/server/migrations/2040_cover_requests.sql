-- A volunteer who cannot make a duty asks for cover (issue 30). The request hangs on the place (the
-- assignment): the asker keeps it until someone accepts, and the place then changes hands in the same row.
-- One open request per place (the partial unique index); the first acceptance closes it (a conditional
-- UPDATE ... WHERE status = 'open'), so a second acceptance at the same instant finds it closed.
CREATE TABLE cover_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assignment_id uuid NOT NULL REFERENCES duty_assignments (id) ON DELETE CASCADE,
  asked_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'covered', 'taken-back')),
  covered_by uuid REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  CHECK ((status = 'covered') = (covered_by IS NOT NULL))
);
CREATE UNIQUE INDEX cover_requests_one_open ON cover_requests (assignment_id) WHERE status = 'open';

-- The offers of cover are roster mails too (recorded, claimed, marked sent: decision 044), one per request
-- and volunteer: the request and the volunteer join the unique key, NULL for every other kind of mail.
ALTER TABLE roster_mails ADD COLUMN cover_request_id uuid REFERENCES cover_requests (id) ON DELETE CASCADE;
ALTER TABLE roster_mails ADD COLUMN recipient_id uuid REFERENCES users (id) ON DELETE CASCADE;
ALTER TABLE roster_mails DROP CONSTRAINT roster_mails_kind_check;
ALTER TABLE roster_mails ADD CONSTRAINT roster_mails_kind_check
  CHECK (kind IN ('confirmation', 'reminder', 'day-changed', 'cover-offer'));
ALTER TABLE roster_mails DROP CONSTRAINT roster_mails_assignment_id_kind_sequence_key;
ALTER TABLE roster_mails ADD CONSTRAINT roster_mails_once
  UNIQUE NULLS NOT DISTINCT (assignment_id, kind, sequence, cover_request_id, recipient_id);
