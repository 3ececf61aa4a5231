package io.boardstate.match.bot;

import io.boardstate.engine.RuleViolation;
import java.util.Map;
import java.util.UUID;

/**
 * Where a stored command hands on a turn that a computer player holds: at once, instead of
 * waiting for the deadline poll (which stays the safety net for a full bot pool or a replica
 * killed while its bot thought).
 */
public interface BotTurns {
    /** A bot seat is to act in match {@code matchId}; its turn is played once, by whoever appends first. */
    void due(UUID matchId);

    /** Why a bot seat's token neither plays for it nor asks a hint for it: 409 BOT_SEAT. */
    static RuleViolation botSeat(int seat, String level) {
        return new RuleViolation(
                RuleViolation.BOT_SEAT,
                "A computer player (" + level + ") holds seat " + seat + " and plays its turns.",
                Map.of("seat", seat, "level", level));
    }
}
