package io.boardstate.store;

/**
 * The answer stored under an Idempotency-Key, replayed to a retry: the fingerprint of the request
 * that got it, its status, the version for its ETag (null for a rejection) and its body.
 */
public record StoredAnswer(String requestHash, int status, Long version, String body) {}
