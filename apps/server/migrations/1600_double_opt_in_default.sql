-- Double opt-in is on unless the setting says 'false' (a confirmation mail before anyone is subscribed).
-- An installation that already has accounts or subscribers keeps what it did before: off, unless an
-- admin had switched it on. A new installation runs this before its first account exists, so gets it on.
INSERT INTO app_settings (key, value)
SELECT 'newsletter.double_opt_in', 'false'
WHERE (EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM subscribers))
ON CONFLICT (key) DO NOTHING;
