-- Small World became a family core with the base game as its first edition (issue #7): the
-- state's JSON shape changed (markers by kind, race and power ids, edition data slots), while
-- event names and payloads did not. Snapshots of smallworld matches are dropped; the next read
-- rebuilds the state from the event log and stores a new snapshot in due course.
DELETE FROM match_snapshot
WHERE match_id IN (SELECT id FROM match WHERE ruleset = 'smallworld');

-- Their state checksums were taken of the old shape: forget them, the next command sets them again.
UPDATE match SET state_checksum = NULL WHERE ruleset = 'smallworld';
