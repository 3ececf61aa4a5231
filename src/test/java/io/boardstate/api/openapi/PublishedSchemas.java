package io.boardstate.api.openapi;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The published contract's component schemas (openapi/openapi.yaml, OpenAPI 3.1: JSON Schema 2020-12)
 * as a JSON-Schema validator reads them: each schema checked with the others as its definitions.
 */
final class PublishedSchemas {
    private static final JsonSchemaFactory FACTORY = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012);
    private final JsonNode definitions;
    private final Map<String, JsonSchema> compiled = new HashMap<>();

    private PublishedSchemas(JsonNode definitions) {
        this.definitions = definitions;
    }

    static PublishedSchemas load() {
        try {
            String yaml =
                    Files.readString(Path.of("openapi/openapi.yaml")).replace("#/components/schemas/", "#/$defs/");
            return new PublishedSchemas(new YAMLMapper().readTree(yaml).at("/components/schemas"));
        } catch (Exception e) {
            throw new IllegalStateException("openapi/openapi.yaml", e);
        }
    }

    /** What is wrong with {@code value} as an instance of the component {@code name} (empty: it fits). */
    Set<ValidationMessage> problems(String name, JsonNode value) {
        assertTrue(definitions.has(name), "the contract has a schema " + name);
        JsonSchema schema = compiled.computeIfAbsent(name, n -> {
            ObjectNode root = JsonNodeFactory.instance.objectNode();
            root.put("$schema", "https://json-schema.org/draft/2020-12/schema");
            root.set("$defs", definitions);
            root.put("$ref", "#/$defs/" + n);
            return FACTORY.getSchema(root);
        });
        return schema.validate(value);
    }

    void assertValid(String name, JsonNode value, String what) {
        Set<ValidationMessage> problems = problems(name, value);
        assertTrue(problems.isEmpty(), what + " does not fit " + name + ": " + problems + "\n" + value);
    }

    void assertInvalid(String name, JsonNode value, String what) {
        assertFalse(problems(name, value).isEmpty(), what + " should not fit " + name + ": " + value);
    }
}
