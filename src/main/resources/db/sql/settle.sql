-- A command that stores no events (CommandLog.settle): reads the head and any answer stored under the
-- Idempotency-Key and, with a key that has no answer yet, stores this one when :expect holds of the head:
-- 0 always (the request itself was malformed), 1 the head is at :expectVersion with :expectChecksum (a rule
-- rejection decided there), 2 the head is not at :expectVersion (a version conflict); -1 stores nothing.
-- The work is the function command_settle (migration V12; see append.sql why a function). Parameters are
-- bound by name (NamedSql).
SELECT version, state_checksum, finished, updated_at, stored, request_hash, status, etag, response
FROM command_settle(:matchId, :keySeat, :key, :answerSeat, :answerKey, :requestHash, :status, :etag, :response,
  :at, :expect, :expectVersion, :expectChecksum)
