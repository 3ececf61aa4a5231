package io.boardstate.api.http;

import io.boardstate.config.BoardstateConfig;
import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.List;

/**
 * CORS for browser front ends on other origins (Fetch standard): a preflight from an allowed
 * origin is answered here (204, the methods and request headers the API takes); every other
 * response to an allowed origin names it and exposes the headers clients read (ETag,
 * Idempotent-Replayed, Retry-After, Location, Preference-Applied). Other origins get no CORS
 * header, so their browsers keep the answer from the page. Only the API port: the management
 * port has its own router. No credentials mode: seat tokens travel in Authorization, not cookies.
 */
@ApplicationScoped
public class CorsFilter {
    /** Before the API's routes, after the HTTP layer's own filters. */
    private static final int PRIORITY = 500;

    private final CorsPolicy policy;

    public CorsFilter(BoardstateConfig config) {
        this.policy = CorsPolicy.of(config.cors().origins().orElse(List.of()));
    }

    void register(@Observes Filters filters) {
        if (policy.enabled()) filters.register(this::handle, PRIORITY);
    }

    private void handle(RoutingContext rc) {
        String origin = rc.request().getHeader("Origin");
        boolean allowed = policy.allows(origin);
        if (allowed
                && rc.request().method() == HttpMethod.OPTIONS
                && rc.request().getHeader("Access-Control-Request-Method") != null) {
            MultiMap headers = rc.response().headers();
            allowOrigin(headers, origin);
            headers.set("Access-Control-Allow-Methods", CorsPolicy.ALLOWED_METHODS)
                    .set("Access-Control-Allow-Headers", CorsPolicy.ALLOWED_HEADERS)
                    .set("Access-Control-Max-Age", CorsPolicy.MAX_AGE);
            vary(headers, "Origin");
            vary(headers, "Access-Control-Request-Method");
            vary(headers, "Access-Control-Request-Headers");
            rc.response().setStatusCode(204).end();
            return;
        }
        // Added when the headers go out, so that whatever the resource sets is kept.
        rc.addHeadersEndHandler(v -> {
            MultiMap headers = rc.response().headers();
            if (!policy.any()) vary(headers, "Origin"); // the answer differs by origin: caches must know
            if (!allowed) return;
            allowOrigin(headers, origin);
            headers.set("Access-Control-Expose-Headers", CorsPolicy.EXPOSED_HEADERS);
        });
        rc.next();
    }

    private void allowOrigin(MultiMap headers, String origin) {
        headers.set("Access-Control-Allow-Origin", policy.any() ? "*" : origin);
    }

    /** Adds a field to Vary, keeping the fields the response varies on already. */
    private static void vary(MultiMap headers, String field) {
        String current = String.join(", ", headers.getAll("Vary"));
        if (current == null || current.isBlank()) {
            headers.set("Vary", field);
            return;
        }
        for (String f : current.split(",")) if (f.trim().equalsIgnoreCase(field)) return;
        headers.set("Vary", current + ", " + field);
    }
}
