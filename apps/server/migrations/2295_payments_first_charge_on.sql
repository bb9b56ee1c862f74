-- A subscription whose first charge falls later (decision 161) keeps that day with its payment, so that the page
-- the buyer returns to can say that nothing was taken today and when the first charge falls.
ALTER TABLE payments ADD COLUMN first_charge_on date;
