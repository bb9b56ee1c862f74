-- The timetable (issue 15). Patterns say what a day looks like; season rules and extra days say which
-- dates run; changes on the day override one date. The running days themselves are computed from these,
-- never stored, except for each date's feed state: the SEQUENCE calendar apps need, raised whenever that
-- date's computed entry changes.
CREATE TABLE timetable_patterns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  opens text NOT NULL,
  closes text NOT NULL,
  departures jsonb NOT NULL,
  fares jsonb NOT NULL,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX timetable_patterns_name ON timetable_patterns (lower(name));

CREATE TABLE season_rules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  pattern_id uuid NOT NULL REFERENCES timetable_patterns (id),
  label text NOT NULL,
  rrule text NOT NULL,
  include_bank_holidays boolean NOT NULL DEFAULT false,
  exceptions jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE extra_running_days (
  day date PRIMARY KEY,
  pattern_id uuid NOT NULL REFERENCES timetable_patterns (id)
);

CREATE TABLE bank_holidays (
  day date PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE day_changes (
  day date PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('cancelled', 'shortened', 'changed')),
  reason text NOT NULL,
  opens text,
  closes text,
  changed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE running_day_feed (
  day date PRIMARY KEY,
  fingerprint text NOT NULL,
  sequence integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TRIGGER running_day_feed_bump AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON running_day_feed
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version('timetable');
