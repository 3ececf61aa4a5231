-- Signed webhooks for organizers (issue #10, part 4). A subscription belongs to an organizer (the
-- name its API keys carry, like match.organizer); `kinds` are the event kinds it wants, `tournament`
-- an optional tag filter. The signing secret is kept as issued (it must sign); after a rotation the
-- previous one keeps signing beside it until previous_until. Few rows: a reference table under Citus.
CREATE TABLE webhook_subscription (
    id              UUID        NOT NULL,
    organizer       TEXT        NOT NULL,
    url             TEXT        NOT NULL,
    description     TEXT        NOT NULL,
    kinds           TEXT[]      NOT NULL,
    tournament      TEXT,
    secret          TEXT        NOT NULL,
    previous_secret TEXT,
    previous_until  TIMESTAMPTZ,
    active          BOOLEAN     NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    deleted_at      TIMESTAMPTZ,
    PRIMARY KEY (id)
);
-- The command path's lookup: the live subscriptions of a match's organizer.
CREATE INDEX webhook_subscription_organizer_idx ON webhook_subscription (organizer)
    WHERE deleted_at IS NULL AND active;

-- The outbox: one row per (notification, subscription), inserted by the statement that stores the
-- events causing it, so it commits with them or not at all. Any replica claims due rows with
-- FOR UPDATE SKIP LOCKED and a lease (claimed_until); a replica that dies mid-delivery only delays
-- the row to the lease's end (at-least-once, same id). `seq` orders the deliveries of one match to
-- one subscription: a row waits while an earlier one of its match and subscription is pending.
-- match_id NULL: a test ping. status: pending, delivered, failed (retries exhausted).
CREATE TABLE webhook_delivery (
    id              UUID        NOT NULL DEFAULT gen_random_uuid(),
    seq             BIGSERIAL   NOT NULL,
    subscription_id UUID        NOT NULL REFERENCES webhook_subscription (id),
    match_id        UUID,
    match_version   BIGINT,
    kind            TEXT        NOT NULL,
    data            JSONB       NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    status          TEXT        NOT NULL DEFAULT 'pending',
    attempts        INT         NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    claimed_until   TIMESTAMPTZ,
    last_attempt_at TIMESTAMPTZ,
    last_status     INT,
    last_error      TEXT,
    delivered_at    TIMESTAMPTZ,
    PRIMARY KEY (id)
);
-- The worker's scan (due pending rows), the order check, and an organizer's listing per subscription.
CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_delivery_order_idx ON webhook_delivery (subscription_id, match_id, seq)
    WHERE status = 'pending';
CREATE INDEX webhook_delivery_listing_idx ON webhook_delivery (subscription_id, seq DESC);
