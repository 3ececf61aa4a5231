package io.boardstate.api.problem;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.support.JsonTerms;
import io.boardstate.metrics.AbortedRequests;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.PrematureChannelClosureException;
import io.vertx.core.http.HttpClosedException;
import jakarta.ws.rs.NotAcceptableException;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Request;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.UriInfo;
import java.nio.channels.ClosedChannelException;
import java.util.List;
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
        ApiProblem problem = ApiProblem.badRequest(
                "MALFORMED_JSON", "The request body is not valid JSON for this operation: " + describe(e));
        String pointer = pointer(e);
        if (pointer != null) problem.with("pointer", pointer);
        return toResponse(problem, uri.getPath());
    }

    /**
     * The RFC 6901 pointer of the member the body could not be read at (RFC 9457's convention for
     * naming it): from the binding's path, or where the parser stood (a number out of range, a
     * member given twice); null when the text is no JSON document at all.
     */
    static String pointer(JsonProcessingException e) {
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            StringBuilder pointer = new StringBuilder();
            for (JsonMappingException.Reference ref : mapping.getPath()) {
                if (ref.getFieldName() != null)
                    pointer.append('/')
                            .append(ref.getFieldName().replace("~", "~0").replace("/", "~1"));
                else if (ref.getIndex() >= 0) pointer.append('/').append(ref.getIndex());
            }
            return pointer.toString();
        }
        if (e.getProcessor() instanceof JsonParser parser && parser.getParsingContext() != null)
            return parser.getParsingContext().pathAsPointer().toString();
        return null;
    }

    /**
     * What is wrong, in the client's terms: the JSON field and the JSON type expected, never a
     * Java or Jackson class name.
     */
    static String describe(JsonProcessingException e) {
        return JsonTerms.describe(e);
    }

    // Named separately: quarkus-rest-jackson has its own mapper for this subtype.
    @ServerExceptionMapper
    public Response mismatchedJson(MismatchedInputException e, UriInfo uri) {
        return malformedJson(e, uri);
    }

    @ServerExceptionMapper
    public Response webApplication(WebApplicationException e, UriInfo uri, Request request) {
        int status = e.getResponse().getStatus();
        ApiProblem problem;
        JsonProcessingException json = jsonCause(e);
        List<String> allow = e instanceof NotAllowedException || e instanceof NotFoundException
                ? allowed.at(uri.getPath())
                : List.of();
        if (json != null) {
            return malformedJson(json, uri);
        } else if (e instanceof NotAllowedException
                || (e instanceof NotFoundException && !allow.isEmpty() && !allow.contains(request.getMethod()))) {
            // Quarkus REST answers 404 when resource classes share a root path and the one it
            // picked lacks the method, and raises its 405 without the Allow header RFC 9110 requires.
            return Response.fromResponse(toResponse(
                            new ApiProblem(
                                    405,
                                    "METHOD_NOT_ALLOWED",
                                    "Method not allowed",
                                    "This path does not support the request method."),
                            uri.getPath()))
                    .header("Allow", String.join(", ", allow))
                    .build();
        } else if (e instanceof NotFoundException) {
            problem = new ApiProblem(404, "NOT_FOUND", "Not found", "No resource at this path.");
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
        return toResponse(problem, uri.getPath());
    }

    private final AbortedRequests aborted;
    private final AllowedMethods allowed;

    public ProblemMappers(AbortedRequests aborted, AllowedMethods allowed) {
        this.aborted = aborted;
        this.allowed = allowed;
    }

    @ServerExceptionMapper
    public Response unexpected(Throwable e, UriInfo uri) {
        Throwable transport = transportFailure(e);
        if (transport != null) return cutOff(transport, uri);
        if (databaseUnreachable(e)) {
            LOG.warnf("Postgres unreachable: %s", e.toString());
            ApiProblem problem = new ApiProblem(
                            503,
                            "STORE_UNAVAILABLE",
                            "Service unavailable",
                            "The match store cannot be reached or has no free connection now; nothing was changed. Retry shortly.")
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
     * A body that never arrived whole is the client's fault, not the service's: a WARN line, its
     * own metric (AbortedRequests) and a 400, which the client gets when the connection still
     * stands; never a 500 in http_server_requests.
     */
    private Response cutOff(Throwable transport, UriInfo uri) {
        return toResponse(cutOff(transport, aborted, uri.getPath()), uri.getPath());
    }

    /** Counts and logs a body cut off in transit; the problem to answer with while the connection stands. */
    static ApiProblem cutOff(Throwable transport, AbortedRequests aborted, String path) {
        boolean closed = transport instanceof HttpClosedException || transport instanceof ClosedChannelException;
        if (closed) aborted.closed();
        else aborted.malformed();
        LOG.warnf("request body %s: %s %s", closed ? "cut off" : "malformed", path, transport.toString());
        return ApiProblem.badRequest(
                "BAD_REQUEST",
                closed
                        ? "The connection closed before the request body was complete."
                        : "The request body's transfer framing is broken (chunked encoding).");
    }

    /** The cause that says the request's bytes stopped or broke in transit; null for any other failure. */
    static Throwable transportFailure(Throwable e) {
        boolean reading = false;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof HttpClosedException
                    || t instanceof ClosedChannelException
                    || t instanceof DecoderException
                    || t instanceof PrematureChannelClosureException) return t;
            // Netty's chunk-size parser fails with a bare NumberFormatException; the body stream wraps it
            if (reading && t instanceof NumberFormatException) return t;
            reading |= t instanceof java.io.IOException;
        }
        return null;
    }

    // What Agroal's messages say when its pool had no connection to give in time (none free, or a
    // new one still connecting): "Sorry, acquisition timeout!", "Acquisition timeout while ...".
    private static final String POOL_TIMEOUT = "acquisition timeout";

    /**
     * Postgres cannot serve now: no connection (SQL state class 08, or the pool could not get one
     * in time), the server shutting down or starting (57P01-57P05), or out of resources (class 53,
     * e.g. too many connections). Agroal says its pool had no free connection in time with a plain
     * SQLException, no SQL state, and a message that says {@link #POOL_TIMEOUT}.
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
            if (t instanceof java.sql.SQLException sql
                    && sql.getSQLState() == null
                    && sql.getMessage() != null
                    && sql.getMessage().toLowerCase(java.util.Locale.ROOT).contains(POOL_TIMEOUT)) return true;
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
