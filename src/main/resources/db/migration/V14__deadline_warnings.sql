-- Deadline warnings (issue #27, item 1): the webhook kind `seat.deadline_warning`, sent when a seat
-- to act has one of its subscription's lead times or less left before its deadline. Additive only
-- (docs/adr/0004): a release that does not know them leaves these columns NULL and works as before.

-- A subscription's lead times in seconds, distinct, ascending (NULL: the default, one warning
-- 5 minutes ahead). Only read for subscriptions that want `seat.deadline_warning`.
ALTER TABLE webhook_subscription ADD COLUMN deadline_warnings INT[];

-- Where the warning scan stands on the match's current deadlines: `warn_version` is the head
-- version it last looked at, `warn_next_at` when it must look again (the next warning of that
-- version, or the end of a replica's lease while it works; NULL: no warning is left at that
-- version). A command moves `version` and so makes the row new to the scan without touching these
-- (the previous release's command_append resets only its own columns). Same row, same shard.
ALTER TABLE match_timer ADD COLUMN warn_version BIGINT;
ALTER TABLE match_timer ADD COLUMN warn_next_at TIMESTAMPTZ;
