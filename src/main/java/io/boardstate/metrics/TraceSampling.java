package io.boardstate.metrics;

import io.opentelemetry.sdk.trace.samplers.Sampler;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Which new traces are recorded. With an OTLP endpoint: the configured share
 * ({@code OTEL_TRACES_SAMPLER_ARG}), as {@code parentbased_traceidratio} would. Without one nothing
 * would leave the process, so no new trace is recorded at all: every request still gets its trace
 * and span ids (problem documents and log lines carry them, an incoming {@code traceparent} is
 * continued and passed on), but spans skip their attributes, events and the export queue. A
 * caller's sampled {@code traceparent} is still honoured, as the parent-based sampler does.
 */
public class TraceSampling {
    /** Quarkus uses the first Sampler bean in place of its configured one. */
    @Produces
    @Singleton
    Sampler sampler(
            @ConfigProperty(name = "quarkus.otel.exporter.otlp.traces.endpoint") Optional<String> endpoint,
            @ConfigProperty(name = "quarkus.otel.traces.sampler.arg", defaultValue = "1.0") double ratio) {
        return of(endpoint.map(String::isBlank).orElse(true), ratio);
    }

    static Sampler of(boolean nothingExports, double ratio) {
        return Sampler.parentBased(nothingExports ? Sampler.alwaysOff() : Sampler.traceIdRatioBased(ratio));
    }
}
