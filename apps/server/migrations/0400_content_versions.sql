-- A number per kind of public content, raised by every change to it, so each server process can keep
-- the finished answer of a public read and only rebuild it when the number moves.
CREATE TABLE content_versions (
  name text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0
);
INSERT INTO content_versions (name) VALUES ('events');

CREATE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE content_versions SET version = version + 1 WHERE name = TG_ARGV[0]; RETURN NULL; END $$;

CREATE TRIGGER history_events_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON history_events
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('events');
CREATE TRIGGER history_event_gallery_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON history_event_gallery
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('events');
