package io.boardstate.api.http;

import java.util.UUID;

/** Ids in paths (matches, webhooks, deliveries, keys): UUIDs in their one 36-character form. */
public final class Ids {
    private Ids() {}

    /**
     * The UUID {@code text} writes, or null: {@code UUID.fromString} also reads shortened groups
     * ("1-1-1-1-1"), which would give one resource a second spelling.
     */
    public static UUID canonical(String text) {
        if (text == null || text.length() != 36) return null;
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
