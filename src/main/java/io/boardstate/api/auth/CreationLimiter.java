package io.boardstate.api.auth;

import io.boardstate.api.problem.ApiProblem;
import io.boardstate.api.problem.ProblemMappers;
import io.boardstate.config.BoardstateConfig;
import io.vertx.core.http.HttpServerRequest;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Anonymous match creation (without an organizer API key) is limited per client (its remote address, which Quarkus takes from
 * the forwarding headers only when configured to trust a proxy): a token bucket per address on
 * each replica, refilled at {@code creates-per-second} up to {@code create-burst}. Past it, 429
 * RATE_LIMITED with the seconds until the next creation is allowed in Retry-After.
 */
@ApplicationScoped
public class CreationLimiter {
    private static final int MAX_CLIENTS = 100_000;

    private final double perSecond;
    private final int burst;
    private final TokenBuckets<String> buckets = new TokenBuckets<>(MAX_CLIENTS);

    @Inject
    public CreationLimiter(BoardstateConfig config) {
        this(config.api().createsPerSecond(), config.api().createBurst());
    }

    CreationLimiter(double perSecond, int burst) {
        this.perSecond = perSecond;
        this.burst = burst;
    }

    @ServerRequestFilter
    public Response limitCreation(ContainerRequestContext request, HttpServerRequest http) {
        if (!"POST".equals(request.getMethod())
                || !"/v1/matches".equals(request.getUriInfo().getPath())) return null;
        // Creation with an organizer API key is limited per key instead (OrganizerAuth).
        if (OrganizerAuth.carriesKey(request.getHeaderString("Authorization"))) return null;
        String client =
                http.remoteAddress() == null ? "unknown" : http.remoteAddress().hostAddress();
        double wait = take(client, System.nanoTime());
        if (wait <= 0) return null;
        return ProblemMappers.toResponse(
                new ApiProblem(
                                429,
                                "RATE_LIMITED",
                                "Too many requests",
                                "This client creates matches faster than " + perSecond + " per second; retry later.")
                        .retryAfter((int) Math.max(1, Math.ceil(wait))),
                request.getUriInfo().getPath());
    }

    /** Takes a token for the client: 0 when allowed, else the seconds until one is there. */
    double take(String client, long now) {
        return buckets.take(client, perSecond, burst, now);
    }
}
