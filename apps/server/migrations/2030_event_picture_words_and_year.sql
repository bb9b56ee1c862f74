-- Issue 30: an event's main picture has words for those who cannot see it, and an event known only by its
-- year ("1877") says so: its date is then the first of January of that year, shown as the year alone.
ALTER TABLE history_events ADD COLUMN image_alt text NOT NULL DEFAULT '';
ALTER TABLE history_events ADD COLUMN year_only boolean NOT NULL DEFAULT false;
