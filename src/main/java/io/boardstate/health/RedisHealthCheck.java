package io.boardstate.health;

import io.boardstate.cache.StateCache;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * Reports Redis without ever failing readiness: with Redis down the service still serves every
 * match from Postgres, only slower ("degraded"). Postgres readiness comes from the datasource
 * check that Quarkus adds.
 */
@Readiness
@ApplicationScoped
public class RedisHealthCheck implements HealthCheck {
    private final StateCache cache;

    public RedisHealthCheck(StateCache cache) {
        this.cache = cache;
    }

    @Override
    public HealthCheckResponse call() {
        boolean reachable = cache.ping();
        return HealthCheckResponse.named("redis-cache")
                .up()
                .withData("redis", reachable ? "up" : "degraded")
                .build();
    }
}
