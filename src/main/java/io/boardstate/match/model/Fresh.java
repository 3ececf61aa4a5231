package io.boardstate.match.model;

/**
 * A read the caller may hold already (a conditional GET): the version it was made at, and the
 * value, or null when the caller said it holds this version (so nothing was rendered).
 */
public record Fresh<T>(long version, T value) {
    public boolean unchanged() {
        return value == null;
    }
}
