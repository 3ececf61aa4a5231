package io.boardstate.store;

/** An Idempotency-Key of one seat: keys are scoped by match and seat. */
public record IdempotencyKey(int seat, String key) {}
