package io.boardstate.api;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Refuses a declared oversized body before it is read, with a problem document (the HTTP layer's
 * own hard limit, quarkus.http.limits.max-body-size, only catches bodies without a length).
 */
public class BodySizeFilter {
    private final long maxBytes;

    public BodySizeFilter(@ConfigProperty(name = "boardstate.api.max-command-bytes") long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @ServerRequestFilter(preMatching = true)
    public Response limitBody(ContainerRequestContext request) {
        String length = request.getHeaderString(HttpHeaders.CONTENT_LENGTH);
        if (length == null) return null;
        try {
            if (Long.parseLong(length.trim()) <= maxBytes) return null;
        } catch (NumberFormatException e) {
            return ProblemMappers.toResponse(
                    ApiProblem.badRequest("BAD_REQUEST", "Content-Length is not a number."),
                    request.getUriInfo().getPath());
        }
        return ProblemMappers.toResponse(
                new ApiProblem(
                        413,
                        "PAYLOAD_TOO_LARGE",
                        "Payload too large",
                        "A request body has at most " + maxBytes + " bytes."),
                request.getUriInfo().getPath());
    }
}
