package io.boardstate.api.http;

import io.boardstate.api.problem.ProblemMappers;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Response;
import java.util.List;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * An Idempotency-Key that is sent but empty or blank is a client error, not "no key": a retry
 * of such a request would silently run the command twice.
 */
public class BlankHeaderFilter {
    @ServerRequestFilter
    public Response blankIdempotencyKey(ContainerRequestContext request) {
        List<String> values = request.getHeaders().get(IdempotencyKey.HEADER);
        if (values == null || values.isEmpty()) return null;
        for (String value : values)
            if (value == null || value.isBlank())
                return ProblemMappers.toResponse(
                        IdempotencyKey.invalid("; it was sent empty"),
                        request.getUriInfo().getPath());
        return null;
    }
}
