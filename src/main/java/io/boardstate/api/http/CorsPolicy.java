package io.boardstate.api.http;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Which browser origins may call the API (CORS), from {@code boardstate.cors.origins}: none by
 * default, a list of exact origins, or {@code *} for any. An entry that is no origin stops the
 * service at start, so a typo never silently opens or closes it.
 */
record CorsPolicy(boolean any, Set<String> origins) {
    /** scheme://host[:port] as browsers send it in Origin: no path, no trailing slash. */
    private static final Pattern ORIGIN =
            Pattern.compile("^https?://[a-z0-9.\\-]+(:[0-9]{1,5})?$|^https?://\\[[0-9a-f:.]+](:[0-9]{1,5})?$");

    static final String ALLOWED_METHODS = "GET, HEAD, POST";
    static final String ALLOWED_HEADERS = "Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key,"
            + " Last-Event-ID, Prefer, traceparent, tracestate";
    static final String EXPOSED_HEADERS = "ETag, Idempotent-Replayed, Retry-After, Location, Preference-Applied";
    /** How long a browser may reuse a preflight answer, in seconds. */
    static final String MAX_AGE = "600";

    static CorsPolicy of(List<String> configured) {
        boolean any = false;
        for (String entry : configured) {
            String origin = entry.trim().toLowerCase(Locale.ROOT);
            if (origin.equals("*")) any = true;
            else if (!ORIGIN.matcher(origin).matches()) {
                throw new IllegalStateException("boardstate.cors.origins: '" + entry
                        + "' is not an origin (scheme://host[:port], no path) nor *");
            }
        }
        Set<String> origins = configured.stream()
                .map(o -> o.trim().toLowerCase(Locale.ROOT))
                .filter(o -> !o.equals("*"))
                .collect(Collectors.toUnmodifiableSet());
        return new CorsPolicy(any, origins);
    }

    boolean enabled() {
        return any || !origins.isEmpty();
    }

    boolean allows(String origin) {
        return origin != null && (any || origins.contains(origin.toLowerCase(Locale.ROOT)));
    }
}
