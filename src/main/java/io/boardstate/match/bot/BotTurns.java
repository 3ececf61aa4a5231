package io.boardstate.match.bot;

import java.util.UUID;

/**
 * Where a stored command hands on a turn that a computer player holds: at once, instead of
 * waiting for the deadline poll (which stays the safety net for a full bot pool or a replica
 * killed while its bot thought).
 */
public interface BotTurns {
    /** A bot seat is to act in match {@code matchId}; its turn is played once, by whoever appends first. */
    void due(UUID matchId);
}
