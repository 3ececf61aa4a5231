-- Provably fair randomness (issue #11): a match commits to its seed at creation and reveals it at
-- the end, and anyone can replay it from the seed and the public log. Both columns are nullable:
-- matches created before this version (or by a replica of the previous release during a rolling
-- upgrade) have no salt, so no commitment, and commands they stored are not kept.

-- A fresh secret per match (64 lowercase hex digits from a secure random source); the view shows
-- the SHA-256 of "<seed>:<salt>" from creation and reveals seed and salt once the match has ended.
ALTER TABLE match ADD COLUMN salt TEXT;

-- The accepted command itself (its canonical JSON, with `type`), kept on the first event it caused;
-- NULL on the command's other events and on setup events. Added to the partitioned table, so to
-- every partition: the log stays keyed and partitioned by match (docs/SHARDING.md).
ALTER TABLE match_event ADD COLUMN command JSONB;
