-- The command path's two writes as functions of one match (issue #25), called by CommandLog in one
-- statement each. They do what db/sql/append.sql and settle.sql did as data-modifying CTEs, which Citus
-- cannot route to one shard (it splits them into subplans through the coordinator, and refuses them
-- outright under generic plans). Under Citus, start-up distributes both by p_match_id, co-located with
-- match (Distribution.java): the coordinator hands the whole call to the worker holding the match's
-- shards, which runs it locally in one transaction. On plain Postgres they are ordinary functions.
-- Additive: the previous release keeps its own statements.

-- Appends to a match's log when its head is still where the command found it: the head moves, the
-- events, the snapshot (when one is due), the Idempotency-Key's answer, the timer and the webhook
-- notifications follow, together or not at all. One row: stored (1 or 0) and, when the key already has
-- an answer, that answer (the head then does not move). A concurrent writer waits on the head's row
-- lock, then finds the version moved and changes nothing; two requests storing the same key meet on
-- its primary key (23505, which CommandLog handles).
CREATE OR REPLACE FUNCTION command_append(
    p_match_id uuid, p_key_seat int, p_key text, p_new_version bigint, p_finished boolean, p_at timestamptz,
    p_new_checksum text, p_control text, p_expected_version bigint, p_expected_checksum text, p_seat int,
    p_event_versions bigint[], p_event_types text[], p_event_payloads text[], p_event_commands text[],
    p_snapshot text, p_answer_seat int, p_answer_key text, p_request_hash text, p_status int, p_etag text,
    p_response text, p_due_at timestamptz, p_notification_kinds text[], p_notification_data text[])
RETURNS TABLE (stored bigint, request_hash text, status int, etag text, response text)
LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
    v_organizer text;
    v_tournament text;
    i int;
    n record;
BEGIN
    IF p_key IS NOT NULL THEN
        RETURN QUERY SELECT 0::bigint, r.request_hash, r.status, r.etag, r.response FROM idempotency_record r
            WHERE r.match_id = p_match_id AND r.seat = p_key_seat AND r.idem_key = p_key AND r.status IS NOT NULL;
        IF FOUND THEN RETURN; END IF;
    END IF;
    UPDATE match SET version = p_new_version, finished = p_finished, updated_at = p_at,
            state_checksum = p_new_checksum, control = COALESCE(p_control::jsonb, control)
        WHERE id = p_match_id AND version = p_expected_version
            AND (state_checksum = p_expected_checksum OR state_checksum IS NULL)
        RETURNING organizer, tag_tournament INTO v_organizer, v_tournament;
    IF NOT FOUND THEN
        RETURN QUERY SELECT 0::bigint, NULL::text, NULL::int, NULL::text, NULL::text;
        RETURN;
    END IF;
    -- One insert per event: each is a single-row insert Citus runs on the local shard.
    FOR i IN 1 .. coalesce(cardinality(p_event_versions), 0) LOOP
        INSERT INTO match_event (match_id, version, type, payload, seat, created_at, command)
            VALUES (p_match_id, p_event_versions[i], p_event_types[i], p_event_payloads[i]::jsonb, p_seat, p_at,
                p_event_commands[i]::jsonb);
    END LOOP;
    IF p_snapshot IS NOT NULL THEN
        INSERT INTO match_snapshot (match_id, version, state, created_at)
            VALUES (p_match_id, p_new_version, p_snapshot::jsonb, p_at);
    END IF;
    IF p_key IS NOT NULL THEN
        INSERT INTO idempotency_record
                (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)
            VALUES (p_match_id, p_answer_seat, p_answer_key, p_request_hash, p_status, p_etag, p_response, p_at, p_at);
    END IF;
    UPDATE match_timer SET version = p_new_version, due_at = p_due_at, claimed_until = NULL
        WHERE match_id = p_match_id;
    -- The outbox, in the order the notifications came and by subscription (seq orders the deliveries).
    IF cardinality(p_notification_kinds) > 0 AND v_organizer IS NOT NULL THEN
        FOR n IN SELECT s.id AS subscription_id, k.kind, k.data FROM unnest(p_notification_kinds, p_notification_data)
                WITH ORDINALITY AS k(kind, data, ord)
                JOIN webhook_subscription s ON s.organizer = v_organizer AND s.active AND s.deleted_at IS NULL
                    AND k.kind = ANY(s.kinds) AND (s.tournament IS NULL OR s.tournament = v_tournament)
                ORDER BY k.ord, s.id LOOP
            INSERT INTO webhook_delivery (subscription_id, match_id, match_version, kind, data, created_at, next_attempt_at)
                VALUES (n.subscription_id, p_match_id, p_new_version, n.kind, n.data::jsonb, p_at, p_at);
        END LOOP;
    END IF;
    RETURN QUERY SELECT 1::bigint, NULL::text, NULL::int, NULL::text, NULL::text;
END $fn$;

-- A command that stores no events: reads the head and any answer stored under the Idempotency-Key and,
-- with a key that has no answer yet, stores this one when p_expect holds of the head: 0 always (the
-- request itself was malformed), 1 the head is at p_expect_version with p_expect_checksum (a rule
-- rejection decided there), 2 the head is not at p_expect_version (a version conflict); -1 stores
-- nothing. No row: no such match.
CREATE OR REPLACE FUNCTION command_settle(
    p_match_id uuid, p_key_seat int, p_key text, p_answer_seat int, p_answer_key text, p_request_hash text,
    p_status int, p_etag text, p_response text, p_at timestamptz, p_expect int, p_expect_version bigint,
    p_expect_checksum text)
RETURNS TABLE (version bigint, state_checksum text, finished boolean, updated_at timestamptz, stored bigint,
    request_hash text, status int, etag text, response text)
LANGUAGE plpgsql SET search_path FROM CURRENT AS $fn$
DECLARE
    h record;
    p record;
    v_stored bigint := 0;
BEGIN
    SELECT m.version, m.state_checksum, m.finished, m.updated_at INTO h FROM match m WHERE m.id = p_match_id;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT r.request_hash, r.status, r.etag, r.response INTO p FROM idempotency_record r
        WHERE r.match_id = p_match_id AND r.seat = p_key_seat AND r.idem_key = p_key AND r.status IS NOT NULL;
    IF p_answer_key IS NOT NULL AND p.request_hash IS NULL AND (p_expect = 0
            OR (p_expect = 1 AND h.version = p_expect_version
                AND (h.state_checksum = p_expect_checksum OR h.state_checksum IS NULL))
            OR (p_expect = 2 AND h.version <> p_expect_version)) THEN
        INSERT INTO idempotency_record
                (match_id, seat, idem_key, request_hash, status, etag, response, created_at, completed_at)
            VALUES (p_match_id, p_answer_seat, p_answer_key, p_request_hash, p_status, p_etag, p_response, p_at, p_at);
        v_stored := 1;
    END IF;
    RETURN QUERY SELECT h.version, h.state_checksum, h.finished, h.updated_at, v_stored,
        p.request_hash, p.status, p.etag, p.response;
END $fn$;
