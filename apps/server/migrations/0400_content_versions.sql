-- A number per kind of public content, raised by every change to it, so each server process can keep
-- the finished answer of a public read and only rebuild it when the number moves. A row appears with
-- the first change; no row reads as version 0.
CREATE TABLE content_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO content_versions AS v (name, version) VALUES (TG_ARGV[0], 1) ON CONFLICT (name) DO UPDATE SET version = v.version + 1; RETURN NULL; END $$;

CREATE TRIGGER history_events_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON history_events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('events');
CREATE TRIGGER history_event_gallery_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON history_event_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('events');
