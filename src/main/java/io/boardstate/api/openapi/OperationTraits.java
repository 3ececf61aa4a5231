package io.boardstate.api.openapi;

import io.boardstate.api.http.Conditional;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.parameters.Parameter;
import org.eclipse.microprofile.openapi.models.parameters.RequestBody;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * Traits that stand for several: an operation declares one with {@code @Extension} and gets what it
 * implies, written once here, before StandardProblems and Conditional read the traits these expand
 * into. None is published.
 */
public final class OperationTraits {
    /**
     * A read of one match: by a seat token of the match or by its organizer's API key with the scope
     * the value names (403 without it), answered 304 while If-None-Match names the match version.
     */
    public static final String MATCH_READ = "x-match-read";

    /**
     * The operation answers as the one whose operationId the value names: that operation's 2xx and
     * 3xx answers and header parameters are its own too (a match's board is served like any board).
     */
    public static final String ANSWERS_AS = "x-answers-as";

    /**
     * The 200 answer also comes as text/csv (with {@code Accept: text/csv}); the value describes
     * its rows.
     */
    public static final String CSV_ROWS = "x-csv-rows";

    private OperationTraits() {}

    static void apply(OpenAPI api) {
        if (api.getPaths() == null || api.getPaths().getPathItems() == null) return;
        List<Operation> operations = new ArrayList<>();
        for (PathItem path : api.getPaths().getPathItems().values())
            operations.addAll(path.getOperations().values());
        Map<String, Operation> byId = new HashMap<>();
        operations.forEach(operation -> byId.put(operation.getOperationId(), operation));
        for (Operation operation : operations) {
            sharedBody(operation, api.getComponents());
            matchRead(operation);
            answersAs(operation, byId);
            csvRows(operation);
        }
        if (api.getComponents() != null) api.getComponents().setRequestBodies(null);
    }

    /**
     * A request body several operations share is declared once in components (BoardstateApi) and
     * written inline where it is used, as the contract has always had it; the declaration is dropped.
     */
    private static void sharedBody(Operation operation, Components components) {
        RequestBody body = operation.getRequestBody();
        if (body == null || body.getRef() == null) return;
        String name = body.getRef().substring(body.getRef().lastIndexOf('/') + 1);
        RequestBody shared = components.getRequestBodies().get(name);
        if (shared == null) throw new IllegalStateException(operation.getOperationId() + ": no request body " + name);
        // required written out: a components declaration leaves false, the default, unsaid
        operation.setRequestBody(OASFactory.createRequestBody()
                .content(shared.getContent())
                .required(Boolean.TRUE.equals(shared.getRequired())));
    }

    private static void matchRead(Operation operation) {
        String scope = take(operation, MATCH_READ);
        if (scope == null) return;
        operation.addExtension(Conditional.READ, Conditional.BY_VERSION);
        operation.addExtension(StandardProblems.SCOPE, scope);
        if (operation.getSecurity() == null)
            operation.setSecurity(new ArrayList<>(List.of(
                    OASFactory.createSecurityRequirement().addScheme("seatToken"),
                    OASFactory.createSecurityRequirement().addScheme("organizerKey"))));
    }

    private static void answersAs(Operation operation, Map<String, Operation> byId) {
        String id = take(operation, ANSWERS_AS);
        if (id == null) return;
        Operation model = byId.get(id);
        if (model == null) throw new IllegalStateException(operation.getOperationId() + ": no operation " + id);
        model.getResponses().getAPIResponses().forEach((status, response) -> {
            if (status.startsWith("2") || status.startsWith("3"))
                operation.getResponses().addAPIResponse(status, response);
        });
        if (model.getParameters() != null)
            for (Parameter parameter : model.getParameters())
                if (parameter.getIn() == Parameter.In.HEADER) operation.addParameter(parameter);
    }

    private static void csvRows(Operation operation) {
        String rows = take(operation, CSV_ROWS);
        if (rows == null) return;
        APIResponse ok = operation.getResponses().getAPIResponse("200");
        ok.getContent()
                .addMediaType(
                        "text/csv",
                        OASFactory.createMediaType()
                                .schema(OASFactory.createSchema()
                                        .addType(Schema.SchemaType.STRING)
                                        .description(rows)));
    }

    /** The trait's value, removed from the operation; null when the operation does not declare it. */
    private static String take(Operation operation, String trait) {
        Map<String, Object> extensions = operation.getExtensions();
        if (extensions == null || !(extensions.get(trait) instanceof String value)) return null;
        operation.removeExtension(trait);
        return value;
    }
}
