package io.boardstate.match.model;

import io.boardstate.engine.RuleViolation;

/** Why a request about a match cannot be served; the API turns each kind into its problem. */
public abstract sealed class MatchFailure extends RuntimeException {
    private MatchFailure(String message) {
        super(message);
    }

    /** No match with this id (or the id is no match id at all). */
    public static final class UnknownMatch extends MatchFailure {
        public UnknownMatch(Object id) {
            super("No match with id '" + id + "'.");
        }
    }

    /** A seat is needed and the caller is none, or the token is no seat's of this match. */
    public static final class NotASeat extends MatchFailure {
        public NotASeat(String detail) {
            super(detail);
        }
    }

    /** A past version that the match does not have. */
    public static final class UnknownVersion extends MatchFailure {
        private final long current;

        public UnknownVersion(long current) {
            super("Versions of this match run from 1 to " + current + ".");
            this.current = current;
        }

        public long current() {
            return current;
        }
    }

    /** A match of a ruleset this service does not host. */
    public static final class UnknownRuleset extends MatchFailure {
        public UnknownRuleset(String id) {
            super("No ruleset '" + id + "'; see GET /v1/rulesets.");
        }
    }

    /** A failure that is a rule the request breaks: the API answers with that rule's problem. */
    public abstract static sealed class Violated extends MatchFailure {
        private final RuleViolation violation;

        private Violated(RuleViolation violation) {
            super(violation.message());
            this.violation = violation;
        }

        public RuleViolation violation() {
            return violation;
        }
    }

    /** The match refuses the request in its present state (GAME_OVER, MATCH_PAUSED). */
    public static final class Refused extends Violated {
        public Refused(RuleViolation violation) {
            super(violation);
        }
    }

    /** The players or options do not make a match of this ruleset (INVALID_SEATS, INVALID_OPTION). */
    public static final class InvalidSetup extends Violated {
        public InvalidSetup(RuleViolation violation) {
            super(violation);
        }
    }

    /** The computer players are all busy: the request may succeed a moment later (BOTS_BUSY). */
    public static final class Busy extends MatchFailure {
        public Busy(String message) {
            super(message);
        }
    }
}
