package io.boardstate.api.problem;

import com.fasterxml.jackson.annotation.JsonAnyGetter;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** The RFC 9457 body of every error response. */
@JsonInclude(JsonInclude.Include.NON_NULL)
@Schema(
        name = "Problem",
        description =
                "RFC 9457 problem details. Switch on `code`, which is stable; `title` and `detail` are for humans."
                        + " Some problems carry more members: `parameter` (INVALID_PARAMETER: the query or path"
                        + " parameter at fault), `pointer` (MALFORMED_JSON, WEBHOOK_DESTINATION_NOT_ALLOWED: the RFC 6901 JSON pointer of the body member"
                        + " at fault), `currentVersion`, `rule`, `details`. Every code is listed in docs/guide/errors.md.")
public record ProblemDocument(
        @Schema(
                description = "URI naming the problem type: urn:problem:boardstate:<code>",
                examples = "urn:problem:boardstate:VERSION_CONFLICT")
        String type,

        @Schema(description = "Short human summary of the problem type", examples = "Version conflict")
        String title,

        @Schema(description = "HTTP status code", examples = "412")
        int status,

        @Schema(
                description = "Human explanation of this occurrence",
                examples = "If-Match names version 7 but the match is at version 9.")
        String detail,

        @Schema(description = "The request path", examples = "/v1/matches/5f0c.../commands")
        String instance,

        @Schema(
                description =
                        "Stable machine-readable code, e.g. NOT_YOUR_TURN, ILLEGAL_MOVE/<RULE>, VERSION_CONFLICT, UNKNOWN_MATCH, MALFORMED_COMMAND, MALFORMED_JSON, PRECONDITION_REQUIRED, IDEMPOTENCY_KEY_REUSED, IDEMPOTENCY_KEY_IN_FLIGHT, UNAUTHORIZED, INVALID_OPTION, PAYLOAD_TOO_LARGE",
                examples = "ILLEGAL_MOVE/NOT_ADJACENT")
        String code,

        @Schema(
                description =
                        "W3C trace id of the request that produced this problem; quote it when reporting, it finds the request's trace and log lines",
                examples = "4bf92f3577b34da6a3ce929d0e0e4736")
        String traceId,

        @JsonIgnore @Schema(hidden = true) Map<String, Object> extensions) {

    public static final String TYPE_PREFIX = "urn:problem:boardstate:";

    public static ProblemDocument of(ApiProblem problem, String instance) {
        return new ProblemDocument(
                TYPE_PREFIX + problem.code(),
                problem.title(),
                problem.status(),
                problem.detail(),
                instance,
                problem.code(),
                currentTraceId(),
                Map.copyOf(problem.extensions()));
    }

    /** The trace of the request being answered (absent outside a request). */
    private static String currentTraceId() {
        SpanContext span = Span.current().getSpanContext();
        return span.isValid() ? span.getTraceId() : null;
    }

    /** Extra members (e.g. currentVersion, details) sit at the top level, as RFC 9457 allows. */
    @JsonAnyGetter
    public Map<String, Object> extensionMembers() {
        return extensions;
    }
}
