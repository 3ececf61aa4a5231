package io.boardstate.api.http;

import io.boardstate.api.problem.ApiProblem;
import java.util.regex.Pattern;

/**
 * The Idempotency-Key header of the requests that take one (a command, a batch of matches), checked
 * alike by each: 1 to 255 visible ASCII characters.
 */
public final class IdempotencyKey {
    public static final String HEADER = "Idempotency-Key";

    private static final Pattern VALID = Pattern.compile("^[\\x21-\\x7E]{1,255}$");

    private IdempotencyKey() {}

    /** The key as sent, null when none was; any other is 400 INVALID_IDEMPOTENCY_KEY. */
    public static String checked(String key) {
        if (key != null && !VALID.matcher(key).matches()) throw invalid("");
        return key;
    }

    /** The refusal, with what more the caller should know ({@code "; it was sent empty"}). */
    static ApiProblem invalid(String more) {
        return ApiProblem.badRequest(
                "INVALID_IDEMPOTENCY_KEY", HEADER + " must be 1 to 255 visible ASCII characters" + more + ".");
    }
}
