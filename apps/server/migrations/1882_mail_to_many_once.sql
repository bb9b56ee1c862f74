-- Every mail to many people (a newsletter, a day's roster mail) is recorded here in the transaction that
-- sends it. A send with the id its screen gave it goes once: compose_id is UNIQUE. A send without one is
-- refused when the same content went in the last minutes (fingerprint), under a lock (decision 082).
CREATE TABLE mail_to_many_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('newsletter', 'roster-day')),
  compose_id uuid UNIQUE,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_to_many_sends_fingerprint_idx ON mail_to_many_sends (fingerprint, created_at);
