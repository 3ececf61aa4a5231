-- Ready to shard (issue #14): every per-match table is partitioned by hash of match_id, keyed by
-- match_id first and free of constraints across matches, so that the same schema can be
-- distributed with Citus (match_id, or id for `match`, as the distribution column; see
-- docs/SHARDING.md). Table names and columns do not change: a replica of the previous version
-- keeps working on this schema during a rolling upgrade.
--
-- The tables are rebuilt once (copy and swap, inside Flyway's transaction). On a large log, run
-- it in a maintenance window or pre-create the partitioned tables and copy in batches first.

-- Seat tokens are 256-bit random secrets looked up within their match: a unique index across
-- all matches is a cross-match constraint (it cannot be kept per shard), so it is dropped.
ALTER TABLE match_seat DROP CONSTRAINT IF EXISTS match_seat_token_hash_key;

DO $$
DECLARE
    -- Fixed once: more partitions later means another rewrite (or Citus shards instead).
    partitions CONSTANT int := 16;
    t text;
    i int;
BEGIN
    FOREACH t IN ARRAY ARRAY['match_seat', 'match_event', 'match_snapshot', 'idempotency_record'] LOOP
        EXECUTE format('ALTER TABLE %I RENAME TO %I', t, t || '_unpartitioned');
        -- Same columns, defaults, checks and primary key (each primary key starts with match_id).
        EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)'
                || ' PARTITION BY HASH (match_id)', t, t || '_unpartitioned');
        FOR i IN 0 .. partitions - 1 LOOP
            EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES WITH (MODULUS %s, REMAINDER %s)',
                    t || '_p' || lpad(i::text, 2, '0'), t, partitions, i);
        END LOOP;
        EXECUTE format('INSERT INTO %I SELECT * FROM %I', t, t || '_unpartitioned');
        EXECUTE format('DROP TABLE %I', t || '_unpartitioned');
        EXECUTE format('ALTER TABLE %I RENAME CONSTRAINT %I TO %I', t, (SELECT conname FROM pg_constraint
                WHERE conrelid = t::regclass AND contype = 'p'), t || '_pkey');
        -- The only foreign key: to the match's own row (co-located under Citus).
        EXECUTE format('ALTER TABLE %I ADD CONSTRAINT %I FOREIGN KEY (match_id) REFERENCES match (id)',
                t, t || '_match_fk');
    END LOOP;
END $$;
