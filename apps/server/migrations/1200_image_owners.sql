-- Who an uploaded image belongs to: 'poster', 'event:<id>', or NULL for an image uploaded with
-- upload-image that no event has taken yet. An event may show only its own images and unclaimed ones,
-- so editing one event can no longer take over (and later delete) another's pictures or the poster.
ALTER TABLE media_images ADD COLUMN owner text;

UPDATE media_images m SET owner = 'poster'
FROM site_poster p WHERE p.image LIKE '/media/images/' || m.id || '/%';

UPDATE media_images m SET owner = 'event:' || e.id
FROM history_events e WHERE m.owner IS NULL AND e.image LIKE '/media/images/' || m.id || '/%';

UPDATE media_images m SET owner = 'event:' || g.event_id
FROM history_event_gallery g WHERE m.owner IS NULL AND g.image LIKE '/media/images/' || m.id || '/%';
