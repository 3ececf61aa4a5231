package io.boardstate.health;

import io.boardstate.cache.MatchFeed;
import io.boardstate.cache.StateCache;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports Redis (the cache, and the subscription that pushes live streams) without ever failing readiness: with Redis down the service still serves every
 * match from Postgres, only slower ("degraded"). Postgres readiness comes from the datasource
 * check that Quarkus adds.
 */
@Readiness
@ApplicationScoped
public class RedisHealthCheck implements HealthCheck {
    @Inject
    StateCache cache;

    @Inject
    MatchFeed feed;

    @Override
    public HealthCheckResponse call() {
        boolean reachable = cache.ping();
        return HealthCheckResponse.named("redis-cache")
                .up()
                .withData("redis", reachable ? "up" : "degraded")
                // Live streams are pushed while this replica's one subscription gets its heartbeat.
                .withData("feed", feed.up() ? "up" : "degraded")
                .build();
    }
}
