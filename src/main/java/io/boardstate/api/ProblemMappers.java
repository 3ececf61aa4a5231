package io.boardstate.api;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.boardstate.match.model.MatchFailure;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/** Turns every failure into problem+json: no error leaves the service in another shape. */
public class ProblemMappers {
    public static final MediaType PROBLEM_JSON = new MediaType("application", "problem+json");
    private static final Logger LOG = Logger.getLogger(ProblemMappers.class);

    public static Response toResponse(ApiProblem problem, String path) {
        Response.ResponseBuilder builder =
                Response.status(problem.status()).type(PROBLEM_JSON).entity(ProblemDocument.of(problem, path));
        if (problem.status() == 401) builder.header("WWW-Authenticate", "Bearer realm=\"boardstate\"");
        if (problem.retryAfterSeconds() != null) builder.header("Retry-After", problem.retryAfterSeconds());
        return builder.build();
    }

    @ServerExceptionMapper
    public Response apiProblem(ApiProblem problem, UriInfo uri) {
        return toResponse(problem, uri.getPath());
    }

    @ServerExceptionMapper
    public Response matchFailure(MatchFailure failure, UriInfo uri) {
        return toResponse(DomainProblems.of(failure), uri.getPath());
    }

    @ServerExceptionMapper
    public Response malformedJson(JsonProcessingException e, UriInfo uri) {
        return toResponse(
                ApiProblem.badRequest(
                        "MALFORMED_JSON", "The request body is not valid JSON for this operation: " + describe(e)),
                uri.getPath());
    }

    /**
     * What is wrong, in the client's terms: the JSON field and the JSON type expected, never a
     * Java or Jackson class name.
     */
    static String describe(JsonProcessingException e) {
        return io.boardstate.match.support.JsonTerms.describe(e);
    }

    // Named separately: quarkus-rest-jackson has its own mapper for this subtype.
    @ServerExceptionMapper
    public Response mismatchedJson(MismatchedInputException e, UriInfo uri) {
        return malformedJson(e, uri);
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e, UriInfo uri) {
        int status = e.getResponse().getStatus();
        ApiProblem problem;
        JsonProcessingException json = jsonCause(e);
        if (json != null) {
            return malformedJson(json, uri);
        } else if (e instanceof NotFoundException) {
            problem = new ApiProblem(404, "NOT_FOUND", "Not found", "No resource at this path.");
        } else if (e instanceof NotAllowedException) {
            problem = new ApiProblem(
                    405, "METHOD_NOT_ALLOWED", "Method not allowed", "This path does not support the request method.");
        } else if (e instanceof NotSupportedException) {
            problem = new ApiProblem(
                    415,
                    "UNSUPPORTED_MEDIA_TYPE",
                    "Unsupported media type",
                    "Send the request body as application/json.");
        } else if (e instanceof NotAcceptableException) {
            problem = new ApiProblem(
                    406, "NOT_ACCEPTABLE", "Not acceptable", "This resource is served as application/json.");
        } else if (status == 413) {
            problem = new ApiProblem(413, "PAYLOAD_TOO_LARGE", "Payload too large", "The request body is too large.");
        } else if (status >= 400 && status < 500) {
            problem = new ApiProblem(status, "BAD_REQUEST", "Bad request", firstLine(e.getMessage()));
        } else {
            LOG.error("request failed", e);
            problem = new ApiProblem(
                    status,
                    "INTERNAL_ERROR",
                    "Internal error",
                    "The service failed to answer; the request may be retried.");
        }
        Response response = toResponse(problem, uri.getPath());
        if (e instanceof NotAllowedException) {
            return Response.fromResponse(response)
                    .allow(e.getResponse().getAllowedMethods())
                    .build();
        }
        return response;
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e, UriInfo uri) {
        if (databaseUnreachable(e)) {
            LOG.warnf("Postgres unreachable: %s", e.toString());
            ApiProblem problem = new ApiProblem(
                            503,
                            "STORE_UNAVAILABLE",
                            "Service unavailable",
                            "The match store cannot be reached; nothing was changed. Retry shortly.")
                    .retryAfter(5);
            return toResponse(problem, uri.getPath());
        }
        LOG.error("unexpected failure", e);
        return toResponse(
                new ApiProblem(
                        500,
                        "INTERNAL_ERROR",
                        "Internal error",
                        "The service failed to answer; nothing was changed unless a later read shows it."),
                uri.getPath());
    }

    /**
     * Postgres cannot serve now: no connection (SQL state class 08, or the pool could not get one
     * in time), the server shutting down or starting (57P01-57P05), or out of resources (class 53,
     * e.g. too many connections).
     */
    static boolean databaseUnreachable(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof java.sql.SQLTransientConnectionException
                    || t instanceof org.hibernate.exception.JDBCConnectionException) return true;
            if (t instanceof java.sql.SQLException sql
                    && sql.getSQLState() != null
                    && (sql.getSQLState().startsWith("08")
                            || sql.getSQLState().startsWith("57P")
                            || sql.getSQLState().startsWith("53"))) return true;
        }
        return false;
    }

    private static JsonProcessingException jsonCause(Throwable e) {
        for (Throwable t = e.getCause(); t != null; t = t.getCause()) {
            if (t instanceof JsonProcessingException json) return json;
        }
        return null;
    }

    private static String firstLine(String message) {
        if (message == null) return "";
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}
