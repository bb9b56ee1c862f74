-- The admin's list of season rules is in the order they were added. created_at could not say it: rules
-- added in one transaction (the demo season) share now(), and the embedded database's clock is too coarse
-- to tell one insert from the next. A number from a sequence can.
ALTER TABLE season_rules ADD COLUMN added bigserial;
