-- Spectator delay (issue #11): spectators see the match this many versions and/or seconds behind
-- its head until it ends, so players cannot watch the public feed. NULL: no delay of that kind.
-- Fixed at creation, like the options.
ALTER TABLE match ADD COLUMN delay_versions INT;
ALTER TABLE match ADD COLUMN delay_seconds INT;
