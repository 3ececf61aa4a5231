package io.boardstate.api;

import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.function.LongPredicate;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * Conditional GETs (RFC 9110 §13.1.2, §15.4.5): a client that sends the entity tag it holds in
 * If-None-Match gets 304 Not Modified, with the tag and no body, while that tag is current. A match
 * read says so once, with {@code @Extension(name = Conditional.READ, value = Conditional.BY_VERSION)}
 * in its {@code @Operation}; {@link #describe} then writes the header and the 304 into the contract.
 */
final class Conditional {
    static final String IF_NONE_MATCH = "If-None-Match";

    /** The extension marking a conditional read; its value names the tag. Not published. */
    static final String READ = "x-conditional-read";

    /** The tag is the match version. */
    static final String BY_VERSION = "version";

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

    /** The If-None-Match parameter and the 304 of an operation marked {@link #READ}. */
    static void describe(Operation operation) {
        if (operation.getExtensions() == null || operation.getExtensions().get(READ) == null) return;
        if (!BY_VERSION.equals(operation.getExtensions().get(READ)))
            throw new IllegalStateException(operation.getOperationId() + ": " + READ + " is " + BY_VERSION);
        operation.removeExtension(READ);
        operation.addParameter(OASFactory.createParameter()
                .description("ETags the caller holds (e.g. \"12\"; weak tags, lists and * are understood): 304"
                        + " while one is current")
                .in(Parameter.In.HEADER)
                .name(IF_NONE_MATCH)
                .schema(text()));
        operation
                .getResponses()
                .addAPIResponse(
                        "304",
                        OASFactory.createAPIResponse()
                                .description("Not modified: If-None-Match names the current version (no body)")
                                .addHeader(
                                        "ETag",
                                        OASFactory.createHeader()
                                                .description("The current version")
                                                .schema(text())));
    }

    private static Schema text() {
        return OASFactory.createSchema().addType(Schema.SchemaType.STRING);
    }
}
