-- The words the Books, Rolling Stock, Timetable, History, 404 and Access Denied screens had written in code
-- became their pages' words in the Site area (issue 14). A new installation gets them from content/ at its
-- first start, and an installation that already ran gets Books and Timetable from content/ at its next
-- start. Each change here is kept as a revision, like every publish.

-- Rolling Stock's words under its heading were kept with the engines (Site > Rolling stock); they move to
-- the page as the admin last left them.
WITH made AS (
  INSERT INTO site_content (key, published, updated_by)
  SELECT 'page:rolling-stock',
    jsonb_build_object(
      'title', 'Rolling Stock',
      'description', 'Meet Ant, WASP and Bee, the little engines of the Laxey Mines Railway, with our carriages, replica ore wagons, PW wagon and trolley.',
      'markdown', coalesce(published ->> 'intro', ''),
      'picture', '',
      'pictureAlt', '',
      'pictureCaption', ''
    ),
    'Site upgrade'
  FROM site_content
  WHERE key = 'trains'
  ON CONFLICT (key) DO NOTHING
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'The words moved here from Rolling stock' FROM made;

UPDATE site_content
SET published = published - 'intro',
  draft = draft - 'intro',
  version = version + 1
WHERE key = 'trains' AND published -> 'intro' IS NOT NULL;

-- The History screen always showed the heading History and never read its page's title: the title the
-- first start gave that page becomes the heading visitors know (a title an admin wrote is kept).
WITH changed AS (
  UPDATE site_content
  SET published = published || '{"title": "History"}'::jsonb,
    draft = CASE WHEN draft ->> 'title' = 'Our History' THEN draft || '{"title": "History"}'::jsonb ELSE draft END,
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key = 'page:history-intro' AND published ->> 'title' = 'Our History'
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'The screen’s heading became the page’s' FROM changed;

-- The 404 and Access Denied screens always showed their spec's heading and their buttons, whatever the
-- page said: the pages now say the same, as their title and a last line of links drawn as buttons.
WITH screens (key, title, buttons) AS (
  VALUES
    ('page:not-found', '404 Not Found', '[Go Home](/) [Where to find us](/location)'),
    ('page:access-denied', 'Access Denied', '[Go Home](/)')
),
changed AS (
  UPDATE site_content AS c
  SET published = c.published || jsonb_build_object(
      'title', s.title,
      'markdown', concat_ws(E'\n\n', nullif(c.published ->> 'markdown', ''), s.buttons)
    ),
    draft = c.draft || jsonb_build_object(
      'title', s.title,
      'markdown', concat_ws(E'\n\n', nullif(c.draft ->> 'markdown', ''), s.buttons)
    ),
    version = c.version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  FROM screens AS s
  WHERE c.key = s.key
  RETURNING c.key, c.published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'The screen’s heading and buttons became the page’s' FROM changed;
