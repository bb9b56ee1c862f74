-- Settings the admin changes at run time, and secrets generated once (shared by every server process).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- unsubscribe_hash is the SHA-256 of the subscriber's HMAC token; confirm_hash that of the confirm link's token.
CREATE TABLE subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('pending', 'active')),
  unsubscribe_hash text NOT NULL UNIQUE,
  confirm_hash text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz
);

CREATE TABLE newsletters (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  image_link text,
  image_width integer,
  image_height integer,
  created_by uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One row per newsletter and subscriber: the durable send queue and the record of what went out.
CREATE TABLE newsletter_deliveries (
  id bigserial PRIMARY KEY,
  newsletter_id uuid NOT NULL REFERENCES newsletters(id) ON DELETE CASCADE,
  subscriber_id uuid REFERENCES subscribers(id) ON DELETE SET NULL,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  last_error text,
  UNIQUE (newsletter_id, email)
);
CREATE INDEX newsletter_deliveries_due_idx ON newsletter_deliveries (status, next_attempt_at);
CREATE INDEX newsletter_deliveries_newsletter_idx ON newsletter_deliveries (newsletter_id, status);

CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  queued_at timestamptz,
  mailed_at timestamptz
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
