-- SHA-256 (hex) of the state after the head version. A command decided on a cached state is
-- stored only while the head still has the checksum of that state, so no cache can make the log
-- accept a move. NULL for matches stored before this column: their first command sets it.
ALTER TABLE match ADD COLUMN state_checksum TEXT;

-- The key that seals (HMAC) the states replicas put in Redis, shared through the database so
-- that an entry nobody with database access wrote is never believed.
CREATE TABLE cache_key (
    id      INT  PRIMARY KEY CHECK (id = 1),
    secret  TEXT NOT NULL
);
INSERT INTO cache_key VALUES (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- Idempotency records are now written once, with their answer, in the statement that stores the
-- command: claims of requests that never finished are dropped.
DELETE FROM idempotency_record WHERE status IS NULL;
