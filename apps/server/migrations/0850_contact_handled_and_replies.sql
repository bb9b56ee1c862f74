-- Received contact messages can be marked handled and answered by e-mail from the admin screen;
-- each answer is kept beside the message it answers.
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;

CREATE TABLE contact_replies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message_id uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  body text NOT NULL,
  sent_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (message_id, created_at);
