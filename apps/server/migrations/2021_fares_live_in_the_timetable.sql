-- Fares live in the timetable's patterns (decision 101); the settings' free-text "Fares", shown nowhere, goes.
UPDATE site_content
SET published = published - 'fares', draft = draft - 'fares'
WHERE key = 'settings' AND (published ? 'fares' OR draft ? 'fares');
