-- Issue 30: the poster has words for those who cannot see it, asked for at every upload; a poster uploaded
-- before keeps '' and is heard as "this season's poster" until the next upload.
ALTER TABLE site_poster ADD COLUMN image_alt text NOT NULL DEFAULT '';
