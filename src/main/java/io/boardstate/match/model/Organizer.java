package io.boardstate.match.model;

import java.util.List;
import java.util.UUID;

/**
 * An authenticated organizer API key: whose it is, what it may do and its rate limit. {@code secret}
 * is the bearer key as presented (kept for the request only: bulk creations derive seat tokens from it).
 */
public record Organizer(UUID keyId, String organizer, List<String> scopes, double perSecond, int burst, String secret) {
    public static final String MATCHES_CREATE = "matches:create";
    public static final String MATCHES_READ = "matches:read";
    public static final String MATCHES_ADMIN = "matches:admin";
    public static final String WEBHOOKS_MANAGE = "webhooks:manage";
    public static final List<String> SCOPES = List.of(MATCHES_CREATE, MATCHES_READ, MATCHES_ADMIN, WEBHOOKS_MANAGE);

    /** Whether the key has the scope; {@code matches:admin} includes reading and creating matches. */
    public boolean may(String scope) {
        if (scopes.contains(scope)) return true;
        return (scope.equals(MATCHES_READ) || scope.equals(MATCHES_CREATE)) && scopes.contains(MATCHES_ADMIN);
    }

    @Override
    public String toString() {
        return "Organizer[" + keyId + ", " + organizer + ", " + scopes + "]"; // never the secret
    }
}
