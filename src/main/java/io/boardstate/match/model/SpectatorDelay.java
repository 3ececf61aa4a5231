package io.boardstate.match.model;

/**
 * How far behind the head spectators see a match until it ends: at least {@code versions} versions
 * and {@code seconds} seconds (null: no delay of that kind). Seats are never delayed.
 */
public record SpectatorDelay(Integer versions, Integer seconds) {
    public static final int MAX_VERSIONS = 10_000;
    public static final int MAX_SECONDS = 86_400;

    /** The delay as stored, or null when it delays nothing. */
    public static SpectatorDelay of(Integer versions, Integer seconds) {
        SpectatorDelay delay = new SpectatorDelay(versions, seconds);
        return delay.delays() ? delay : null;
    }

    public boolean delays() {
        return versions != null && versions > 0 || seconds != null && seconds > 0;
    }

    public int versionsOrZero() {
        return versions == null ? 0 : versions;
    }

    public int secondsOrZero() {
        return seconds == null ? 0 : seconds;
    }
}
