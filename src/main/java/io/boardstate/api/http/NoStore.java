package io.boardstate.api.http;

import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;

/**
 * Answers no cache may keep ({@code Cache-Control: no-store}): they are one caller's, or stale by
 * the next command, so a shared or browser cache must not serve them again.
 */
public final class NoStore {
    private NoStore() {}

    /** 200 with the body. */
    public static Response.ResponseBuilder ok(Object body) {
        return Response.ok(body).header(HttpHeaders.CACHE_CONTROL, "no-store");
    }

    /** 200 with the body as {@code type}, for operations that answer in more than one. */
    public static Response.ResponseBuilder ok(Object body, String type) {
        return Response.ok(body, type).header(HttpHeaders.CACHE_CONTROL, "no-store");
    }
}
