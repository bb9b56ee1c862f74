-- A monthly gift's donor may ask to be erased (issue 29 point 6, decision 150): the gift keeps its amount and
-- dates for the trust's accounts, without the donor's e-mail.
ALTER TABLE monthly_gifts ALTER COLUMN email DROP NOT NULL;
