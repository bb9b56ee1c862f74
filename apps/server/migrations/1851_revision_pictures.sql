-- Revisions kept before migration 1750 made a page's picture one of its fields have none of them, so
-- restoring one showed the page without its picture. Until 1750 each page showed the drawing 1750 then
-- gave it, so those revisions get that drawing: restoring one brings the page back as it was. A revision
-- kept since 1750 always has the fields (empty when the page had no picture) and is left as it is.
UPDATE site_content_revisions AS r
SET data = r.data || p.picture
FROM (VALUES
  ('page:about', '{"picture": "/media/content/images/pages/about.svg", "pictureAlt": "The little railway: Ant pushing a carriage along the valley", "pictureCaption": ""}'::jsonb),
  ('page:ride-on-railway', '{"picture": "/media/content/images/pages/ride-on-railway.svg", "pictureAlt": "Ride on the Railway: a carriage and steam engine heading for the tunnel", "pictureCaption": ""}'::jsonb),
  ('page:station-and-gift-shop', '{"picture": "/media/content/images/pages/station-and-gift-shop.svg", "pictureAlt": "The station building and gift shop in the Valley Gardens", "pictureCaption": ""}'::jsonb),
  ('page:laxey-village', '{"picture": "/media/content/images/pages/laxey-village.svg", "pictureAlt": "Laxey village: cottages, the harbour and the sea", "pictureCaption": ""}'::jsonb),
  ('page:snaefell-wheel', '{"picture": "/media/content/images/pages/snaefell-wheel.svg", "pictureAlt": "The Snaefell Wheel, a large red water wheel in the Valley Gardens", "pictureCaption": ""}'::jsonb),
  ('page:donate', '{"picture": "/media/content/images/pages/donate.svg", "pictureAlt": "Help renew the track: new rails and sleepers, and a fundraising thermometer to 55,000 pounds", "pictureCaption": ""}'::jsonb),
  ('page:trust', '{"picture": "/media/content/images/pages/trust.svg", "pictureAlt": "Volunteers of the heritage trust at work: painting and track work", "pictureCaption": ""}'::jsonb),
  ('page:items-of-interest', '{"picture": "/media/content/images/home/items-of-interest.svg", "pictureAlt": "Items of Interest: the station made from bus shelters", "pictureCaption": ""}'::jsonb),
  ('page:ghost-trains', '{"picture": "/media/content/images/home/ghost-trains.svg", "pictureAlt": "Ghost Trains: a tunnel lit with spooky lights for Hop tu Naa", "pictureCaption": ""}'::jsonb),
  ('page:location', '{"picture": "/media/content/images/pages/line-map.svg", "pictureAlt": "Schematic map of the line: from the station in the Valley Gardens, through the tunnel under the main road and the Manx Electric Railway, to the Mines Yard", "pictureCaption": "The line at a glance: from our station in the Valley Gardens, through the tunnel, to the Mines Yard."}'::jsonb)
) AS p (key, picture)
WHERE r.key = p.key AND r.data -> 'picture' IS NULL;
