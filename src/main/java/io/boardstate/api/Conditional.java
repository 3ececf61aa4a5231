package io.boardstate.api;

import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.function.LongPredicate;

/**
 * Conditional GETs (RFC 9110 §13.1.2, §15.4.5): a client that sends the entity tag it holds in
 * If-None-Match gets 304 Not Modified, with the tag and no body, while that tag is current.
 */
final class Conditional {
    static final String IF_NONE_MATCH = "If-None-Match";

    private Conditional() {}

    /** The If-None-Match header lines of the request as one list (null when there is none). */
    static String ifNoneMatch(HttpHeaders headers) {
        List<String> lines = headers.getRequestHeader(IF_NONE_MATCH);
        return lines == null || lines.isEmpty() ? null : String.join(",", lines);
    }

    /** A test of the current version against If-None-Match (versions are the tags of match reads). */
    static LongPredicate knownVersion(HttpHeaders headers) {
        String header = ifNoneMatch(headers);
        return header == null ? v -> false : v -> matches(header, Long.toString(v));
    }

    /**
     * True when If-None-Match names the current representation: {@code *}, or a list holding
     * {@code tag} compared weakly ({@code W/"7"} matches {@code "7"}). A malformed header is
     * ignored, as if it were not sent: the client then gets the full answer.
     */
    static boolean matches(String header, String tag) {
        if (header == null) return false;
        String h = header.trim();
        if (h.equals("*")) return true;
        boolean found = false;
        int i = 0;
        int n = h.length();
        while (i < n) {
            char c = h.charAt(i);
            if (c == ' ' || c == '\t' || c == ',') {
                i++;
                continue;
            }
            if (h.startsWith("W/", i)) i += 2;
            if (i >= n || h.charAt(i) != '"') return false;
            int end = h.indexOf('"', i + 1);
            if (end < 0) return false;
            if (h.substring(i + 1, end).equals(tag)) found = true;
            i = end + 1;
            while (i < n && (h.charAt(i) == ' ' || h.charAt(i) == '\t')) i++;
            if (i < n && h.charAt(i) != ',') return false;
        }
        return found;
    }

    /** 304 with the current tag (a 304 carries the headers a 200 would have, and no body). */
    static Response.ResponseBuilder notModified(String tag) {
        return Response.notModified(new EntityTag(tag));
    }
}
