-- The timetable pattern a train was made bookable from (decision 156): a hold reads its fares with the train's
-- row instead of working out the whole timetable. Trains made bookable before this have none, and a hold on
-- them works the day out from the timetable as before; a pattern deleted leaves its trains none too.
ALTER TABLE booking_departures ADD COLUMN pattern_id uuid REFERENCES timetable_patterns (id) ON DELETE SET NULL;
