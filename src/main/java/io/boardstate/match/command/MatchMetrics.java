package io.boardstate.match.command;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/** The service's own Prometheus meters: commands, rejections by code, conflicts, append latency. */
@ApplicationScoped
public class MatchMetrics {
    private final MeterRegistry registry;
    private final Timer appendLatency;
    private final Counter conflicts;
    private final Map<String, Counter> accepted = new ConcurrentHashMap<>();

    public MatchMetrics(MeterRegistry registry) {
        this.registry = registry;
        this.appendLatency = Timer.builder("boardstate.append.latency")
                .description("Time to append a command's events to Postgres")
                .publishPercentileHistogram()
                .register(registry);
        this.conflicts = Counter.builder("boardstate.version.conflicts")
                .description("Commands refused because another writer moved the match first")
                .register(registry);
    }

    public void accepted(String ruleset) {
        accepted.computeIfAbsent(
                        ruleset, r -> registry.counter("boardstate.commands", "ruleset", r, "outcome", "accepted"))
                .increment();
    }

    public void rejected(String ruleset, String code) {
        registry.counter("boardstate.commands", "ruleset", ruleset, "outcome", "rejected")
                .increment();
        registry.counter("boardstate.rejections", "ruleset", ruleset, "code", code)
                .increment();
    }

    public void conflict() {
        conflicts.increment();
    }

    public void matchCreated(String ruleset) {
        registry.counter("boardstate.matches.created", "ruleset", ruleset).increment();
    }

    public <T> T timeAppend(Supplier<T> append) {
        return appendLatency.record(append);
    }
}
