-- Tournament organizers (issue #10). An organizer is named by its API keys; a key is stored as the
-- SHA-256 of its secret only, with its scopes (space-separated) and its own rate limit (NULL: the
-- configured default). Few rows, read by primary key on every organizer request: under Citus a
-- reference table, like cache_key (docs/SHARDING.md).
CREATE TABLE organizer_key (
    id          UUID             NOT NULL,
    organizer   TEXT             NOT NULL,
    name        TEXT             NOT NULL,
    key_hash    TEXT             NOT NULL,
    scopes      TEXT             NOT NULL,
    per_second  DOUBLE PRECISION,
    burst       INT,
    created_at  TIMESTAMPTZ      NOT NULL,
    revoked_at  TIMESTAMPTZ,
    PRIMARY KEY (id)
);
CREATE INDEX organizer_key_organizer_idx ON organizer_key (organizer, created_at);

-- Who created a match (NULL: anonymous) and the organizer's tags; the organizer's external player
-- ids on the seats. Listings by organizer read along the organizer's own index.
ALTER TABLE match ADD COLUMN organizer TEXT;
ALTER TABLE match ADD COLUMN tag_tournament TEXT;
ALTER TABLE match ADD COLUMN tag_round TEXT;
ALTER TABLE match ADD COLUMN tag_table TEXT;
ALTER TABLE match_seat ADD COLUMN external_id TEXT;
CREATE INDEX match_organizer_created_idx ON match (organizer, created_at DESC, id DESC)
    WHERE organizer IS NOT NULL;
CREATE INDEX match_organizer_tournament_idx ON match (organizer, tag_tournament, created_at DESC, id DESC)
    WHERE organizer IS NOT NULL;

-- Bulk creations with an Idempotency-Key, per API key: the request's fingerprint, the matches it
-- made (in request order) and the salt from which, with the API key's secret (never stored), the
-- seat tokens are derived again for a replay. Distributed by key_id under Citus.
CREATE TABLE match_batch (
    key_id       UUID        NOT NULL,
    idem_key     TEXT        NOT NULL,
    request_hash TEXT        NOT NULL,
    salt         TEXT        NOT NULL,
    match_ids    UUID[]      NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (key_id, idem_key)
);
