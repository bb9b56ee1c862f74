-- Uploaded images: each one is stored as several re-encoded variants under images/{id}/.
CREATE TABLE media_images (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE history_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  event_date timestamptz NOT NULL,
  image text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Titles are the events' keys in URLs: unique whatever their case.
CREATE UNIQUE INDEX history_events_name_key ON history_events (lower(name));

CREATE TABLE history_event_gallery (
  event_id uuid NOT NULL REFERENCES history_events(id) ON DELETE CASCADE,
  position integer NOT NULL,
  image text NOT NULL,
  caption text NOT NULL,
  PRIMARY KEY (event_id, position)
);

-- The one current poster.
CREATE TABLE site_poster (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  image text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE volunteer_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  label text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Demo content is seeded once per installation, never again after an admin changes it.
CREATE TABLE demo_seeds (
  name text PRIMARY KEY,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
