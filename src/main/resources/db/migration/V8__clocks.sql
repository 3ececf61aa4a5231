-- Time controls (issue #11): a match's clock, its absent-player policy and what they came to, kept
-- with the head in the match row and moved by the same statement that appends events. NULL for
-- matches created before clocks (no clock, forfeit policy). JSON of io.boardstate.match.MatchControl.
ALTER TABLE match ADD COLUMN control JSONB;

-- The next deadline of each match with a clock, for the timeout scheduler: any replica claims due
-- rows with FOR UPDATE SKIP LOCKED and leases them (claimed_until) while it acts, so no leader is
-- needed and a replica that dies mid-way only delays the timeout until the lease runs out.
-- `version` is the head version the deadline was computed at; due_at NULL: nothing runs (paused,
-- finished, nobody to act). One row per match, partitioned like every per-match table
-- (docs/SHARDING.md): keyed by match_id, hash-partitioned by it, its only foreign key to match.
CREATE TABLE match_timer (
    match_id      UUID        NOT NULL,
    version       BIGINT      NOT NULL,
    due_at        TIMESTAMPTZ,
    claimed_until TIMESTAMPTZ,
    PRIMARY KEY (match_id)
) PARTITION BY HASH (match_id);

DO $$
DECLARE
    partitions CONSTANT int := 16;
    i int;
BEGIN
    FOR i IN 0 .. partitions - 1 LOOP
        EXECUTE format('CREATE TABLE %I PARTITION OF match_timer FOR VALUES WITH (MODULUS %s, REMAINDER %s)',
                'match_timer_p' || lpad(i::text, 2, '0'), partitions, i);
    END LOOP;
END $$;

ALTER TABLE match_timer ADD CONSTRAINT match_timer_match_fk FOREIGN KEY (match_id) REFERENCES match (id);

-- The scheduler's scan: due rows only. Not unique (it spans matches); under Citus it runs on every shard.
CREATE INDEX match_timer_due_idx ON match_timer (due_at) WHERE due_at IS NOT NULL;
