-- Every word and setting a public page shows, one JSON document per item ('page:trust', 'settings',
-- 'books', ...): what visitors see (published), an admin's unpublished changes (draft), and a number
-- that moves with every save, the ETag an editor sends back so that nobody overwrites a change unseen.
CREATE TABLE site_content (
  key text PRIMARY KEY,
  published jsonb NOT NULL,
  draft jsonb,
  version integer NOT NULL DEFAULT 1,
  updated_by text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What each publish made live, with who and when; a restore publishes an old one again.
CREATE TABLE site_content_revisions (
  id bigserial PRIMARY KEY,
  key text NOT NULL REFERENCES site_content (key) ON DELETE CASCADE,
  data jsonb NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  note text NOT NULL DEFAULT ''
);
CREATE INDEX site_content_revisions_key ON site_content_revisions (key, id DESC);

CREATE TRIGGER site_content_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_content
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('site');
