package io.boardstate.api;

import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Content;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.security.SecurityRequirement;

/**
 * The problem responses that follow from an operation's traits, written once instead of on every
 * resource method: an unknown match or subscription in the path is 404, an operation that takes
 * only an organizer key is 401 without a valid one, and one that needs a scope (declared with
 * {@code @Extension(name = "x-scope", value = "...")}) is 403 without it. An operation that says
 * more about one of these statuses declares it itself, and its words are kept.
 */
final class StandardProblems {
    /** The extension naming the organizer key's scope an operation needs; not published. */
    static final String SCOPE = "x-scope";

    private static final Map<String, String> PATH_404 = Map.of(
            "{matchId}", "No such match (UNKNOWN_MATCH)",
            "{webhookId}", "No such subscription of this organizer (UNKNOWN_WEBHOOK)");

    private StandardProblems() {}

    static void add(String path, Operation operation, Content problem) {
        PATH_404.forEach((parameter, description) -> {
            if (path.contains(parameter)) absent(operation, "404", description, problem);
        });
        if (organizerKeyOnly(operation.getSecurity()))
            absent(
                    operation,
                    "401",
                    "No organizer API key, or an unknown or revoked one (ORGANIZER_KEY_REQUIRED, UNAUTHORIZED)",
                    problem);
        Map<String, Object> extensions = operation.getExtensions();
        if (extensions != null && extensions.get(SCOPE) instanceof String scope) {
            absent(operation, "403", "The API key lacks the scope " + scope + " (MISSING_SCOPE)", problem);
            operation.removeExtension(SCOPE);
        }
    }

    private static boolean organizerKeyOnly(List<SecurityRequirement> security) {
        return security != null
                && security.size() == 1
                && security.get(0).getSchemes() != null
                && security.get(0).getSchemes().keySet().equals(java.util.Set.of("organizerKey"));
    }

    private static void absent(Operation operation, String status, String description, Content problem) {
        if (operation.getResponses().getAPIResponse(status) != null) return;
        APIResponse response =
                OASFactory.createAPIResponse().description(description).content(problem);
        operation.getResponses().addAPIResponse(status, response);
    }
}
