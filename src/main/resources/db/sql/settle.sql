-- A command that stores no events (CommandLog.settle): reads the head and any answer stored under the
-- Idempotency-Key and, with a key that has no answer yet, stores this one when :expect holds of the head:
-- 0 always (the request itself was malformed), 1 the head is at :expectVersion with :expectChecksum (a rule
-- rejection decided there), 2 the head is not at :expectVersion (a version conflict); -1 stores nothing.
-- Parameters are bound by name (NamedSql).
WITH head AS (SELECT version, state_checksum, finished, updated_at FROM match WHERE id = :matchId),
  prior AS (SELECT request_hash, status, etag, response FROM idempotency_record
    WHERE match_id = :matchId AND seat = :keySeat AND idem_key = :key AND status IS NOT NULL),
  answer AS (INSERT INTO idempotency_record
      (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)
    SELECT :matchId, :answerSeat, :answerKey, :requestHash, :status, :etag, :response, :at, :at FROM head
    WHERE :answerKey::text IS NOT NULL AND NOT EXISTS (SELECT 1 FROM prior) AND CASE :expect::int
      WHEN 0 THEN true
      WHEN 1 THEN head.version = :expectVersion
        AND (head.state_checksum = :expectChecksum OR head.state_checksum IS NULL)
      WHEN 2 THEN head.version <> :expectVersion ELSE false END
    RETURNING 1)
SELECT h.version, h.state_checksum, h.finished, h.updated_at, (SELECT count(*) FROM answer),
  p.request_hash, p.status, p.etag, p.response
FROM head h LEFT JOIN prior p ON true
