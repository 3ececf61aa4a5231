package io.boardstate.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;

/**
 * boardstate_http_aborted_requests_total: requests whose body never arrived whole, because the
 * client closed the connection mid-body or broke the chunked framing. They are the client's (or
 * the network's) doing, so they are counted here and never as server errors in
 * http_server_requests, which the error-rate alert reads: no client can fire it by hanging up.
 */
@ApplicationScoped
public class AbortedRequests {
    private final Counter closed;
    private final Counter malformed;

    public AbortedRequests(MeterRegistry registry) {
        this.closed = counter(registry, "closed");
        this.malformed = counter(registry, "malformed");
    }

    private static Counter counter(MeterRegistry registry, String reason) {
        return Counter.builder("boardstate.http.aborted.requests")
                .description(
                        "Requests whose body was cut off (closed) or whose transfer framing was broken (malformed)")
                .tag("reason", reason)
                .register(registry);
    }

    /** The connection closed before the body was complete. */
    public void closed() {
        closed.increment();
    }

    /** The body's transfer framing (chunked encoding) was broken. */
    public void malformed() {
        malformed.increment();
    }
}
