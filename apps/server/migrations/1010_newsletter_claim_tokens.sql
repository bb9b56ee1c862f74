-- Each claim of newsletter deliveries carries a token, so a process whose lease ran out (while its
-- batch waited behind slow sends) can tell that another process has taken a row, and leave it.
ALTER TABLE newsletter_deliveries ADD COLUMN claim_token uuid;
CREATE INDEX newsletter_deliveries_claim_idx ON newsletter_deliveries (claim_token) WHERE status = 'sending';
