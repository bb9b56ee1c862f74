-- Each subscriber's consent, as the Isle of Man's rules on unsolicited e-mail expect it to be shown:
-- when (created_at), from which form, the words the form showed, and when the confirmation link was
-- pressed (confirmed_at, null for a signup taken without double opt-in). Rows from before keep nulls.
ALTER TABLE subscribers ADD COLUMN consent_form text;
ALTER TABLE subscribers ADD COLUMN consent_wording text;
UPDATE subscribers SET confirmed_at = NULL WHERE confirm_hash IS NULL AND confirmed_at = created_at;
