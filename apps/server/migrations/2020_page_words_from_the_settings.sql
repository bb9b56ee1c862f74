-- Two demo pages said by hand what the settings hold, or promised what was not set (decisions 100 and 101):
-- Donate spoke of "the payment link below" and "the bank details shown" whether or not either was set, and
-- the Station page said the shop's hours whatever the settings said. Where those words are still exactly the
-- first start's, Donate loses the sentence (each panel now says how to use it, and shows only when set) and
-- the Station page's hours become the shop-hours token. Words an admin wrote are kept. Each change is kept as
-- a revision, like every publish.

CREATE FUNCTION pg_temp.words_from_settings(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE WHEN doc IS NULL THEN NULL ELSE doc || jsonb_build_object('markdown', replace(replace(doc ->> 'markdown',
    E'You can give online with the payment link below, or by bank transfer using the details shown. Please use the reference given, so that we know your gift is for the track.\n\n',
    ''),
    E'- Open daily, 10.00am to 4.00pm\n- From Easter to the end of September\n',
    E'- {{shopHours}}\n')) END
$$;

WITH changed AS (
  UPDATE site_content
  SET published = pg_temp.words_from_settings(published),
    draft = pg_temp.words_from_settings(draft),
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key IN ('page:donate', 'page:station-and-gift-shop')
    AND pg_temp.words_from_settings(published) <> published
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'Words from the settings' FROM changed;

DROP FUNCTION pg_temp.words_from_settings(jsonb);
