-- Hashes of unsubscribe tokens already used. The subscriber row is deleted at once, so without these a
-- second one-click POST with the same link (mail programs retry) would find nothing and answer 404,
-- where RFC 8058 senders expect 200: the address is already off the list. Holds no address.
CREATE TABLE unsubscribed_tokens (
  token_hash text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now()
);
