package io.boardstate.store;

/**
 * A webhook notification a write causes: its kind (e.g. {@code match.finished}) and its data (JSON
 * object text). Stored in the outbox with the write, once per subscription that wants the kind.
 */
public record Notification(String kind, String data) {}
