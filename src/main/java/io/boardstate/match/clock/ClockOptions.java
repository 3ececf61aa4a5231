package io.boardstate.match.clock;

import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.bot.BotLevel;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import java.util.List;
import java.util.Map;

/** The time controls and absent-player policies a match may be created with, checked once. */
public final class ClockOptions {
    /** The longest time a clock may give: 30 days (correspondence play). */
    static final int MAX_SECONDS = 30 * 24 * 3600;

    private ClockOptions() {}

    public static MatchControl.Clock validClock(MatchControl.Clock clock) {
        if (clock == null) return MatchControl.Clock.NONE;
        if (clock.type() == null) throw invalid("type", "A clock needs a type: none, fischer or deadline.");
        return switch (clock.type()) {
            case "none" -> {
                if (clock.initialSeconds() != null
                        || clock.incrementSeconds() != null
                        || clock.secondsPerTurn() != null)
                    throw invalid("type", "A clock of type none takes no other field.");
                yield MatchControl.Clock.NONE;
            }
            case "fischer" -> {
                if (clock.secondsPerTurn() != null)
                    throw invalid("secondsPerTurn", "A fischer clock takes initialSeconds and incrementSeconds.");
                int initial = within("initialSeconds", clock.initialSeconds(), 1);
                int increment =
                        within("incrementSeconds", clock.incrementSeconds() == null ? 0 : clock.incrementSeconds(), 0);
                yield new MatchControl.Clock("fischer", initial, increment, null);
            }
            case "deadline" -> {
                if (clock.initialSeconds() != null || clock.incrementSeconds() != null)
                    throw invalid("initialSeconds", "A deadline clock takes secondsPerTurn only.");
                yield new MatchControl.Clock(
                        "deadline", null, null, within("secondsPerTurn", clock.secondsPerTurn(), 1));
            }
            default -> throw invalid("type", "Unknown clock type '" + clock.type() + "': none, fischer or deadline.");
        };
    }

    public static String validPolicy(String policy) {
        if (policy == null) return MatchControl.FORFEIT;
        if (policy.equals(MatchControl.FORFEIT)
                || policy.equals(MatchControl.PAUSE)
                || policy.equals(MatchControl.AUTO)
                || policy.equals(MatchControl.ZOMBIE)) return policy;
        throw new MatchFailure.InvalidSetup(new RuleViolation(
                RuleViolation.INVALID_CLOCK,
                "absentPolicy is forfeit, pause, auto or zombie, not '" + policy + "'.",
                Map.of("field", "absentPolicy")));
    }

    /** The most timeouts a seat may be allowed before it leaves under the zombie policy. */
    static final int MAX_ZOMBIE_TIMEOUTS = 100;

    /** The zombie policy's settings: only with that policy; a seat leaves after 1 to 100 timeouts. */
    public static void validZombie(String policy, MatchControl.ZombieOptions zombie) {
        if (zombie == null) return;
        if (!MatchControl.ZOMBIE.equals(policy))
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_CLOCK,
                    "zombie settings go with absentPolicy zombie.",
                    Map.of("field", "zombie")));
        if (zombie.afterTimeouts() < 1 || zombie.afterTimeouts() > MAX_ZOMBIE_TIMEOUTS)
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_CLOCK,
                    "zombie.afterTimeouts must be from 1 to " + MAX_ZOMBIE_TIMEOUTS + ".",
                    Map.of("field", "zombie.afterTimeouts")));
    }

    /** How far ahead a scheduled start may be. */
    static final java.time.Duration MAX_START_AHEAD = java.time.Duration.ofDays(366);

    /** A scheduled start ({@code startClocksAt}): after {@code now}, at most a year ahead; null: at once. */
    public static void validStart(java.time.Instant startClocksAt, java.time.Instant now) {
        if (startClocksAt == null) return;
        if (!startClocksAt.isAfter(now) || startClocksAt.isAfter(now.plus(MAX_START_AHEAD)))
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_CLOCK,
                    "startClocksAt must be a time after now (" + now + ") and at most 366 days ahead; omit it to start"
                            + " at once.",
                    Map.of("field", "startClocksAt")));
    }

    private static int within(String field, Integer value, int min) {
        if (value == null) throw invalid(field, "The clock needs " + field + ".");
        if (value < min || value > MAX_SECONDS)
            throw invalid(field, field + " must be from " + min + " to " + MAX_SECONDS + ".");
        return value;
    }

    private static MatchFailure.InvalidSetup invalid(String field, String message) {
        return new MatchFailure.InvalidSetup(
                new RuleViolation(RuleViolation.INVALID_CLOCK, message, Map.of("field", "clock." + field)));
    }

    /**
     * Computer players: one entry per seat (null for a person), each {@code easy}, {@code medium}
     * or {@code hard}; the absent seats' bot only under the auto or zombie policy; bots and hints
     * only for a game that has computer players.
     */
    public static void validBots(NewMatch.Bots bots, String policy, int seats, Ruleset<?, ?, ?> ruleset) {
        if (bots == null) return;
        List<String> levels = bots.seats() == null ? List.of() : bots.seats();
        if (!levels.isEmpty() && levels.size() != seats) throw new IllegalArgumentException("one bot entry per seat");
        for (int seat = 0; seat < levels.size(); seat++) {
            if (levels.get(seat) != null) level(levels.get(seat), "players[" + seat + "].bot", ruleset);
        }
        if (bots.absent() != null) {
            level(bots.absent(), "absentBot", ruleset);
            if (!policy.equals(MatchControl.AUTO) && !policy.equals(MatchControl.ZOMBIE))
                throw new MatchFailure.InvalidSetup(new RuleViolation(
                        RuleViolation.INVALID_BOT,
                        "absentBot plays absent seats' turns: it goes with absentPolicy auto or zombie.",
                        Map.of("field", "absentBot")));
        }
        if (bots.hints() && ruleset.botSupport().isEmpty())
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_BOT,
                    ruleset.info().name() + " has no computer players to give hints.",
                    Map.of("field", "allowHints")));
    }

    private static void level(String level, String field, Ruleset<?, ?, ?> ruleset) {
        if (BotLevel.of(level) == null)
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_BOT,
                    "A bot's level is easy, medium or hard, not '" + level + "'.",
                    Map.of("field", field + ".level")));
        if (ruleset.botSupport().isEmpty())
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_BOT,
                    ruleset.info().name() + " has no computer players.",
                    Map.of("field", field)));
    }
}
