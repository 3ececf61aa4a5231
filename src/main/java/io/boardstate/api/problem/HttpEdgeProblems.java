package io.boardstate.api.problem;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.metrics.AbortedRequests;
import io.vertx.core.MultiMap;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.URI;
import java.net.URISyntaxException;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Errors raised below the REST layer get problem documents too: a request target or header block
 * over the service's limits (414, 431), and failures of the router itself (a broken percent
 * escape, HTTP/1.1 without Host, a declared body over boardstate.api.max-command-bytes, 413).
 *
 * <p>The service's limits are checked here because Vert.x answers its own codec limits with an
 * empty body and offers Quarkus no hook for it (quarkus#55082); so the codec limits are set well
 * above these (quarkus.http.limits.*) and only requests past those still get a bare status.
 */
@ApplicationScoped
public class HttpEdgeProblems {
    /** The longest request target (path and query) served; longer gets 414. */
    public static final int MAX_TARGET_BYTES = 8 * 1024;
    /** The most header bytes (names, values, separators) served; more gets 431. */
    public static final int MAX_HEADER_BYTES = 20 * 1024;

    private final ObjectMapper json;
    private final long maxBodyBytes;
    private final long maxBatchBytes;
    // A body is read whole on the event loop before the request goes on: RESTEasy Reactive then
    // hands the buffer to a blocking resource, instead of its worker thread waiting on the event
    // loop for each chunk (two thread hand-offs per request, and event-loop time in every profile).
    private final BodyHandler commandBodies;
    private final BodyHandler batchBodies;
    private final AbortedRequests aborted;

    public HttpEdgeProblems(
            ObjectMapper json,
            @ConfigProperty(name = "boardstate.api.max-command-bytes") long maxBodyBytes,
            @ConfigProperty(name = "boardstate.api.max-batch-bytes") long maxBatchBytes,
            AbortedRequests aborted) {
        this.json = json;
        this.maxBodyBytes = maxBodyBytes;
        this.maxBatchBytes = maxBatchBytes;
        this.commandBodies = BodyHandler.create(false).setBodyLimit(maxBodyBytes);
        this.batchBodies = BodyHandler.create(false).setBodyLimit(maxBatchBytes);
        this.aborted = aborted;
    }

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::limits);
        router.route().order(Integer.MIN_VALUE).failureHandler(this::failure);
    }

    private void limits(RoutingContext context) {
        if (!wellFormed(context.request().uri())) {
            answer(
                    context,
                    ApiProblem.badRequest(
                            "BAD_REQUEST",
                            "The request target is not a valid URI (a character that must be percent-encoded, or a broken percent escape)."));
        } else if (context.request().uri().length() > MAX_TARGET_BYTES) {
            answer(
                    context,
                    new ApiProblem(
                            414,
                            "URI_TOO_LONG",
                            "URI too long",
                            "A request target (path and query) has at most " + MAX_TARGET_BYTES + " bytes."));
        } else if (headerBytes(context.request().headers()) > MAX_HEADER_BYTES) {
            answer(
                    context,
                    new ApiProblem(
                            431,
                            "HEADERS_TOO_LARGE",
                            "Request header fields too large",
                            "A request's headers have at most " + MAX_HEADER_BYTES + " bytes in all."));
        } else if (!mediaTypeParses(context.request().getHeader("Content-Type"))) {
            answer(
                    context,
                    new ApiProblem(
                            415,
                            "UNSUPPORTED_MEDIA_TYPE",
                            "Unsupported media type",
                            "The Content-Type header is no media type (RFC 9110 section 8.3); send application/json."));
        } else {
            acceptAnything(context.request().headers());
            declaredBody(context);
        }
    }

    private static final String TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
    private static final Pattern MEDIA_TYPE = Pattern.compile(TOKEN + "/" + TOKEN + "(?:[ \\t]*;[ \\t]*(?:" + TOKEN
            + "=(?:" + TOKEN + "|\"(?:[^\"\\\\]|\\\\.)*\"))?)*[ \\t]*");

    /** Absent, or a media type with parameters as RFC 9110 section 8.3.1 writes it. */
    static boolean mediaTypeParses(String value) {
        return value == null || MEDIA_TYPE.matcher(value.trim()).matches();
    }

    /**
     * An empty or unparsable Accept is read as no preference (RFC 9110 section 12.5.1 lets a
     * server disregard a header it cannot parse): the resource then answers in its own type
     * rather than failing on the header. A range of weight 0 is restated (AcceptRanges).
     */
    private static void acceptAnything(MultiMap headers) {
        java.util.List<String> accept = headers.getAll("Accept");
        if (accept.isEmpty()) return;
        for (String value : accept)
            for (String range : value.split(",", -1))
                if (!range.isBlank() && !MEDIA_TYPE.matcher(range.trim()).matches()) {
                    headers.set("Accept", "*/*");
                    return;
                }
        if (accept.stream().allMatch(String::isBlank)) headers.set("Accept", "*/*");
        else {
            String restated = AcceptRanges.restated(accept);
            if (restated != null) headers.set("Accept", restated);
        }
    }

    /**
     * A declared oversized body is refused before it is read; any other body is read whole here,
     * up to the same bound (413 past it, chunked or not).
     */
    private void declaredBody(RoutingContext context) {
        boolean batch = "/v1/match-batches".equals(context.request().path());
        String length = context.request().getHeader("Content-Length");
        if (length == null) {
            // no declared length: a body comes only in chunks
            if (context.request().getHeader("Transfer-Encoding") == null) context.next();
            else readBody(context, batch);
            return;
        }
        long declared;
        try {
            declared = Long.parseLong(length.trim());
        } catch (NumberFormatException e) {
            answer(context, ApiProblem.badRequest("BAD_REQUEST", "Content-Length is not a number."));
            return;
        }
        long max = batch ? maxBatchBytes : maxBodyBytes;
        if (declared == 0) context.next();
        else if (declared <= max) readBody(context, batch);
        else
            answer(
                    context,
                    new ApiProblem(
                            413,
                            "PAYLOAD_TOO_LARGE",
                            "Payload too large",
                            "A request body has at most " + max + " bytes."));
    }

    /**
     * Reads a JSON (or other non-form) body that is on its way, over HTTP/1.x. Not over HTTP/2:
     * RESTEasy Reactive pauses the request it is handed, which an ended HTTP/2 stream refuses
     * (IllegalStateException), so those bodies are read as before.
     */
    private void readBody(RoutingContext context, boolean batch) {
        String type = context.request().getHeader("Content-Type");
        boolean form = type != null
                && (type.regionMatches(true, 0, "multipart/", 0, 10)
                        || type.regionMatches(true, 0, "application/x-www-form-urlencoded", 0, 33));
        if (form || context.request().version() == HttpVersion.HTTP_2) context.next();
        else (batch ? batchBodies : commandBodies).handle(context);
    }

    /** Client errors the router raised itself; anything else goes on to Quarkus's handlers. */
    private void failure(RoutingContext context) {
        // A body cut off while it was read here (readBody): the client's doing, never a 5xx.
        Throwable transport = context.failure() == null ? null : ProblemMappers.transportFailure(context.failure());
        if (transport != null) {
            String path = context.request().path();
            ApiProblem problem = ProblemMappers.cutOff(transport, aborted, path == null ? null : safe(path));
            if (context.response().closed() || context.response().ended()) return;
            answer(context, problem);
            return;
        }
        int status = context.statusCode();
        if (context.response().headWritten() || status < 400 || status >= 500 || status == 404) {
            context.next();
            return;
        }
        ApiProblem problem =
                switch (status) {
                    case 413 ->
                        new ApiProblem(413, "PAYLOAD_TOO_LARGE", "Payload too large", "The request body is too large.");
                    case 405 ->
                        new ApiProblem(
                                405,
                                "METHOD_NOT_ALLOWED",
                                "Method not allowed",
                                "This resource does not answer that method.");
                    default ->
                        ApiProblem.badRequest(
                                "BAD_REQUEST",
                                context.request().host() == null
                                        ? "An HTTP/1.1 request needs a Host header."
                                        : "The request is not well-formed HTTP (a header, the target or its percent escapes).");
                };
        answer(context, problem);
    }

    private void answer(RoutingContext context, ApiProblem problem) {
        String path = context.request().path();
        String body;
        try {
            body = json.writeValueAsString(ProblemDocument.of(problem, path == null ? null : safe(path)));
        } catch (JsonProcessingException e) {
            body = "{\"code\":\"" + problem.code() + "\",\"status\":" + problem.status() + "}";
        }
        context.response()
                .setStatusCode(problem.status())
                .putHeader("Content-Type", "application/problem+json")
                .putHeader("Cache-Control", "no-store")
                .putHeader("Connection", "close")
                .end(body);
    }

    /** The instance member echoes at most a short, printable prefix of what the client sent. */
    private static String safe(String path) {
        String cut = path.length() > 200 ? path.substring(0, 200) : path;
        return cut.replaceAll("[^\\x20-\\x7e]", "?");
    }

    private static boolean wellFormed(String target) {
        try {
            new URI(target);
            return true;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    private static int headerBytes(MultiMap headers) {
        int bytes = 0;
        for (Map.Entry<String, String> header : headers)
            bytes += header.getKey().length() + header.getValue().length() + 4;
        return bytes;
    }
}
