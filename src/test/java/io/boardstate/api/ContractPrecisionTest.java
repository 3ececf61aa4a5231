package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.playRandomLegalCommand;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.boardstate.sdk.model.Problem;
import io.boardstate.sdk.model.ProblemCode;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What the contract promises in detail holds: every request example it carries is accepted as
 * documented; the problem codes it lists are all the codes the service sends, and a generated
 * SDK reads a code it does not know; the values a viewer may not see, sent as null, are declared
 * nullable.
 */
@QuarkusTest
class ContractPrecisionTest {
    private static final JsonNode CONTRACT = read();

    private static JsonNode read() {
        try {
            return new YAMLMapper().readTree(Files.readString(Path.of("openapi/openapi.yaml")));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void everyRequestExampleOfTheContractIsAcceptedAsDocumented() {
        List<String> tried = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = CONTRACT.get("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> ops = path.getValue().fields(); ops.hasNext(); ) {
                Map.Entry<String, JsonNode> op = ops.next();
                JsonNode examples = op.getValue().at("/requestBody/content/application~1json/examples");
                for (Iterator<Map.Entry<String, JsonNode>> it = examples.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> example = it.next();
                    Response response = post(
                            path.getKey(),
                            op.getValue(),
                            example.getKey(),
                            example.getValue().get("value"));
                    String status = Integer.toString(response.statusCode());
                    String label = op.getKey() + " " + path.getKey() + " example " + example.getKey();
                    assertTrue(status.startsWith("2"), label + ": " + status + " " + response.asString());
                    assertTrue(op.getValue().get("responses").has(status), label + ": " + status + " is documented");
                    tried.add(label);
                }
            }
        }
        assertTrue(tried.size() >= 2, "the contract's examples: " + tried);
    }

    /** POSTs an example; a path with {matchId} gets a new match of the game the example is named after. */
    private static Response post(String path, JsonNode operation, String name, JsonNode body) {
        var request = RestAssured.given().contentType(ContentType.JSON).body(body.toString());
        if (path.contains("{matchId}")) {
            String ruleset = Stream.of(
                            "smallworld-underground", "smallworld-warcraft", "smallworld", "great-fire-of-london-1666")
                    .filter(id -> name.toLowerCase().startsWith(id.replaceAll("[^a-z0-9]", "")))
                    .findFirst()
                    .orElseThrow(() -> new AssertionError("example " + name + " names no game"));
            Created m = create(ruleset, 2, Map.of(), 42L);
            var view = match(m.id(), null);
            request = as(m.tokens().get(view.getInt("toAct[0]")))
                    .contentType(ContentType.JSON)
                    .body(body.toString())
                    .header("If-Match", "\"" + view.getLong("version") + "\"");
            for (JsonNode parameter : operation.path("parameters"))
                if (parameter.path("in").asText().equals("header")
                        && parameter.has("example")
                        && !parameter.get("name").asText().equals("If-Match"))
                    request = request.header(
                            parameter.get("name").asText(),
                            parameter.get("example").asText());
            path = path.replace("{matchId}", m.id());
        }
        return request.post(path);
    }

    private static final Pattern CODE_LITERAL = Pattern.compile("\"([A-Z][A-Z_]{3,}[A-Z])\"");

    @Test
    void theContractListsEveryProblemCodeTheServiceSends() throws Exception {
        Set<String> listed = new HashSet<>();
        JsonNode code = CONTRACT.at("/components/schemas/Problem/properties/code");
        assertEquals("string", code.get("type").asText(), "a plain string: codes added later stay readable");
        CONTRACT.at("/components/schemas/ProblemCode/enum").forEach(c -> listed.add(c.asText()));
        Pattern pattern = Pattern.compile(code.get("pattern").asText());
        Set<String> sent = new TreeSet<>();
        List<Path> sources = new ArrayList<>();
        for (String dir : List.of("src/main/java/io/boardstate/api", "src/main/java/io/boardstate/match"))
            try (Stream<Path> files = Files.walk(Path.of(dir))) {
                files.filter(f -> f.toString().endsWith(".java")).forEach(sources::add);
            }
        sources.add(Path.of("src/main/java/io/boardstate/engine/RuleViolation.java"));
        for (Path source : sources) {
            Matcher m = CODE_LITERAL.matcher(Files.readString(source));
            while (m.find()) sent.add(m.group(1));
        }
        sent.remove("ILLEGAL_MOVE"); // only as the prefix of ILLEGAL_MOVE/<RULE>
        sent.remove("FOREST"); // a terrain, the example of a board legend's value (BoardDtos)
        sent.remove("HTTPS"); // the TLS host name check of webhook deliveries (WebhookHttp)
        assertTrue(sent.size() > 20, "codes found in the sources: " + sent);
        Set<String> missing = new TreeSet<>(sent);
        missing.removeAll(listed);
        assertEquals(Set.of(), missing, "codes the service sends that the contract does not list");
        for (String c : listed) assertTrue(pattern.matcher(c).matches(), c + " matches the pattern");
        assertTrue(pattern.matcher("ILLEGAL_MOVE/NOT_ADJACENT").matches());
    }

    @Test
    void theGeneratedJavaSdkReadsKnownRuleAndUnknownCodes() throws Exception {
        var mapper = io.boardstate.sdk.JSON.getDefault().getMapper();
        for (String code : List.of("VERSION_CONFLICT", "ILLEGAL_MOVE/NOT_ADJACENT", "A_CODE_ADDED_NEXT_YEAR")) {
            Problem problem = mapper.readValue(
                    "{\"type\":\"urn:problem:boardstate:" + code + "\",\"title\":\"t\",\"status\":422,\"code\":\""
                            + code + "\"}",
                    Problem.class);
            assertEquals(code, problem.getCode());
        }
        // and a real one
        Created m = create("tictactoe", 2, Map.of(), 7L);
        String body = as(m.tokens().get(0))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"99\"")
                .body("{\"type\":\"place\",\"cell\":0}")
                .post("/v1/matches/" + m.id() + "/commands")
                .asString();
        assertEquals("VERSION_CONFLICT", mapper.readValue(body, Problem.class).getCode());
        assertEquals(
                ProblemCode.VERSION_CONFLICT.getValue(),
                mapper.readValue(body, Problem.class).getCode());
    }

    @Test
    void hiddenValuesTheServiceSendsAsNullAreDeclaredNullable() {
        Created m = create("great-fire-of-london-1666", 3, Map.of(), 11L);
        Random random = new Random(3);
        for (int i = 0; i < 40 && playRandomLegalCommand(m, random) >= 0; i++) {}
        assertFalse(match(m.id(), null).getBoolean("finished"), "still running: the spectator's log is redacted");
        JsonNode events = read(
                RestAssured.get("/v1/matches/" + m.id() + "/events?limit=500").asString());
        JsonNode schemas = CONTRACT.at("/components/schemas");
        int nulls = 0;
        for (JsonNode event : events.get("items")) {
            String type = event.get("type").asText();
            JsonNode schema = schemas.get("GreatFireOfLondon1666EventData_" + type);
            if (schema == null) continue; // the service's own events (matchEnded, ...) are not the game's
            for (Iterator<Map.Entry<String, JsonNode>> fields =
                            event.get("data").fields();
                    fields.hasNext(); ) {
                Map.Entry<String, JsonNode> field = fields.next();
                JsonNode declared = schema.at("/properties/" + field.getKey());
                String where = type + "." + field.getKey();
                if (field.getValue().isNull()) {
                    nulls++;
                    assertTrue(allowsNull(declared), where + " is sent as null: " + declared);
                }
                if (field.getValue().isArray())
                    for (JsonNode item : field.getValue())
                        if (item.isNull()) {
                            nulls++;
                            assertTrue(allowsNull(declared.get("items")), where + "[] holds null: " + declared);
                        }
            }
        }
        assertTrue(nulls > 0, "a spectator's log of a running Great Fire match hides something");
    }

    private static boolean allowsNull(JsonNode schema) {
        if (schema == null) return false;
        for (JsonNode t : schema.path("type")) if (t.asText().equals("null")) return true;
        for (JsonNode branch : schema.path("anyOf"))
            if (branch.path("type").asText().equals("null")) return true;
        return false;
    }

    private static JsonNode read(String json) {
        try {
            return new com.fasterxml.jackson.databind.ObjectMapper().readTree(json);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
