-- The Items of Interest page's words once listed the items themselves; now the page's own list shows
-- them (Site > Items of interest), so an installation that already ran would show each item twice. Its
-- words are replaced only while they are still exactly what the first start put there: an admin's edit
-- is kept. The change is kept as a revision, like every publish.
WITH changed AS (
  UPDATE site_content
  SET published = published || jsonb_build_object('markdown', $new$## Look around you

There is more to our railway than the ride. Here are a few things to spot while you are with us.$new$::text),
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key = 'page:items-of-interest'
    AND published ->> 'title' = 'Items of Interest'
    AND published ->> 'description' = $description$Things to look out for at the Laxey Mines Railway: a station made from two bus shelters, a waiting carriage, the tunnel and the engine sheds.$description$
    AND published ->> 'markdown' = $old$## Look around you

There is more to our railway than the ride. Here are a few things to spot while you are with us.

## A station from bus shelters

Our station building began life as two bus shelters. The island's bus operator gave them to us in 2010, and volunteers turned them into the station you see today.

## The waiting carriage

Beside the station is a waiting carriage, given to us in 2015 by our friends at the Groudle Glen Railway. It was first built for Dodington House and was refurbished in 1973 by Alan Keef.

## The tunnel

The tunnel is about 70 metres long and runs under the main road and the Manx Electric Railway. The road arch above it dates from 1854. It is the only railway tunnel still in use on the island.

## The sheds

Visitors are welcome to look at the engine shed and the carriage shed. You may catch a volunteer oiling an engine or polishing brass.

## The ore wagons

The six little ore wagons were made by the Laxey blacksmith, copying the kind of wagon the mine once used.$old$
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'The items moved to a list of their own' FROM changed;
