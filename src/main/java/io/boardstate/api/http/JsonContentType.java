package io.boardstate.api.http;

import io.quarkus.vertx.http.runtime.filters.Filters;
import io.vertx.core.MultiMap;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

/**
 * One Content-Type for JSON answers, {@code application/json;charset=UTF-8}, whichever way the
 * resource built them: RESTEasy's JSON writer adds the charset, but an answer to HEAD never runs
 * the writer and a body written as text skips it, so HEAD and GET named the same resource's type
 * differently (RFC 9110 §9.3.2: HEAD sends the header fields GET would).
 */
@ApplicationScoped
public class JsonContentType {
    static final String JSON = "application/json";
    static final String JSON_UTF8 = "application/json;charset=UTF-8";

    /** After CORS: it only rewrites a header when the headers go out. */
    private static final int PRIORITY = 400;

    void register(@Observes Filters filters) {
        filters.register(JsonContentType::handle, PRIORITY);
    }

    private static void handle(RoutingContext rc) {
        rc.addHeadersEndHandler(v -> {
            MultiMap headers = rc.response().headers();
            if (JSON.equalsIgnoreCase(headers.get("Content-Type"))) headers.set("Content-Type", JSON_UTF8);
        });
        rc.next();
    }
}
