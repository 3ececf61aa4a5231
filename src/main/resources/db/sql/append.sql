-- One write to a match's log in one autocommitted statement (CommandLog.append): the head moves, the
-- events, the snapshot (when one is due), the Idempotency-Key's answer and the timer follow, together or
-- not at all. Data-modifying CTEs all run, each seeing the snapshot of the statement: every insert hangs
-- on the head update, which holds the row lock until commit. A concurrent writer waits, then finds the
-- version moved and changes nothing. Parameters are bound by name (NamedSql).
-- The lines between "--notify{" and "--}" are kept only when the write causes webhook notifications: the
-- head then also returns the match's organizer and tournament, and one more CTE puts the notifications in
-- the outbox for each live subscription of the organizer that wants the kind, so that the usual append
-- costs nothing more.
WITH prior AS (SELECT request_hash, status, etag, response FROM idempotency_record
    WHERE match_id = :matchId AND seat = :keySeat AND idem_key = :key AND status IS NOT NULL),
  head AS (UPDATE match SET version = :newVersion, finished = :finished, updated_at = :at,
      state_checksum = :newChecksum, control = COALESCE(:control::jsonb, control)
    WHERE id = :matchId AND version = :expectedVersion
      AND (state_checksum = :expectedChecksum OR state_checksum IS NULL)
      AND NOT EXISTS (SELECT 1 FROM prior)
    RETURNING id
--notify{
      , organizer, tag_tournament
--}
    ),
  events AS (INSERT INTO match_event (match_id, version, type, payload, seat, created_at, command)
    SELECT head.id, e.version, e.type, e.payload::jsonb, :seat, :at, e.command::jsonb FROM head,
      unnest(:eventVersions::bigint[], :eventTypes::text[], :eventPayloads::text[], :eventCommands::text[])
        AS e(version, type, payload, command)
    RETURNING 1),
  snapshot AS (INSERT INTO match_snapshot (match_id, version, state, created_at)
    SELECT head.id, :newVersion, :snapshot::jsonb, :at FROM head WHERE :snapshot::text IS NOT NULL RETURNING 1),
  answer AS (INSERT INTO idempotency_record
      (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)
    SELECT head.id, :answerSeat, :answerKey, :requestHash, :status, :etag, :response, :at, :at FROM head
    WHERE :key::text IS NOT NULL RETURNING 1),
  timer AS (UPDATE match_timer t SET version = :newVersion, due_at = :dueAt, claimed_until = NULL
    FROM head WHERE t.match_id = head.id RETURNING 1)
--notify{
  , notify AS (INSERT INTO webhook_delivery
      (subscription_id, match_id, match_version, kind, data, created_at, next_attempt_at)
    SELECT s.id, head.id, :newVersion, n.kind, n.data::jsonb, :at, :at FROM head
      CROSS JOIN unnest(:notificationKinds::text[], :notificationData::text[]) WITH ORDINALITY AS n(kind, data, ord)
      JOIN webhook_subscription s ON s.organizer = head.organizer AND s.active
        AND s.deleted_at IS NULL AND n.kind = ANY(s.kinds)
        AND (s.tournament IS NULL OR s.tournament = head.tag_tournament)
    ORDER BY n.ord, s.id RETURNING 1)
--}
SELECT (SELECT count(*) FROM head), p.request_hash, p.status, p.etag, p.response
FROM (SELECT 1) one LEFT JOIN prior p ON true
