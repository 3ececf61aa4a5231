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
@Schema(name = "Problem")
public record ProblemDocument(
        String type,
        String title,
        int status,
        String detail,
        String instance,
        String code,
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
