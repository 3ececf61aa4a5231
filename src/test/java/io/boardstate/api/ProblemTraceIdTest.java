package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Without any tracing configured, every problem document names its request's trace, and an incoming
 * traceparent is continued, though no span is recorded (nothing would export it).
 */
@QuarkusTest
class ProblemTraceIdTest {
    private static final String TRACE_ID = "[0-9a-f]{32}";

    @Inject
    Tracer tracer;

    @Test
    void nothingIsRecordedWhenNothingExportsButIdsAreStillMadeAndContinued() {
        Span span = tracer.spanBuilder("probe").startSpan();
        try {
            assertFalse(span.isRecording(), "no OTLP endpoint: a new trace is not recorded");
            assertTrue(span.getSpanContext().isValid(), "but it has its ids");
        } finally {
            span.end();
        }
        String traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
        given().header("traceparent", "00-" + traceId + "-00f067aa0ba902b7-00")
                .get("/v1/nowhere")
                .then()
                .statusCode(404)
                .body("traceId", equalTo(traceId));
    }

    @Test
    void routingEngineAndHeaderProblemsCarryATraceId() {
        given().get("/v1/nowhere").then().statusCode(404).body("traceId", matchesPattern(TRACE_ID));
        given().contentType("application/json")
                .body("{")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"))
                .body("traceId", matchesPattern(TRACE_ID));
        Created m = create("tictactoe", 2, Map.of(), 5L);
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"))
                .body("traceId", matchesPattern(TRACE_ID))
                .body("traceId", not(equalTo("00000000000000000000000000000000")));
    }
}
