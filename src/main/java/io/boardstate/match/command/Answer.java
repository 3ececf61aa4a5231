package io.boardstate.match.command;

/**
 * An answer as the API sent it (status, ETag version or null, body), stored under an
 * Idempotency-Key so that a retry gets exactly the same. Opaque to this layer.
 */
public record Answer(int status, Long version, String body) {
    /** Renders an outcome as the API answers it; given by the API with every keyed command. */
    @FunctionalInterface
    public interface Writer {
        Answer write(SubmitOutcome outcome);
    }
}
