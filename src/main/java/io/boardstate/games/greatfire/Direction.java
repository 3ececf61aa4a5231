package io.boardstate.games.greatfire;

/** A compass direction as printed on fire movement cards and board arrows (seed l.41). */
public enum Direction {
    N,
    E,
    S,
    W;

    public Direction opposite() {
        return switch (this) {
            case N -> S;
            case E -> W;
            case S -> N;
            case W -> E;
        };
    }
}
