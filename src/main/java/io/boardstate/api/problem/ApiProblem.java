package io.boardstate.api.problem;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An error that reaches the client as an RFC 9457 problem document. {@code code} is the stable,
 * machine-readable name clients switch on; the HTTP status and the text may be refined.
 */
public class ApiProblem extends RuntimeException {
    private final int status;
    private final String code;
    private final String title;
    private final Map<String, Object> extensions = new LinkedHashMap<>();
    private Integer retryAfter;

    public ApiProblem(int status, String code, String title, String detail) {
        super(detail);
        this.status = status;
        this.code = code;
        this.title = title;
    }

    public ApiProblem with(String key, Object value) {
        extensions.put(key, value);
        return this;
    }

    /** Sent as the Retry-After header (seconds): when the same request may succeed. */
    public ApiProblem retryAfter(int seconds) {
        this.retryAfter = seconds;
        return this;
    }

    public Integer retryAfterSeconds() {
        return retryAfter;
    }

    public int status() {
        return status;
    }

    public String code() {
        return code;
    }

    public String title() {
        return title;
    }

    public String detail() {
        return getMessage();
    }

    public Map<String, Object> extensions() {
        return extensions;
    }

    public static ApiProblem badRequest(String code, String detail) {
        return new ApiProblem(400, code, "Bad request", detail);
    }

    /** A JSON body that must be an object and was sent as {@code null}: 400 INVALID_REQUEST. */
    public static void requireBody(Object body) {
        if (body == null) throw badRequest("INVALID_REQUEST", "The request body must be a JSON object.");
    }

    /** A query, path or header parameter outside the contract; {@code parameter} names it. */
    public static ApiProblem invalidParameter(String parameter, String detail) {
        return badRequest("INVALID_PARAMETER", detail).with("parameter", parameter);
    }

    public static ApiProblem unauthorized(String detail) {
        return new ApiProblem(401, "UNAUTHORIZED", "Unauthorized", detail);
    }
}
