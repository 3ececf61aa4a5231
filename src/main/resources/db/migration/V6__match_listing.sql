-- GET /v1/matches pages through matches newest first, by (created_at, id), with keyset paging:
-- one index for every match and one per ruleset. The status filter reads along them.
CREATE INDEX match_created_idx ON match (created_at DESC, id DESC);
CREATE INDEX match_ruleset_created_idx ON match (ruleset, created_at DESC, id DESC);

-- "My matches": the seats a token holds. Not unique: uniqueness across matches is a cross-match
-- constraint (dropped in V5); tokens are 256-bit random, so a hash names one seat anyway. Under
-- Citus this lookup runs on every shard.
CREATE INDEX match_seat_token_hash_idx ON match_seat (token_hash);
