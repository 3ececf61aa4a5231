package io.boardstate.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.TraceFlags;
import io.opentelemetry.api.trace.TraceState;
import io.opentelemetry.context.Context;
import io.opentelemetry.sdk.trace.samplers.Sampler;
import io.opentelemetry.sdk.trace.samplers.SamplingDecision;
import java.util.List;
import org.junit.jupiter.api.Test;

/** New traces are recorded only when something exports them; a caller's decision is kept. */
class TraceSamplingTest {
    private static final String TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";

    @Test
    void newTracesAreRecordedOnlyWithAnExporterAndCallersDecideForTheirOwn() {
        assertEquals(SamplingDecision.DROP, decide(TraceSampling.of(true, 1.0), Context.root()));
        assertEquals(SamplingDecision.RECORD_AND_SAMPLE, decide(TraceSampling.of(false, 1.0), Context.root()));
        assertEquals(SamplingDecision.DROP, decide(TraceSampling.of(false, 0.0), Context.root()));
        assertEquals(SamplingDecision.RECORD_AND_SAMPLE, decide(TraceSampling.of(true, 1.0), parent(true)));
        assertEquals(SamplingDecision.DROP, decide(TraceSampling.of(false, 1.0), parent(false)));
    }

    private static Context parent(boolean sampled) {
        SpanContext caller = SpanContext.createFromRemoteParent(
                TRACE,
                "00f067aa0ba902b7",
                sampled ? TraceFlags.getSampled() : TraceFlags.getDefault(),
                TraceState.getDefault());
        return Context.root().with(Span.wrap(caller));
    }

    private static SamplingDecision decide(Sampler sampler, Context parent) {
        return sampler.shouldSample(parent, TRACE, "GET /v1/rulesets", SpanKind.SERVER, Attributes.empty(), List.of())
                .getDecision();
    }
}
