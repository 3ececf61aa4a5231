package io.boardstate.api.match;

import io.boardstate.api.http.Conditional;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import java.util.List;
import java.util.UUID;
import java.util.function.LongPredicate;

/**
 * The match a request names and the credential it sends (a {@code @BeanParam}), taken alike by the
 * match's reads, a seat's requests and an organizer's acts. Each part is read when asked for, so a
 * resource refuses a bad request in the order it always has.
 */
public class MatchCall {
    @PathParam("matchId")
    String matchId;

    @HeaderParam(HttpHeaders.AUTHORIZATION)
    String authorization;

    @Context
    HttpHeaders headers;

    /** The match; an id that is not a UUID names no match (404). */
    public UUID id() {
        return MatchResource.matchId(matchId);
    }

    /** The Authorization header as sent (null without one). */
    public String authorization() {
        return authorization;
    }

    /** The bearer token (null without Authorization; 401 for another scheme). */
    public String token() {
        return MatchResource.bearer(authorization);
    }

    /** Whether a version is one the caller holds already (If-None-Match). */
    public LongPredicate held() {
        return Conditional.knownVersion(headers);
    }

    /** The request's headers (Accept...). */
    public HttpHeaders headers() {
        return headers;
    }

    /** A header's first value, as {@code @HeaderParam} would give it (null when absent). */
    public String header(String name) {
        List<String> values = headers.getRequestHeader(name);
        return values == null || values.isEmpty() ? null : values.getFirst();
    }
}
