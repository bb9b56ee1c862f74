-- The Donate page said what the appeal is for ("for the renewal of the track") in its code, whatever the
-- appeal; it is now a setting an admin edits beside the target. A site that already ran keeps the words
-- its visitors saw: in what is live, in a draft, and in every revision, so a restore shows them too.
UPDATE site_content
SET published = jsonb_set(published, '{donation,purpose}', '"for the renewal of the track"'),
  draft = CASE
    WHEN draft -> 'donation' IS NOT NULL AND draft -> 'donation' -> 'purpose' IS NULL
      THEN jsonb_set(draft, '{donation,purpose}', '"for the renewal of the track"')
    ELSE draft
  END,
  version = version + 1
WHERE key = 'settings' AND published -> 'donation' IS NOT NULL AND published -> 'donation' -> 'purpose' IS NULL;

UPDATE site_content_revisions
SET data = jsonb_set(data, '{donation,purpose}', '"for the renewal of the track"')
WHERE key = 'settings' AND data -> 'donation' IS NOT NULL AND data -> 'donation' -> 'purpose' IS NULL;
