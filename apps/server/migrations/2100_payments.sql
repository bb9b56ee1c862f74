-- The payments domain (issue 28): one row per payment a buyer is sent to the provider for, the provider's
-- events as they arrive, and the refunds an admin asks for. Amounts are integer pence. Each step that takes or
-- returns money carries an idempotency key, UNIQUE here as at the provider, so a step repeated does it once.
CREATE TABLE payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  purpose text NOT NULL,
  reference text NOT NULL,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  currency text NOT NULL DEFAULT 'gbp',
  state text NOT NULL DEFAULT 'starting'
    CHECK (state IN ('starting', 'open', 'paid', 'expired', 'partly_refunded', 'refunded')),
  provider text NOT NULL,
  provider_session_id text UNIQUE,
  checkout_url text,
  provider_payment_id text,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_reference_idx ON payments (purpose, reference);

-- A provider event is applied once: a re-delivered one meets its own id here and changes nothing.
CREATE TABLE payment_events (
  provider_event_id text PRIMARY KEY,
  payment_id uuid REFERENCES payments (id) ON DELETE CASCADE,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE refunds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
  amount_pence integer NOT NULL CHECK (amount_pence > 0),
  idempotency_key text NOT NULL UNIQUE,
  provider_refund_id text,
  state text NOT NULL DEFAULT 'asked' CHECK (state IN ('asked', 'pending', 'succeeded', 'failed')),
  asked_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refunds_payment_idx ON refunds (payment_id);
