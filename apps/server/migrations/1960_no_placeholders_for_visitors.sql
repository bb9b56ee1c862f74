-- The first start once put content/'s bracketed placeholders where visitors read them: sponsors named
-- "[A prison]", books titled "[Local history title 1]" with "Placeholder book cover" as their words, and
-- pages that sent visitors to the poster for dates. An installation that already ran loses each one that
-- is still exactly as the first start left it; whatever an admin wrote is kept. Each change is kept as a
-- revision, like every publish.

-- A logo whose name is still a placeholder is shown without a name (a supporter's logo); a thanked name
-- that is still one is not shown at all.
CREATE FUNCTION pg_temp.sponsors_without_placeholders(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT doc || jsonb_build_object(
    'logos', (
      SELECT coalesce(jsonb_agg(
        CASE WHEN logo ->> 'name' ~ '^\[[^]]*\]$' THEN logo || '{"name": ""}'::jsonb ELSE logo END ORDER BY n
      ), '[]'::jsonb)
      FROM jsonb_array_elements(doc -> 'logos') WITH ORDINALITY AS l (logo, n)
    ),
    'names', (
      SELECT coalesce(jsonb_agg(thanked ORDER BY n), '[]'::jsonb)
      FROM jsonb_array_elements(doc -> 'names') WITH ORDINALITY AS t (thanked, n)
      WHERE thanked ->> 'name' !~ '^\[[^]]*\]$'
    )
  )
$$;


-- Each demo book still called by its placeholder gets a plain title, and its cover plain words.
CREATE FUNCTION pg_temp.books_without_placeholders(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT doc || jsonb_build_object('books', coalesce((
    SELECT jsonb_agg(
      CASE WHEN book ->> 'title' = d.placeholder AND book ->> 'coverAlt' = d.old_alt
        THEN book || jsonb_build_object('title', d.title, 'coverAlt', d.alt)
        WHEN book ->> 'title' = d.placeholder THEN book || jsonb_build_object('title', d.title)
        ELSE book END
      ORDER BY n
    )
    FROM jsonb_array_elements(doc -> 'books') WITH ORDINALITY AS b (book, n)
    LEFT JOIN (VALUES
      ('[Local history title 1]', 'The Laxey Wheel and Its Mine',
        'Placeholder book cover in dark red with a drawing of a water wheel.',
        'Cover of The Laxey Wheel and Its Mine: a dark red cover with a drawing of a water wheel.'),
      ('[Local history title 2]', 'The Mines of Laxey',
        'Placeholder book cover in brown with a drawing of a mine chimney on a hillside.',
        'Cover of The Mines of Laxey: a brown cover with a drawing of a mine chimney on a hillside.'),
      ('[Railway title 1]', 'The Manx Electric Railway',
        'Placeholder book cover in dark brown with a drawing of an electric tram.',
        'Cover of The Manx Electric Railway: a dark brown cover with a drawing of an electric tram.'),
      ('[Railway title 2]', 'Narrow Gauge Steam',
        'Placeholder book cover in green with a drawing of a steam engine''s wheels.',
        'Cover of Narrow Gauge Steam: a green cover with a drawing of a steam engine''s wheels.'),
      ('[Local history title 3]', 'Laxey Harbour and the Coast',
        'Placeholder book cover in light brown with a drawing of a harbour and a lighthouse.',
        'Cover of Laxey Harbour and the Coast: a light brown cover with a drawing of a harbour and a lighthouse.'),
      ('[Railway title 3]', 'Island Railway Signals',
        'Placeholder book cover in grey-blue with a drawing of a railway signal.',
        'Cover of Island Railway Signals: a grey-blue cover with a drawing of a railway signal.'),
      ('[Local history title 4]', 'Miners'' Lives in Laxey',
        'Placeholder book cover in beige with a drawing of a miner''s lamp.',
        'Cover of Miners'' Lives in Laxey: a beige cover with a drawing of a miner''s lamp.')
    ) AS d (placeholder, title, old_alt, alt) ON d.placeholder = book ->> 'title'
  ), '[]'::jsonb))
$$;


-- About and Ghost Trains sent visitors to the poster for dates: the sentence, where it is still the first
-- start's, now sends them to the timetable.
CREATE FUNCTION pg_temp.dates_on_the_timetable(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT doc || jsonb_build_object('markdown', replace(replace(doc ->> 'markdown',
    'Dates for special days are shown on our poster on the home page.',
    'The dates of special days, with their times and fares, are on our [timetable](/timetable).'),
    '- Dates and times are shown on the poster on our home page.',
    '- This year’s dates and times are below, and on our [timetable](/timetable).'))
$$;

CREATE FUNCTION pg_temp.without_placeholders(item text, doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE
    WHEN doc IS NULL THEN NULL
    WHEN item = 'sponsors' THEN pg_temp.sponsors_without_placeholders(doc)
    WHEN item = 'books' THEN pg_temp.books_without_placeholders(doc)
    ELSE pg_temp.dates_on_the_timetable(doc)
  END
$$;

WITH changed AS (
  UPDATE site_content
  SET published = pg_temp.without_placeholders(key, published),
    draft = pg_temp.without_placeholders(key, draft),
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key IN ('sponsors', 'books', 'page:about', 'page:ghost-trains')
    AND pg_temp.without_placeholders(key, published) <> published
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'Placeholders taken away' FROM changed;

DROP FUNCTION pg_temp.without_placeholders(text, jsonb);
DROP FUNCTION pg_temp.sponsors_without_placeholders(jsonb);
DROP FUNCTION pg_temp.books_without_placeholders(jsonb);
DROP FUNCTION pg_temp.dates_on_the_timetable(jsonb);
