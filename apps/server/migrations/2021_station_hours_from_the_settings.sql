-- The Station page's words said the shop's hours by hand, whatever the settings said. Where they are still
-- exactly the first start's, they become the shop-hours token, drawn from the settings (decision 101);
-- words an admin wrote are kept. The change is kept as a revision, like every publish.

CREATE FUNCTION pg_temp.hours_from_settings(doc jsonb) RETURNS jsonb LANGUAGE sql AS $$
  SELECT CASE WHEN doc IS NULL THEN NULL ELSE doc || jsonb_build_object('markdown', replace(doc ->> 'markdown',
    E'- Open daily, 10.00am to 4.00pm\n- From Easter to the end of September\n',
    E'- {{shopHours}}\n')) END
$$;

WITH changed AS (
  UPDATE site_content
  SET published = pg_temp.hours_from_settings(published),
    draft = pg_temp.hours_from_settings(draft),
    version = version + 1,
    updated_by = 'Site upgrade',
    updated_at = now()
  WHERE key = 'page:station-and-gift-shop'
    AND pg_temp.hours_from_settings(published) <> published
  RETURNING key, published
)
INSERT INTO site_content_revisions (key, data, author, note)
SELECT key, published, 'Site upgrade', 'Shop hours from the settings' FROM changed;

DROP FUNCTION pg_temp.hours_from_settings(jsonb);
