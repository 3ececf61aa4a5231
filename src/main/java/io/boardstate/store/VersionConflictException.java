package io.boardstate.store;

/** Another writer appended to the match first: the caller's expected version is stale. */
public class VersionConflictException extends RuntimeException {
    public VersionConflictException(String message) {
        super(message);
    }
}
