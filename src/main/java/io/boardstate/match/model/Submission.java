package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A command as submitted: the versions it may be decided on (If-Match), an optional
 * Idempotency-Key, the body, and how much of an answer the caller wants (its view after; its next
 * legal commands).
 */
public record Submission(IfMatch ifMatch, String idempotencyKey, JsonNode body, boolean withView, boolean withLegal) {}
