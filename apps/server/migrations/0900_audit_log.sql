-- Every admin action: who (kept by name and address too, so removing an account keeps its history),
-- what (the call, the address it was made to, what the handler said it changed), the answer's status,
-- when and from which address. Rows are only ever added: the site has no call that changes them, and
-- the database refuses an UPDATE or DELETE (a restore empties the table with TRUNCATE instead).
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id uuid,
  actor_email text NOT NULL,
  actor_name text NOT NULL,
  action text NOT NULL,
  method text NOT NULL,
  path text NOT NULL,
  status integer NOT NULL,
  ip text NOT NULL,
  details text NOT NULL DEFAULT ''
);
CREATE INDEX audit_log_at ON audit_log (at DESC);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;

CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
