package io.boardstate.match.command;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Scope;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.function.Supplier;

/**
 * Child spans of the request's trace for the steps of the command path (load, decide, append,
 * cache), so a slow command shows where its time went. Exported only when OTLP is configured.
 */
@ApplicationScoped
public class CommandSpans {
    private final Tracer tracer;

    public CommandSpans(Tracer tracer) {
        this.tracer = tracer;
    }

    public <T> T in(String step, String ruleset, Supplier<T> work) {
        Span span = tracer.spanBuilder("command." + step)
                .setAttribute("boardstate.ruleset", ruleset)
                .startSpan();
        try (Scope ignored = span.makeCurrent()) {
            return work.get();
        } catch (RuntimeException e) {
            span.setStatus(StatusCode.ERROR, e.getClass().getSimpleName());
            throw e;
        } finally {
            span.end();
        }
    }

    public void in(String step, String ruleset, Runnable work) {
        in(step, ruleset, () -> {
            work.run();
            return null;
        });
    }
}
