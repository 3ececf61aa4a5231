package io.boardstate.api.openapi;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.security.SecurityRequirement;

/**
 * The problem responses that follow from an operation's traits, written once instead of on every
 * resource method: an unknown match or subscription in the path is 404, an operation that takes
 * only an organizer key is 401 without a valid one, one that takes only the admin key is 401
 * without it, one that takes only a seat token of the match is 401 without one, and one that
 * needs a scope (declared with {@code @Extension(name = "x-scope", value =
 * "...")}) is 403 without it. An operation that says more about one of these statuses declares it
 * itself, and its words are kept.
 *
 * <p>A 4xx or 5xx response described alone (in openapi/operations.yaml, see OperationDocs), naming
 * its codes (e.g. {@code "Ended (GAME_OVER)"}), is a problem document: the body is written here. A response
 * that names no code (Quarkus's own "Bad Request" for a method with a body) is left as it is. One
 * that names RATE_LIMITED also gets the Retry-After header that problem always carries.
 */
public final class StandardProblems {
    /**
     * The extension naming the organizer key's scope an operation needs; not published. An operation
     * that declares no security of its own is then secured by the organizer key.
     */
    public static final String SCOPE = "x-scope";

    private static final Map<String, String> PATH_404 = Map.of(
            "{matchId}", "No such match (UNKNOWN_MATCH)",
            "{webhookId}", "No such subscription of this organizer (UNKNOWN_WEBHOOK)");

    /** A stable code, or ILLEGAL_MOVE/<RULE>, as a word of a description. */
    private static final Pattern NAMES_A_CODE =
            Pattern.compile("\\b(" + String.join("|", ContractPolish.STABLE_CODES) + "|ILLEGAL_MOVE)\\b");

    private StandardProblems() {}

    static void add(String path, Operation operation, Content problem) {
        problemBodies(operation, problem);
        Map<String, Object> extensions = operation.getExtensions();
        if (operation.getSecurity() == null && extensions != null && extensions.get(SCOPE) != null)
            operation.setSecurity(new ArrayList<>(
                    List.of(OASFactory.createSecurityRequirement().addScheme("organizerKey"))));
        PATH_404.forEach((parameter, description) -> {
            if (path.contains(parameter)) absent(operation, "404", description, problem);
        });
        List<String> schemes = schemes(operation.getSecurity());
        if (schemes.equals(List.of("organizerKey")))
            absent(
                    operation,
                    "401",
                    "No organizer API key, or an unknown or revoked one (ORGANIZER_KEY_REQUIRED, UNAUTHORIZED)",
                    problem);
        if (schemes.equals(List.of("adminKey"))) absent(operation, "401", "Not the admin key (UNAUTHORIZED)", problem);
        if (schemes.equals(List.of("seatToken")) && path.contains("{matchId}"))
            absent(operation, "401", "No seat token, or not one of this match (UNAUTHORIZED)", problem);
        if (extensions != null && extensions.get(SCOPE) instanceof String scope) {
            absent(operation, "403", forbidden(path, schemes, scope), problem);
            operation.removeExtension(SCOPE);
        }
    }

    /**
     * Without the scope: MISSING_SCOPE. A match's reads also take seat tokens, and an organizer
     * key reads only the matches its organizer created (NOT_MATCH_ORGANIZER).
     */
    private static String forbidden(String path, List<String> schemes, String scope) {
        if (path.contains("{matchId}") && schemes.equals(List.of("seatToken", "organizerKey")))
            return "An organizer API key without " + scope + " (MISSING_SCOPE) or of another organizer"
                    + " (NOT_MATCH_ORGANIZER)";
        return "The API key lacks the scope " + scope + " (MISSING_SCOPE)";
    }

    /** Problem responses declared by their description alone get the problem+json body. */
    private static void problemBodies(Operation operation, Content problem) {
        if (operation.getResponses() == null || operation.getResponses().getAPIResponses() == null) return;
        operation.getResponses().getAPIResponses().forEach((status, response) -> {
            if ((status.startsWith("4") || status.startsWith("5"))
                    && response.getContent() == null
                    && response.getDescription() != null
                    && NAMES_A_CODE.matcher(response.getDescription()).find()) {
                if (response.getDescription().contains("RATE_LIMITED") && response.getHeaders() == null)
                    response.addHeader(
                            "Retry-After",
                            OASFactory.createHeader()
                                    .description("Seconds to wait")
                                    .schema(OASFactory.createSchema().addType(Schema.SchemaType.INTEGER)));
                response.setContent(problem);
            }
        });
    }

    /**
     * The schemes of the operation's alternatives, one each (e.g. seatToken, organizerKey), or
     * "?" for an alternative that needs several at once.
     */
    private static List<String> schemes(List<SecurityRequirement> security) {
        if (security == null) return List.of();
        return security.stream()
                .map(requirement -> requirement.getSchemes() != null
                                && requirement.getSchemes().size() == 1
                        ? requirement.getSchemes().keySet().iterator().next()
                        : "?")
                .toList();
    }

    private static void absent(Operation operation, String status, String description, Content problem) {
        if (operation.getResponses().getAPIResponse(status) != null) return;
        APIResponse response =
                OASFactory.createAPIResponse().description(description).content(problem);
        operation.getResponses().addAPIResponse(status, response);
    }
}
