-- Organizer-wide idempotency of bulk creations (issue #27): an Idempotency-Key names one batch per
-- organizer, whichever of its API keys sends it. key_id: the key that created it, the only one
-- that can derive the seat tokens again (from salt and its secret, which is never stored).
-- match_batch (per API key) is still written, for replicas of the previous release. Distributed
-- by organizer under Citus.
CREATE TABLE organizer_batch (
    organizer    TEXT        NOT NULL,
    idem_key     TEXT        NOT NULL,
    key_id       UUID        NOT NULL,
    request_hash TEXT        NOT NULL,
    salt         TEXT        NOT NULL,
    match_ids    UUID[]      NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (organizer, idem_key)
);
