package io.boardstate.metrics;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.time.Duration;
import java.util.List;

/** How the service's meters look in Prometheus. */
public class MeterFilters {
    /** Request latency buckets: a dozen keep the series count small and still give a useful p99. */
    static final List<Duration> LATENCY_BUCKETS = List.of(
            Duration.ofMillis(5),
            Duration.ofMillis(10),
            Duration.ofMillis(25),
            Duration.ofMillis(50),
            Duration.ofMillis(100),
            Duration.ofMillis(250),
            Duration.ofMillis(500),
            Duration.ofSeconds(1),
            Duration.ofMillis(2500),
            Duration.ofSeconds(5),
            Duration.ofSeconds(10));

    /**
     * application="boardstate" on every series, so the dashboard and alert rules select this
     * service's http_server_* and jvm_* series whatever the scrape configuration calls the job.
     */
    @Produces
    @Singleton
    MeterFilter applicationTag() {
        return MeterFilter.commonTags(List.of(Tag.of("application", "boardstate")));
    }

    /** http_server_requests_seconds_bucket, so Prometheus can compute p99 across replicas. */
    @Produces
    @Singleton
    MeterFilter httpServerLatencyBuckets() {
        double[] nanos = LATENCY_BUCKETS.stream().mapToDouble(Duration::toNanos).toArray();
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!id.getName().equals("http.server.requests")) return config;
                return DistributionStatisticConfig.builder()
                        .serviceLevelObjectives(nanos)
                        .build()
                        .merge(config);
            }
        };
    }
}
