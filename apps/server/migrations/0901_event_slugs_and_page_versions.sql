-- Each history event gets a page of its own at /history/<slug>. The slug is made once, from the title,
-- when the event is added, and kept when the title changes, so a shared link keeps working.
ALTER TABLE history_events ADD COLUMN slug text;

CREATE FUNCTION history_event_slug_for(title text) RETURNS text LANGUAGE plpgsql AS $$ DECLARE base text := coalesce(nullif(trim(both '-' from left(regexp_replace(lower(title), '[^a-z0-9]+', '-', 'g'), 80)), ''), 'event'); candidate text := base; n int := 1; BEGIN WHILE EXISTS (SELECT 1 FROM history_events WHERE slug = candidate) LOOP n := n + 1; candidate := base || '-' || n; END LOOP; RETURN candidate; END $$;

DO $$ DECLARE r record; BEGIN FOR r IN SELECT id, name FROM history_events ORDER BY created_at, id LOOP UPDATE history_events SET slug = history_event_slug_for(r.name) WHERE id = r.id; END LOOP; END $$;

ALTER TABLE history_events ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX history_events_slug ON history_events (slug);

CREATE FUNCTION history_event_slug() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF NEW.slug IS NULL THEN NEW.slug := history_event_slug_for(NEW.name); END IF; RETURN NEW; END $$;

CREATE TRIGGER history_events_slug BEFORE INSERT ON history_events
  FOR EACH ROW EXECUTE FUNCTION history_event_slug();

-- The poster is on the home page, which the server renders and keeps until the content moves.
CREATE TRIGGER site_poster_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_poster
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('poster');

-- Every server process listens on this channel, so a change made through one is seen by the others
-- at once, not at their next look at the table.
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO content_versions AS v (name, version) VALUES (TG_ARGV[0], 1) ON CONFLICT (name) DO UPDATE SET version = v.version + 1; PERFORM pg_notify('content_versions', TG_ARGV[0]); RETURN NULL; END $$;
