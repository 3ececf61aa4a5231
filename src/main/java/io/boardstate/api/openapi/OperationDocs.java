package io.boardstate.api.openapi;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.smallrye.openapi.model.BaseModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.PathItem;
import org.eclipse.microprofile.openapi.models.headers.Header;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;

/**
 * The words of every operation, kept in {@value #RESOURCE} by operationId, apart from the code: its
 * summary and description, and each response's description and headers. The resource methods say
 * only what is code (paths, bodies, the types of what they answer, the traits) and their parameters
 * (described beside them, as several are shared bean parameters); a response that every operation of
 * a class gives is declared on the class. This writes the rest in before the traits are expanded
 * (StandardProblems gives a problem body to every 4xx and 5xx described here that names a code). An
 * operation without words, or words for an operation the service does not have, stops the service
 * at startup.
 */
final class OperationDocs {
    static final String RESOURCE = "openapi/operations.yaml";

    /** One operation's words. */
    record Doc(String summary, String description, Map<String, ResponseDoc> responses) {}

    /** A response's words; written as a plain string when it has no headers. */
    record ResponseDoc(String description, Map<String, HeaderDoc> headers) {
        @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
        ResponseDoc {}

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        static ResponseDoc of(String description) {
            return new ResponseDoc(description, null);
        }
    }

    /** A response header: its description (a string), or its type where it is not text. */
    record HeaderDoc(String description, String type) {
        @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
        HeaderDoc {}

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        static HeaderDoc of(String description) {
            return new HeaderDoc(description, null);
        }
    }

    private OperationDocs() {}

    static Map<String, Doc> load() {
        return DocsFile.load(RESOURCE, Doc.class);
    }

    static void apply(OpenAPI api, Map<String, Doc> docs) {
        Set<String> undocumented = new TreeSet<>();
        Set<String> unknown = new TreeSet<>(docs.keySet());
        if (api.getPaths() != null && api.getPaths().getPathItems() != null)
            for (PathItem path : api.getPaths().getPathItems().values())
                for (Operation operation : path.getOperations().values()) {
                    Doc doc = docs.get(operation.getOperationId());
                    if (doc == null || doc.summary() == null)
                        undocumented.add(String.valueOf(operation.getOperationId()));
                    else write(operation, doc);
                    unknown.remove(operation.getOperationId());
                }
        if (!undocumented.isEmpty() || !unknown.isEmpty())
            throw new IllegalStateException(
                    RESOURCE + ": no summary for " + undocumented + ", no operation " + unknown);
    }

    private static void write(Operation operation, Doc doc) {
        if (operation.getSummary() != null || operation.getDescription() != null)
            throw new IllegalStateException(operation.getOperationId() + ": described in code and in " + RESOURCE);
        operation.summary(doc.summary()).description(doc.description());
        lead(operation, "summary", "description");
        if (doc.responses() == null) return;
        if (operation.getResponses() == null) operation.responses(OASFactory.createAPIResponses());
        doc.responses().forEach((status, words) -> {
            APIResponse response = response(operation, status);
            response.description(words.description());
            if (words.headers() != null)
                words.headers().forEach((name, header) -> response.addHeader(name, header(header)));
            lead(response, "description", "headers");
        });
    }

    /**
     * SmallRye writes a model's members in the order they were set: the words are moved first, where
     * the annotations used to set them, so that the contract reads as it always has. Extensions, which
     * the traits remove, stay where they are.
     */
    private static void lead(Object model, String... words) {
        BaseModel<?> members = (BaseModel<?>) model;
        Map<String, Object> set = new LinkedHashMap<>(members.getAllProperties());
        set.forEach((name, value) -> {
            if (List.of(words).contains(name) || name.startsWith("x-")) return;
            members.setProperty(name, null);
            members.setProperty(name, value);
        });
    }

    /** The response the code declares for the status (its body's type), else a new one. */
    private static APIResponse response(Operation operation, String status) {
        APIResponse response = operation.getResponses().getAPIResponse(status);
        if (response != null) return response;
        response = OASFactory.createAPIResponse();
        operation.getResponses().addAPIResponse(status, response);
        return response;
    }

    /** A header written with no words (`Vary: null`) is named only. */
    private static Header header(HeaderDoc doc) {
        Header header = OASFactory.createHeader();
        if (doc == null) return header;
        header.description(doc.description());
        if (doc.type() != null)
            header.schema(OASFactory.createSchema()
                    .addType(Schema.SchemaType.valueOf(doc.type().toUpperCase(Locale.ROOT))));
        return header;
    }
}
