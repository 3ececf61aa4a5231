package io.boardstate.engine;

/**
 * Who is looking at a state or an event: one seat (sees its own secrets), a spectator (sees
 * only public information) or the full view (everything; used for replays after the end and by
 * tests, never handed to a player during play).
 */
public record Viewer(Kind kind, int seat) {
    public enum Kind {
        SEAT,
        SPECTATOR,
        FULL
    }

    public static Viewer seat(int seat) {
        if (seat < 0) throw new IllegalArgumentException("seat must be >= 0");
        return new Viewer(Kind.SEAT, seat);
    }

    public static Viewer spectator() {
        return new Viewer(Kind.SPECTATOR, -1);
    }

    public static Viewer full() {
        return new Viewer(Kind.FULL, -1);
    }

    public boolean isSeat(int s) {
        return kind == Kind.SEAT && seat == s;
    }

    public boolean isFull() {
        return kind == Kind.FULL;
    }
}
