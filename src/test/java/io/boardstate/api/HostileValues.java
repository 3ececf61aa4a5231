package io.boardstate.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.boardstate.api.ContractCases.Expect;
import java.util.LinkedHashMap;
import java.util.Map;

/** The hostile JSON values for a body member of a given schema, and how they travel. */
final class HostileValues {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    // lone surrogates and other odd text travel as \\u escapes, exactly as written
    private static final com.fasterxml.jackson.databind.ObjectWriter ESCAPED =
            new ObjectMapper().writer().with(com.fasterxml.jackson.core.json.JsonWriteFeature.ESCAPE_NON_ASCII);

    private HostileValues() {}

    /** Values the member's schema rules out, each with what the service must answer. */
    static Map<JsonNode, Expect> of(JsonNode schema) {
        Map<JsonNode, Expect> values = new LinkedHashMap<>();
        String type = schema.path("type").asText("");
        switch (type) {
            case "string" -> {
                values.put(NODES.numberNode(42), Expect.MEMBER);
                values.put(NODES.booleanNode(true), Expect.MEMBER);
                values.put(NODES.objectNode(), Expect.MEMBER);
                values.put(NODES.arrayNode().add("x"), Expect.MEMBER);
                values.put(NODES.textNode("a\u0000b"), Expect.REFUSED);
                values.put(NODES.textNode("\ud800"), Expect.REFUSED);
                values.put(NODES.textNode("a\u0001b"), Expect.REFUSED);
                if (schema.has("enum")) values.put(NODES.textNode("bogus"), Expect.REFUSED);
                if (schema.path("description").asText().contains("URL")
                        || schema.path("format").asText().equals("uri")) {
                    values.put(NODES.textNode("http://example.com:99999/"), Expect.REFUSED);
                    values.put(NODES.textNode("http://example.com:-1/"), Expect.REFUSED);
                    values.put(NODES.textNode("http://[::1/"), Expect.REFUSED);
                }
            }
            case "integer", "number" -> {
                values.put(NODES.textNode("42"), Expect.MEMBER);
                values.put(NODES.booleanNode(true), Expect.MEMBER);
                values.put(NODES.arrayNode().add(1), Expect.MEMBER);
                values.put(NODES.objectNode(), Expect.MEMBER);
                if (type.equals("integer")) {
                    values.put(NODES.numberNode(1.5), Expect.MEMBER);
                    values.put(NODES.numberNode(new java.math.BigInteger("99999999999999999999")), Expect.MEMBER);
                }
                if (schema.has("minimum"))
                    values.put(NODES.numberNode(schema.path("minimum").asLong() - 1), Expect.REFUSED);
                if (schema.has("maximum"))
                    values.put(NODES.numberNode(schema.path("maximum").asLong() + 1), Expect.REFUSED);
            }
            case "boolean" -> {
                values.put(NODES.textNode("true"), Expect.MEMBER);
                values.put(NODES.numberNode(1), Expect.MEMBER);
            }
            case "array" -> {
                values.put(NODES.objectNode(), Expect.MEMBER);
                values.put(NODES.textNode("x"), Expect.MEMBER);
                values.put(NODES.numberNode(3), Expect.MEMBER);
            }
            case "object" -> {
                values.put(NODES.arrayNode(), Expect.MEMBER);
                values.put(NODES.textNode("x"), Expect.MEMBER);
                values.put(NODES.numberNode(5), Expect.MEMBER);
            }
            default -> {}
        }
        return values;
    }

    static String text(JsonNode node) {
        try {
            return ESCAPED.writeValueAsString(node);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
