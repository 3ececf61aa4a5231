package io.boardstate.api.http;

import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * A command's body is read on the event loop before the command goes to a worker thread.
 *
 * <p>Quarkus REST reads the body of a blocking endpoint on the worker, through a stream the event
 * loop feeds under a lock on the connection: per command, a hand-off each way and an event loop
 * that waits for the worker's lock (a fifth of the service's samples at 64 clients in a JFR
 * profile). A body already read into the routing context is taken from memory instead. The
 * limit is the command limit, so an undeclared (chunked) body over it is refused while it
 * arrives with the same 413 problem as a declared one (HttpEdgeProblems answers the failure).
 * HTTP/2 requests keep the streamed read.
 */
@ApplicationScoped
public class CommandBodies {
    /** After HttpEdgeProblems's limits (which run first, at the lowest order). */
    private static final int ORDER = Integer.MIN_VALUE + 1;

    void install(
            @Observes Router router, @ConfigProperty(name = "boardstate.api.max-command-bytes") long maxCommandBytes) {
        BodyHandler read = BodyHandler.create(false)
                .setBodyLimit(maxCommandBytes)
                .setMergeFormAttributes(false)
                .setPreallocateBodyBuffer(true); // an empty body is then an empty buffer, not "not read"
        router.postWithRegex("/v1/matches/[^/]+/commands").order(ORDER).handler(context -> {
            // HTTP/1.x only: Quarkus REST pauses the request it starts on, and an HTTP/2 stream
            // whose body was read refuses that ("Request has already been read").
            if (context.request().version() == HttpVersion.HTTP_2) context.next();
            else read.handle(context);
        });
    }
}
