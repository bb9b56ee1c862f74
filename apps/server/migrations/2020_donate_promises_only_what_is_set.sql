-- The first start's Donate words promised "the payment link below" and "the bank details shown" whether
-- or not either was set. Each panel now says how to use it, and is shown only when it is set (decision
-- 100). An installation whose Donate words still hold the first start's sentence loses it; words an admin
-- wrote are kept. The change is kept as a revision, like every publish.

CREATE FUNCTION pg_temp.without_promise(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE WHEN doc IS NULL THEN NULL ELSE doc || jsonb_build_object('markdown', replace(doc ->> 'markdown',
    E'You can give online with the payment link below, or by bank transfer using the details shown. Please use the reference given, so that we know your gift is for the track.\n\n',
    '')) END
$$;

WITH changed AS (
  UPDATE site_content
  SET published = pg_temp.without_promise(published),
    draft = pg_temp.without_promise(draft),
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key = 'page:donate'
    AND pg_temp.without_promise(published) <> published
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'Donate promises only what is set' FROM changed;

DROP FUNCTION pg_temp.without_promise(jsonb);
