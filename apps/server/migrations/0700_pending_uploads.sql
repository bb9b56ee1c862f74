-- Storage keys written by an upload whose rows are not committed yet. The row goes in the same
-- transaction as the upload's own rows; one left behind (the process died mid-request) names a file
-- that nothing refers to, which the upload sweep deletes once it is old enough.
CREATE TABLE pending_uploads (
  key text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pending_uploads_created_at ON pending_uploads (created_at);
