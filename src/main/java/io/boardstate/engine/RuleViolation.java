package io.boardstate.engine;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Why a command (or a setup) was refused. {@code code} is stable and machine-readable: {@link
 * #NOT_YOUR_TURN}, {@code ILLEGAL_MOVE/<RULE>} for a broken game rule, {@link #INVALID_OPTION}
 * for bad match options. The message is for humans; details are extra JSON-friendly facts.
 */
public record RuleViolation(String code, String message, Map<String, Object> details) {
    public static final String NOT_YOUR_TURN = "NOT_YOUR_TURN";
    public static final String GAME_OVER = "GAME_OVER";
    public static final String INVALID_OPTION = "INVALID_OPTION";
    public static final String INVALID_SEATS = "INVALID_SEATS";
    /** The match is paused (a seat's time ran out under the pause policy): no command is accepted. */
    public static final String MATCH_PAUSED = "MATCH_PAUSED";
    /** An organizer aborted the match: it ended without standings; no command is accepted. */
    public static final String MATCH_ABORTED = "MATCH_ABORTED";
    /** An organizer asked to resume a match that is not paused. */
    public static final String NOT_PAUSED = "NOT_PAUSED";
    /** A scheduled match ({@code startClocksAt}) has not started: no command is accepted before. */
    public static final String NOT_STARTED = "NOT_STARTED";
    /** The seat's time has run out; the timeout is being stored. */
    public static final String TIME_EXPIRED = "TIME_EXPIRED";

    /** The match was created without hints, or its game has no computer players to give them. */
    public static final String HINTS_OFF = "HINTS_OFF";
    /** A computer player holds the seat: it plays its own turns, nobody plays them for it. */
    public static final String BOT_SEAT = "BOT_SEAT";

    public static final String INVALID_CLOCK = "INVALID_CLOCK";
    /** A seat's computer player was asked for with a level that does not exist, or for a game without bots. */
    public static final String INVALID_BOT = "INVALID_BOT";

    public static final String ILLEGAL_MOVE_PREFIX = "ILLEGAL_MOVE/";

    /**
     * {@code ILLEGAL_MOVE/<rule>} by rule, made once per rule: engines build refusals while they
     * list legal moves (hundreds per command), and the concatenation was a visible part of that.
     * Rules are a fixed set of literals; the bound only guards against a caller passing made-up ones.
     */
    private static final ConcurrentHashMap<String, String> ILLEGAL_CODES = new ConcurrentHashMap<>();

    private static final int MAX_KEPT_CODES = 4096;

    private static String illegalCode(String rule) {
        String code = ILLEGAL_CODES.get(rule);
        if (code != null) return code;
        code = ILLEGAL_MOVE_PREFIX + rule;
        if (ILLEGAL_CODES.size() < MAX_KEPT_CODES) ILLEGAL_CODES.putIfAbsent(rule, code);
        return code;
    }

    public RuleViolation {
        details = details == null ? Map.of() : Map.copyOf(details);
    }

    /** A broken game rule: the code becomes {@code ILLEGAL_MOVE/<rule>}. */
    public static RuleViolation illegal(String rule, String message) {
        return new RuleViolation(illegalCode(rule), message, Map.of());
    }

    public static RuleViolation illegal(String rule, String message, Map<String, Object> details) {
        return new RuleViolation(illegalCode(rule), message, details);
    }

    public static RuleViolation notYourTurn(int seat) {
        return new RuleViolation(NOT_YOUR_TURN, "It is not seat " + seat + "'s turn to act.", Map.of("seat", seat));
    }

    public static RuleViolation gameOver() {
        return new RuleViolation(GAME_OVER, "The match has ended; no more commands are accepted.", Map.of());
    }

    public static RuleViolation invalidOption(String option, String message) {
        return new RuleViolation(INVALID_OPTION, message, Map.of("option", option));
    }
}
