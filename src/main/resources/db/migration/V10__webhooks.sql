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
-- status: pending, delivered, failed (retries exhausted). Per match like every per-match table
-- (docs/SHARDING.md): hash-partitioned by match_id, keyed by it, its only foreign key to match, so
-- the append's CTE that fills it stays on the match's shard. subscription_id has no foreign key
-- (subscriptions are a reference table; deleting one fails its pending rows).
CREATE TABLE webhook_delivery (
    match_id        UUID        NOT NULL,
    id              UUID        NOT NULL DEFAULT gen_random_uuid(),
    seq             BIGSERIAL   NOT NULL,
    subscription_id UUID        NOT NULL,
    match_version   BIGINT      NOT NULL,
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
    PRIMARY KEY (match_id, id)
) PARTITION BY HASH (match_id);

DO $$
DECLARE
    partitions CONSTANT int := 16;
    i int;
BEGIN
    FOR i IN 0 .. partitions - 1 LOOP
        EXECUTE format('CREATE TABLE %I PARTITION OF webhook_delivery FOR VALUES WITH (MODULUS %s, REMAINDER %s)',
                'webhook_delivery_p' || lpad(i::text, 2, '0'), partitions, i);
    END LOOP;
END $$;

ALTER TABLE webhook_delivery ADD CONSTRAINT webhook_delivery_match_fk FOREIGN KEY (match_id) REFERENCES match (id);

-- The worker's scan (due pending rows), the order check, an organizer's listing per subscription,
-- and a redelivery by id.
CREATE INDEX webhook_delivery_due_idx ON webhook_delivery (next_attempt_at) WHERE status = 'pending';
CREATE INDEX webhook_delivery_order_idx ON webhook_delivery (subscription_id, match_id, seq)
    WHERE status = 'pending';
CREATE INDEX webhook_delivery_listing_idx ON webhook_delivery (subscription_id, seq DESC);
CREATE INDEX webhook_delivery_id_idx ON webhook_delivery (id);
