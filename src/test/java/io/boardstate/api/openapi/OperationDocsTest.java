package io.boardstate.api.openapi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.boardstate.match.model.SystemEvents;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.Operation;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.responses.APIResponse;
import org.junit.jupiter.api.Test;

/**
 * openapi/operations.yaml holds the words of exactly the contract's operations, in the shape
 * OperationDocs reads, and OperationDocs refuses words that fit no operation.
 */
class OperationDocsTest {
    private static final Map<String, OperationDocs.Doc> DOCS = OperationDocs.load();

    @Test
    void everyOperationOfTheContractHasWordsAndNoWordsAreForAnotherOperation() throws Exception {
        JsonNode contract =
                new YAMLMapper().readTree(Path.of("openapi/openapi.yaml").toFile());
        Set<String> operations = new TreeSet<>();
        contract.get("paths")
                .forEach(path -> path.forEach(operation -> {
                    if (operation.has("operationId"))
                        operations.add(operation.get("operationId").asText());
                }));
        assertTrue(operations.size() > 30, "the contract's operations: " + operations);
        assertEquals(operations, new TreeSet<>(DOCS.keySet()));
        DOCS.forEach(
                (id, doc) -> assertTrue(doc.summary() != null && !doc.summary().isBlank(), id + " has a summary"));
    }

    @Test
    void theWordsAreWrittenIntoTheOperationWithHeadersAndAnchorsResolved() {
        Map<String, OperationDocs.Doc> docs = read("""
                getThing:
                  summary: Read a thing
                  responses:
                    "200":
                      description: The thing
                      headers:
                        ETag: &tag Strong ETag
                        Retry-After: {type: integer}
                        Vary: null
                    "404": *tag
                """);
        Operation operation = OASFactory.createOperation().operationId("getThing");
        OperationDocs.apply(api(operation), docs);
        assertEquals("Read a thing", operation.getSummary());
        assertNull(operation.getDescription());
        APIResponse ok = operation.getResponses().getAPIResponse("200");
        assertEquals("The thing", ok.getDescription());
        assertEquals("Strong ETag", ok.getHeaders().get("ETag").getDescription());
        assertEquals(
                List.of(Schema.SchemaType.INTEGER),
                ok.getHeaders().get("Retry-After").getSchema().getType());
        assertNull(ok.getHeaders().get("Vary").getDescription());
        assertEquals(
                "Strong ETag", operation.getResponses().getAPIResponse("404").getDescription());
    }

    @Test
    void anOperationWithoutWordsOrWordsWithoutAnOperationStopTheService() {
        Map<String, OperationDocs.Doc> docs = read("getThing:\n  summary: Read a thing\n");
        IllegalStateException undocumented = assertThrows(
                IllegalStateException.class,
                () -> OperationDocs.apply(api(OASFactory.createOperation().operationId("listThings")), docs));
        assertTrue(undocumented.getMessage().contains("listThings"), undocumented.getMessage());
        assertTrue(undocumented.getMessage().contains("getThing"), undocumented.getMessage());
        assertThrows(
                IllegalArgumentException.class,
                () -> read("getThing:\n  summery: Read a thing\n"),
                "a member OperationDocs does not know");
    }

    @Test
    void wordsSaidInCodeTooAreRefused() {
        Operation operation =
                OASFactory.createOperation().operationId("getThing").summary("Read");
        assertThrows(
                IllegalStateException.class,
                () -> OperationDocs.apply(api(operation), read("getThing:\n  summary: Read a thing\n")));
    }

    /** The stream's description lists the system events by name: exactly those the service appends. */
    @Test
    void theStreamNamesEverySystemEvent() {
        String description = DOCS.get("streamMatch").description();
        Matcher listed =
                Pattern.compile("appends these system events: (.*?)\\. ").matcher(description);
        assertTrue(listed.find(), description);
        Matcher name = Pattern.compile("`(\\w+)`").matcher(listed.group(1));
        Set<String> named = new TreeSet<>();
        while (name.find()) named.add(name.group(1));
        assertEquals(new TreeSet<>(SystemEvents.TYPES), named);
    }

    private static Map<String, OperationDocs.Doc> read(String yaml) {
        return DocsFile.read(new ByteArrayInputStream(yaml.getBytes(StandardCharsets.UTF_8)), OperationDocs.Doc.class);
    }

    private static OpenAPI api(Operation operation) {
        return OASFactory.createOpenAPI()
                .paths(OASFactory.createPaths()
                        .addPathItem("/things", OASFactory.createPathItem().GET(operation)));
    }
}
