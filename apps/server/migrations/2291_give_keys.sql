-- Give pressed twice opens one Checkout (decision 163): Donate's form sends a key made once per attempt, kept with
-- the gift it started, so that a second request with the key finds that gift (and its payment page) instead of
-- making another.
ALTER TABLE donations ADD COLUMN give_key text UNIQUE;
ALTER TABLE monthly_gifts ADD COLUMN give_key text UNIQUE;
