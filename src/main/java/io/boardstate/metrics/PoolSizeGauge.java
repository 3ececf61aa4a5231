package io.boardstate.metrics;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * boardstate_db_pool_max_connections: the configured Postgres pool size, so that dashboards and the
 * saturation alert can divide agroal_active_count by it (Agroal exports no such gauge).
 */
@Startup
@ApplicationScoped
public class PoolSizeGauge {
    public PoolSizeGauge(
            MeterRegistry registry, @ConfigProperty(name = "quarkus.datasource.jdbc.max-size") int maxSize) {
        Gauge.builder("boardstate.db.pool.max.connections", () -> maxSize)
                .description("Configured size of the Postgres connection pool (BOARDSTATE_DB_POOL)")
                .register(registry);
    }
}
