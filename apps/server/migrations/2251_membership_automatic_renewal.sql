-- Membership renewed automatically each year (issue 29 point 3, decision 152): a yearly subscription at the
-- payment provider. Each year it pays holds its id; each year after the first is made by one paid invoice.
ALTER TABLE memberships
  ADD COLUMN provider_subscription_id text,
  -- A year paid by a renewal charge: made once per invoice.
  ADD COLUMN provider_invoice_id text UNIQUE,
  -- Who ended the automatic renewal, on each year it paid: the member, or the provider.
  ADD COLUMN renewal_stopped_at timestamptz,
  ADD COLUMN renewal_stopped_by text CHECK (renewal_stopped_by IN ('member', 'provider')),
  -- The reminder's steps as every mail sent once has them (picked up by the renewals sweep, claimed, sent), and the
  -- notice a week before an automatic renewal's charge, once per year charged for.
  ADD COLUMN reminder_queued_at timestamptz,
  ADD COLUMN notice_queued_at timestamptz,
  ADD COLUMN notice_claimed_at timestamptz,
  ADD COLUMN notice_sent_at timestamptz;
-- A reminder sent before this change was queued too.
UPDATE memberships SET reminder_queued_at = reminder_claimed_at WHERE reminder_claimed_at IS NOT NULL;
CREATE INDEX memberships_subscription ON memberships (provider_subscription_id) WHERE provider_subscription_id IS NOT NULL;
