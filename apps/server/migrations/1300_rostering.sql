-- Volunteer rostering (issue 16): duty roles, what each timetable pattern needs of them, volunteers'
-- qualifications and availability, the duties themselves, and the roster's mail, each recorded once.
CREATE TABLE duty_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  -- The qualification a volunteer must hold, valid on the day, to be given this duty; NULL for none.
  qualification text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX duty_roles_name ON duty_roles (lower(name));

CREATE TABLE role_needs (
  pattern_id uuid NOT NULL REFERENCES timetable_patterns (id) ON DELETE CASCADE,
  role_id uuid NOT NULL REFERENCES duty_roles (id) ON DELETE CASCADE,
  places integer NOT NULL CHECK (places BETWEEN 1 AND 50),
  PRIMARY KEY (pattern_id, role_id)
);

CREATE TABLE volunteer_qualifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  qualification text NOT NULL,
  expires_on date NOT NULL,
  UNIQUE (user_id, qualification)
);

CREATE TABLE volunteer_availability (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  available boolean NOT NULL,
  PRIMARY KEY (user_id, day)
);

-- One row per place taken. Places of a (day, role) are numbered from 1; UNIQUE (day, role_id, slot) lets
-- exactly one of two people taking the last place at the same instant have it.
CREATE TABLE duty_assignments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  day date NOT NULL,
  role_id uuid NOT NULL REFERENCES duty_roles (id),
  slot integer NOT NULL CHECK (slot >= 1),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Hours an admin corrected; NULL means the day's opening hours.
  hours numeric(4, 2) CHECK (hours >= 0 AND hours <= 24),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (day, role_id, slot),
  UNIQUE (day, role_id, user_id)
);
CREATE INDEX duty_assignments_user ON duty_assignments (user_id, day);

-- Each roster mail, recorded before it is queued: the unique key makes it once, however many processes
-- record it; `mailed_at` and the claim make it sent once, however many jobs carry it.
CREATE TABLE roster_mails (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  assignment_id uuid NOT NULL REFERENCES duty_assignments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('confirmation', 'reminder', 'day-changed')),
  -- For a day's change, the feed SEQUENCE it raised: each change is told once.
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  claimed_until timestamptz,
  mailed_at timestamptz,
  UNIQUE (assignment_id, kind, sequence)
);
CREATE INDEX roster_mails_unsent ON roster_mails (created_at) WHERE mailed_at IS NULL;

-- A change to a running day (cancelled, shortened, new hours) raises its SEQUENCE: every volunteer on
-- that day's roster is told, in the same transaction as the change, whoever made it.
-- (One line: the migration runner splits statements at semicolons that end a line.)
CREATE FUNCTION roster_day_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO roster_mails (assignment_id, kind, sequence) SELECT a.id, 'day-changed', NEW.sequence FROM duty_assignments a WHERE a.day = NEW.day ON CONFLICT DO NOTHING; RETURN NULL; END $$;
CREATE TRIGGER running_day_feed_roster AFTER UPDATE OF sequence ON running_day_feed
  FOR EACH ROW WHEN (NEW.sequence > OLD.sequence) EXECUTE FUNCTION roster_day_changed();

-- A volunteer's personal calendar feed: only the SHA-256 of its secret address is kept.
CREATE TABLE roster_feeds (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
