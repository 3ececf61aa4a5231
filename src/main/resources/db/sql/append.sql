-- One write to a match's log in one autocommitted statement (CommandLog.append): the head moves, the
-- events, the snapshot (when one is due), the Idempotency-Key's answer, the timer and the webhook
-- notifications follow, together or not at all. The work is the function command_append (migration V12):
-- a function of one match, so that Citus runs it whole on the worker holding the match (a statement of
-- data-modifying CTEs, as before, is not routable to one shard). Parameters are bound by name (NamedSql).
SELECT stored, request_hash, status, etag, response FROM command_append(:matchId, :keySeat, :key, :newVersion,
  :finished, :at, :newChecksum, :control, :expectedVersion, :expectedChecksum, :seat, :eventVersions::bigint[],
  :eventTypes::text[], :eventPayloads::text[], :eventCommands::text[], :snapshot, :answerSeat, :answerKey,
  :requestHash, :status, :etag, :response, :dueAt, :notificationKinds::text[], :notificationData::text[])
