package io.boardstate.api;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Hostile requests derived from the served OpenAPI document: for every operation, every declared
 * parameter and every member of its JSON body, values of the wrong type, text that is no text,
 * sizes out of range, unknown members and parameters, duplicates, empty values and wrong media
 * types. Each case says what the contract obliges the service to answer.
 */
final class ContractCases {
    /** What a case obliges the service to do, beyond "no 5xx, errors are listed problems". */
    enum Expect {
        /** Any answer below 500. */
        ANY,
        /** Refused (4xx): the request is outside the contract. */
        REFUSED,
        /** 400 INVALID_PARAMETER naming the parameter (with valid credentials). */
        PARAMETER,
        /** 400 MALFORMED_JSON whose pointer is the bad member (with valid credentials). */
        MEMBER,
        /** 415 UNSUPPORTED_MEDIA_TYPE. */
        MEDIA_TYPE,
        /** Read as Accept: * / *: never 406. */
        ANY_MEDIA
    }

    /** One request: the target (path and raw query), headers, body and what it must get. */
    record Case(
            String operation,
            String method,
            String target,
            Map<String, String> headers,
            String contentType,
            byte[] body,
            Expect expect,
            String names,
            String what) {}

    /** One operation of the contract with what the fuzzer needs to call it properly. */
    record Operation(
            String id,
            String method,
            String template,
            List<JsonNode> parameters,
            JsonNode bodySchema,
            JsonNode bodyExample,
            String security,
            boolean bodyRequired) {
        boolean unsafe() {
            return !method.equals("GET");
        }
    }

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String HUGE = "x".repeat(5000);

    private final JsonNode contract;
    private final Function<String, String> pathValues;
    private final Function<Operation, JsonNode> validBodies;

    /**
     * @param pathValues a valid value for a path parameter, by name (the fixture's match, webhook, ...)
     * @param validBodies a valid body for an operation where the contract's example is not enough
     */
    ContractCases(JsonNode contract, Function<String, String> pathValues, Function<Operation, JsonNode> validBodies) {
        this.contract = contract;
        this.pathValues = pathValues;
        this.validBodies = validBodies;
    }

    List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths =
                        contract.path("paths").fields();
                paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                JsonNode o = op.getValue();
                List<JsonNode> parameters = new ArrayList<>();
                o.path("parameters").forEach(parameters::add);
                JsonNode media = o.path("requestBody").path("content").path("application/json");
                JsonNode example = media.path("examples").elements().hasNext()
                        ? media.path("examples").elements().next().path("value")
                        : null;
                String security = o.path("security").isEmpty()
                        ? "none"
                        : o.path("security").get(0).fieldNames().next();
                operations.add(new Operation(
                        o.path("operationId").asText(),
                        op.getKey().toUpperCase(),
                        path.getKey(),
                        parameters,
                        media.isMissingNode() ? null : resolve(media.path("schema")),
                        example,
                        security,
                        o.path("requestBody").path("required").asBoolean(false)));
            }
        }
        return operations;
    }

    /** Every case of one operation. */
    List<Case> cases(Operation op) {
        List<Case> cases = new ArrayList<>();
        JsonNode body = op.bodySchema() == null ? null : validBody(op);
        Map<String, String> headers = baseHeaders(op);
        // the operation as the contract describes it: the baseline (only for reads: a write would change data)
        if (!op.unsafe()) cases.add(request(op, path(op, null, null), "", headers, body, Expect.ANY, "", "valid"));
        for (JsonNode p : op.parameters()) {
            String name = p.path("name").asText();
            switch (p.path("in").asText()) {
                case "query" -> queryCases(op, p, name, headers, body, cases);
                case "path" -> pathCases(op, p, name, headers, body, cases);
                case "header" -> headerCases(op, name, headers, body, cases);
                default -> {}
            }
        }
        for (String unknown : List.of("externalPlayerId=p-17", "zz_fuzz=1", "Limit=5"))
            cases.add(request(
                    op,
                    path(op, null, null),
                    unknown,
                    headers,
                    body,
                    Expect.PARAMETER,
                    unknown.substring(0, unknown.indexOf('=')),
                    "unknown query parameter " + unknown));
        if (body != null) bodyCases(op, body, headers, cases);
        for (String accept : new String[] {"", "garbage", ";;", "application/"}) {
            Map<String, String> h = new LinkedHashMap<>(headers);
            h.put("Accept", accept);
            // a write with an ordinary Accept would succeed: it is sent only where it changes nothing
            if (!op.unsafe())
                cases.add(request(
                        op, path(op, null, null), "", h, body, Expect.ANY_MEDIA, "", "Accept '" + accept + "'"));
        }
        return cases;
    }

    private void queryCases(
            Operation op, JsonNode p, String name, Map<String, String> headers, JsonNode body, List<Case> cases) {
        JsonNode schema = p.path("schema");
        String type = schema.path("type").asText("string");
        String path = path(op, null, null);
        for (String bad : new String[] {"%00", "a%00b", "%01", "%1F", "%7F", "%ED%A0%80", "%C3%28", "%0A"})
            cases.add(request(op, path, name + "=" + bad, headers, body, Expect.PARAMETER, name, name + "=" + bad));
        cases.add(request(op, path, name + "=1&" + name + "=2", headers, body, Expect.PARAMETER, name, "repeated"));
        List<String> outOfType = new ArrayList<>();
        if (type.equals("integer")) {
            outOfType.addAll(List.of("x", "1.5", "99999999999999999999", "-1", "", "%201", "0x10", "1e3"));
            if (schema.has("minimum"))
                outOfType.add(String.valueOf(schema.path("minimum").asLong() - 1));
            if (schema.has("maximum"))
                outOfType.add(String.valueOf(schema.path("maximum").asLong() + 1));
        } else if (schema.has("enum")) {
            outOfType.addAll(
                    List.of("bogus", "", schema.path("enum").get(0).asText().toUpperCase()));
        } else if (schema.path("format").asText().equals("date-time")) {
            outOfType.addAll(List.of("yesterday", "2026-13-01T00:00:00Z", ""));
        }
        for (String bad : outOfType)
            cases.add(request(op, path, name + "=" + bad, headers, body, Expect.PARAMETER, name, name + "=" + bad));
        if (!op.unsafe() && type.equals("string") && !schema.has("enum") && !schema.has("format")) {
            for (String odd : new String[] {"", HUGE, "%C3%A9", "%F0%9F%98%80", "'%20OR%201=1", "%25"})
                cases.add(request(op, path, name + "=" + odd, headers, body, Expect.ANY, name, name + " odd text"));
        }
    }

    private void pathCases(
            Operation op, JsonNode p, String name, Map<String, String> headers, JsonNode body, List<Case> cases) {
        boolean integer = p.path("schema").path("type").asText().equals("integer");
        for (String bad : new String[] {"%00", "a%00b", "%01", "%1F", "%7F"})
            cases.add(request(op, path(op, name, bad), "", headers, body, Expect.PARAMETER, name, name + "=" + bad));
        for (String bad :
                new String[] {"x", "-1", "1.5", "99999999999999999999", "%20", "%C3%A9", HUGE.substring(0, 3000)})
            cases.add(request(
                    op,
                    path(op, name, bad),
                    "",
                    headers,
                    body,
                    integer ? Expect.PARAMETER : Expect.REFUSED,
                    name,
                    name + " out of type: " + bad.substring(0, Math.min(bad.length(), 30))));
    }

    private void headerCases(Operation op, String name, Map<String, String> headers, JsonNode body, List<Case> cases) {
        for (String bad : new String[] {"", " ", "x".repeat(300), "\"-1\"", "W/\"1\"", "*", "garbage"}) {
            if (bad.equals("*") && name.equals("If-Match")) continue; // holds for any version (RFC 9110)
            Map<String, String> h = new LinkedHashMap<>(headers);
            h.put(name, bad);
            // a write is sent only when the hostile header alone refuses it, or with a stale If-Match
            boolean safe = !op.unsafe() || name.equals("If-Match") || h.containsKey("If-Match");
            if (!safe) continue;
            cases.add(request(
                    op,
                    path(op, null, null),
                    "",
                    h,
                    body,
                    op.unsafe() ? Expect.REFUSED : Expect.ANY,
                    name,
                    name + ": '" + bad.substring(0, Math.min(bad.length(), 20)) + "'"));
        }
    }

    private void bodyCases(Operation op, JsonNode body, Map<String, String> headers, List<Case> cases) {
        String path = path(op, null, null);
        for (String whole : new String[] {"", "null", "[]", "42", "\"x\"", "{", "{}}", "{\"a\":1,\"a\":1}", "\u0000"}) {
            // No content is no body (RFC 9110 8.6): with an optional body that is a valid request (generated
            // SDKs send application/json on a call without its optional body), which an unsafe case never sends.
            if (whole.isEmpty() && !op.bodyRequired()) continue;
            cases.add(raw(op, path, headers, "application/json", whole, Expect.REFUSED, "", "body " + whole));
        }
        String text = HostileValues.text(body);
        for (String type : new String[] {
            "text/plain",
            "application/xml",
            "garbage",
            "application/",
            "",
            "application/json;;;=",
            "multipart/form-data"
        }) cases.add(raw(op, path, headers, type, text, Expect.MEDIA_TYPE, "", "Content-Type '" + type + "'"));
        members(op.bodySchema(), body, "", 0, (pointer, schema) -> {
            for (Map.Entry<JsonNode, Expect> bad : HostileValues.of(schema).entrySet()) {
                JsonNode mutated = with(body, pointer, bad.getKey());
                if (mutated != null)
                    cases.add(raw(
                            op,
                            path,
                            headers,
                            "application/json",
                            HostileValues.text(mutated),
                            bad.getValue(),
                            pointer,
                            pointer + " = "
                                    + HostileValues.abbreviate(bad.getKey().toString())));
            }
            if (closed(schema)) {
                JsonNode mutated = with(body, pointer + "/zz_fuzz", NODES.numberNode(1));
                if (mutated != null)
                    cases.add(raw(
                            op,
                            path,
                            headers,
                            "application/json",
                            HostileValues.text(mutated),
                            Expect.MEMBER,
                            pointer + "/zz_fuzz",
                            "unknown member " + pointer + "/zz_fuzz"));
                String duplicate = duplicateFirstMember(with(body, pointer, null));
                if (duplicate != null && pointer.isEmpty())
                    cases.add(raw(
                            op, path, headers, "application/json", duplicate, Expect.REFUSED, "", "duplicate member"));
            }
        });
    }

    /** Walks the body's members (objects and the first element of arrays) that the schema describes. */
    private void members(JsonNode schema, JsonNode value, String pointer, int depth, MemberVisitor visitor) {
        if (depth > 4 || schema == null) return;
        schema = resolve(schema);
        if (!pointer.isEmpty()) visitor.visit(pointer, schema);
        else if (closed(schema)) visitor.visit("", schema);
        if (schema.has("properties") && value instanceof ObjectNode object) {
            for (Iterator<Map.Entry<String, JsonNode>> it =
                            schema.path("properties").fields();
                    it.hasNext(); ) {
                Map.Entry<String, JsonNode> member = it.next();
                JsonNode memberValue = object.get(member.getKey());
                if (memberValue == null) continue;
                members(member.getValue(), memberValue, pointer + "/" + member.getKey(), depth + 1, visitor);
            }
        } else if (!schema.has("properties")
                && !schema.has("additionalProperties")
                && value instanceof ObjectNode object) {
            // a union (a game's commands): the members of the valid value, typed as it has them
            object.fields()
                    .forEachRemaining(member -> visitor.visit(
                            pointer + "/" + member.getKey(),
                            NODES.objectNode()
                                    .put(
                                            "type",
                                            member.getValue()
                                                    .getNodeType()
                                                    .name()
                                                    .toLowerCase()
                                                    .replace(
                                                            "number",
                                                            member.getValue().isIntegralNumber()
                                                                    ? "integer"
                                                                    : "number"))));
        } else if (schema.path("type").asText().equals("array")
                && value instanceof ArrayNode array
                && !array.isEmpty()) {
            members(schema.path("items"), array.get(0), pointer + "/0", depth + 1, visitor);
        }
    }

    @FunctionalInterface
    private interface MemberVisitor {
        void visit(String pointer, JsonNode schema);
    }

    /** A schema with members and no additional ones: an unknown member is an error. */
    private static boolean closed(JsonNode schema) {
        return schema.has("properties") && !schema.has("additionalProperties");
    }

    JsonNode resolve(JsonNode schema) {
        if (schema.has("$ref")) {
            String name = schema.path("$ref").asText().substring("#/components/schemas/".length());
            JsonNode target = contract.path("components").path("schemas").path(name);
            if (schema.size() == 1) return target;
            ObjectNode merged = target.deepCopy();
            schema.fields().forEachRemaining(e -> {
                if (!e.getKey().equals("$ref")) merged.set(e.getKey(), e.getValue());
            });
            return merged;
        }
        return schema;
    }

    /** A valid body: the contract's example, the fixture's, or one built from the schema's examples. */
    private JsonNode validBody(Operation op) {
        JsonNode given = validBodies.apply(op);
        if (given != null) return given;
        if (op.bodyExample() != null) return op.bodyExample();
        return synthesize(op.bodySchema(), 0);
    }

    private JsonNode synthesize(JsonNode schema, int depth) {
        schema = resolve(schema);
        if (schema.has("examples")) return schema.path("examples").get(0);
        if (schema.has("enum")) return schema.path("enum").get(0);
        return switch (schema.path("type").asText("")) {
            case "string" -> NODES.textNode("fuzz");
            case "integer", "number" ->
                NODES.numberNode(Math.max(1, schema.path("minimum").asLong(1)));
            case "boolean" -> NODES.booleanNode(false);
            case "array" ->
                depth > 3 ? NODES.arrayNode() : NODES.arrayNode().add(synthesize(schema.path("items"), depth + 1));
            case "object" -> {
                ObjectNode object = NODES.objectNode();
                if (depth <= 3)
                    schema.path("properties")
                            .fields()
                            .forEachRemaining(e -> object.set(e.getKey(), synthesize(e.getValue(), depth + 1)));
                yield object;
            }
            default -> NODES.objectNode();
        };
    }

    /** The body with the member at {@code pointer} replaced (null: removed); null when there is no such place. */
    private static JsonNode with(JsonNode body, String pointer, JsonNode value) {
        if (pointer.isEmpty()) return value == null ? body : value;
        JsonNode copy = body.deepCopy();
        int cut = pointer.lastIndexOf('/');
        JsonNode parent = cut == 0 ? copy : copy.at(pointer.substring(0, cut));
        String last = pointer.substring(cut + 1);
        if (parent instanceof ObjectNode object) {
            if (value == null) object.remove(last);
            else object.set(last, value);
        } else if (parent instanceof ArrayNode array && last.matches("\\d+") && Integer.parseInt(last) < array.size()) {
            array.set(Integer.parseInt(last), value == null ? NODES.nullNode() : value);
        } else return null;
        return copy;
    }

    /** The body's text with its first member written twice. */
    private static String duplicateFirstMember(JsonNode body) {
        if (!(body instanceof ObjectNode object) || object.isEmpty()) return null;
        Map.Entry<String, JsonNode> first = object.fields().next();
        String text = HostileValues.text(object);
        String member = HostileValues.text(NODES.textNode(first.getKey())) + ":" + HostileValues.text(first.getValue());
        return "{" + member + "," + text.substring(1);
    }

    private Map<String, String> baseHeaders(Operation op) {
        Map<String, String> headers = new LinkedHashMap<>();
        for (JsonNode p : op.parameters())
            // a stale version: a write that got past every other check is still refused (412)
            if (p.path("in").asText().equals("header")
                    && p.path("name").asText().equals("If-Match")) headers.put("If-Match", "\"0\"");
        return headers;
    }

    private String path(Operation op, String name, String rawValue) {
        String path = op.template();
        for (JsonNode p : op.parameters()) {
            if (!p.path("in").asText().equals("path")) continue;
            String n = p.path("name").asText();
            String value = n.equals(name) ? rawValue : pathValues.apply(n);
            path = path.replace("{" + n + "}", value);
        }
        return path;
    }

    private static Case request(
            Operation op,
            String path,
            String query,
            Map<String, String> headers,
            JsonNode body,
            Expect expect,
            String names,
            String what) {
        return new Case(
                op.id(),
                op.method(),
                query.isEmpty() ? path : path + "?" + query,
                headers,
                body == null ? null : "application/json",
                body == null ? null : HostileValues.text(body).getBytes(StandardCharsets.UTF_8),
                expect,
                names,
                what);
    }

    private static Case raw(
            Operation op,
            String path,
            Map<String, String> headers,
            String contentType,
            String body,
            Expect expect,
            String names,
            String what) {
        return new Case(
                op.id(),
                op.method(),
                path,
                headers,
                contentType,
                body.getBytes(StandardCharsets.UTF_8),
                expect,
                names,
                what);
    }
}
