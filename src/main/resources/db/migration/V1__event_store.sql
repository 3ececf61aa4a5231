-- One row per match: what it is and its head version (the number of events stored).
CREATE TABLE match (
    id           UUID PRIMARY KEY,
    ruleset      TEXT        NOT NULL,
    seats        INT         NOT NULL CHECK (seats > 0),
    options      JSONB       NOT NULL,
    seed         BIGINT      NOT NULL,
    version      BIGINT      NOT NULL CHECK (version >= 0),
    finished     BOOLEAN     NOT NULL DEFAULT FALSE,
    created_at   TIMESTAMPTZ NOT NULL,
    updated_at   TIMESTAMPTZ NOT NULL
);

-- Seat credentials: only a SHA-256 hash of each secret token is kept.
CREATE TABLE match_seat (
    match_id     UUID   NOT NULL REFERENCES match (id),
    seat         INT    NOT NULL,
    name         TEXT,
    token_hash   TEXT   NOT NULL UNIQUE,
    PRIMARY KEY (match_id, seat)
);

-- The append-only event log. The primary key makes a second writer of the same version fail.
CREATE TABLE match_event (
    match_id     UUID        NOT NULL REFERENCES match (id),
    version      BIGINT      NOT NULL CHECK (version > 0),
    type         TEXT        NOT NULL,
    payload      JSONB       NOT NULL,
    seat         INT,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (match_id, version)
);

-- Full state every N versions so that rebuilding a long match reads few events.
CREATE TABLE match_snapshot (
    match_id     UUID        NOT NULL REFERENCES match (id),
    version      BIGINT      NOT NULL,
    state        JSONB       NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (match_id, version)
);

-- Idempotency-Key records: claimed before a command runs, completed in the command's transaction.
CREATE TABLE idempotency_record (
    match_id      UUID        NOT NULL REFERENCES match (id),
    seat          INT         NOT NULL,
    idem_key      TEXT        NOT NULL,
    request_hash  TEXT        NOT NULL,
    status        INT,
    etag          TEXT,
    response      TEXT,
    created_at    TIMESTAMPTZ NOT NULL,
    completed_at  TIMESTAMPTZ,
    PRIMARY KEY (match_id, seat, idem_key)
);
