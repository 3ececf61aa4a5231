package io.boardstate.api.http;

import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.model.IfMatch;
import jakarta.ws.rs.core.EntityTag;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.List;
import java.util.Optional;
import java.util.function.LongPredicate;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;

/**
 * Conditional requests. A command names the version it was decided on in If-Match ({@link
 * #ifMatch}). Conditional GETs (RFC 9110 §13.1.2, §15.4.5): a client that sends the entity tag it holds in
 * If-None-Match gets 304 Not Modified, with the tag and no body, while that tag is current. A match
 * read says so once, with {@code @Extension(name = Conditional.READ, value = Conditional.BY_VERSION)}
 * in its {@code @Operation}; {@link #describe} then writes the header and the 304 into the contract.
 */
public final class Conditional {
    static final String IF_NONE_MATCH = "If-None-Match";

    /** A match version as an entity tag's text: a count that fits a long. */
    private static final Pattern VERSION_TAG = Pattern.compile("\\d{1,18}");

    /** The extension marking a conditional read; its value names the tag. Not published. */
    public static final String READ = "x-conditional-read";

    /** The tag is the match version. */
    public static final String BY_VERSION = "version";

    private Conditional() {}

    /**
     * What the request's If-None-Match holds, its lines read as one list; empty when there is none
     * or it is malformed. A malformed one is ignored, as if it were not sent (the client then gets
     * the full answer, which is always correct), rather than refused: a cache or proxy may add or
     * merge the header, and the reads declare no 400 for it.
     */
    static Optional<EntityTags> ifNoneMatch(HttpHeaders headers) {
        List<String> lines = headers.getRequestHeader(IF_NONE_MATCH);
        return lines == null || lines.isEmpty() ? Optional.empty() : EntityTags.parse(String.join(",", lines));
    }

    /** A test of the current version against If-None-Match (versions are the tags of match reads). */
    public static LongPredicate knownVersion(HttpHeaders headers) {
        Optional<EntityTags> held = ifNoneMatch(headers);
        return held.isEmpty() ? v -> false : v -> held.get().matchesWeakly(Long.toString(v));
    }

    /** True when the If-None-Match value names {@code tag} ({@code *}, or a list holding it weakly). */
    static boolean matches(String header, String tag) {
        return EntityTags.parse(header).map(held -> held.matchesWeakly(tag)).orElse(false);
    }

    /** True when the request's If-None-Match names {@code tag}. */
    public static boolean holds(HttpHeaders headers, String tag) {
        return ifNoneMatch(headers).map(held -> held.matchesWeakly(tag)).orElse(false);
    }

    /**
     * What a command's If-Match asks (RFC 9110 §13.1.1): {@code *}, or the match versions its strong
     * tags name, as {@link #versionTag} writes them; weak tags and other text name none, so they
     * never match (412). 428 without the header, 400 when it is not an If-Match value at all.
     */
    public static IfMatch ifMatch(String header) {
        if (header == null || header.isBlank()) {
            throw new ApiProblem(
                    428,
                    "PRECONDITION_REQUIRED",
                    "Precondition required",
                    "Send If-Match with the match version you decided on, e.g. If-Match: \"12\" (the ETag of GET"
                            + " /v1/matches/{id}).");
        }
        EntityTags tags = EntityTags.parse(header)
                .orElseThrow(() -> ApiProblem.badRequest(
                        "INVALID_IF_MATCH",
                        "If-Match must be * or a comma-separated list of ETags, e.g. \"12\" (RFC 9110 §13.1.1)."));
        if (tags.any()) return new IfMatch(true, List.of());
        List<Long> versions = tags.strongTags().stream()
                .filter(VERSION_TAG.asMatchPredicate())
                .map(Long::parseLong)
                .distinct()
                .toList();
        return new IfMatch(false, versions);
    }

    /** A match version as an entity tag: its number, strong, as If-Match takes it back. */
    public static EntityTag versionTag(long version) {
        return new EntityTag(Long.toString(version));
    }

    /** 304 with the current tag (a 304 carries the headers a 200 would have, and no body). */
    public static Response.ResponseBuilder notModified(String tag) {
        return Response.notModified(new EntityTag(tag));
    }

    /** The If-None-Match parameter and the 304 of an operation marked {@link #READ}. */
    public static void describe(Operation operation) {
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
