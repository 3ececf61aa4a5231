package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Ruleset;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.EncoderConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * 2,500 hostile requests with a fixed seed over every endpoint and every registered ruleset:
 * mutated and random JSON, wrong types, huge numbers, odd Unicode, bad headers and path values.
 * Never a 5xx; every error is problem+json with a code; no Java names or stack traces in any
 * body; the stored matches are unchanged afterwards.
 */
@QuarkusTest
class HostileInputFuzzTest {
    private static final int REQUESTS = 2_500;
    private static final List<String> LEAKS =
            List.of("io.boardstate", "java.", "Exception", "com.fasterxml", "\tat ", "class ", "jakarta.", "org.jboss");
    private static final String[] STRINGS = {
        "",
        " ",
        "null",
        "0",
        "-1",
        "9223372036854775808",
        "1e309",
        "NaN",
        "\u0000",
        "\uD800",
        "é",
        "😀",
        "' OR 1=1 --",
        "../../etc/passwd",
        "%00",
        "<script>",
        "\"",
        "\\",
        "{}",
        "[]",
        "x".repeat(3000)
    };
    private static final String[] VALUES = {
        "null",
        "true",
        "false",
        "0",
        "-1",
        "1.5",
        "1e400",
        "99999999999999999999",
        "\"\"",
        "\"x\"",
        "[]",
        "{}",
        "[1,[2,[3]]]",
        "{\"a\":{\"b\":{}}}",
        "\"\\u0000\"",
        "\"\\ud800\"",
        "-0",
        "2147483648"
    };

    private final SplittableRandom random = new SplittableRandom(20261124L);
    private String last;

    private record Target(String ruleset, Created match, List<Map<String, Object>> legal) {}

    @Test
    void hostileRequestsNeverBreakTheServiceNorChangeStoredMatches() {
        List<Target> targets = new ArrayList<>();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            String id = r.info().id();
            Created m = Api.create(id, r.info().minSeats(), Map.of(), 99L);
            List<Map<String, Object>> legal = Api.as(m.tokens().get(0))
                    .get("/v1/matches/" + m.id() + "/legal-commands")
                    .then()
                    .extract()
                    .jsonPath()
                    .getList("commands");
            targets.add(new Target(id, m, legal == null ? List.of() : legal));
        }
        Map<String, String> before = new LinkedHashMap<>();
        for (Target t : targets) before.put(t.match().id(), log(t.match().id()));
        Map<Integer, Integer> statuses = new LinkedHashMap<>();
        for (int i = 0; i < REQUESTS; i++) {
            Target t = targets.get(random.nextInt(targets.size()));
            Response r;
            try {
                r = hostile(t);
            } catch (RuntimeException e) {
                throw new AssertionError("request " + i + " could not be sent by the client: " + last, e);
            }
            statuses.merge(r.statusCode(), 1, Integer::sum);
            check(r);
        }
        for (Target t : targets)
            assertEquals(before.get(t.match().id()), log(t.match().id()), "the stored match is unchanged");
        assertTrue(statuses.keySet().stream().anyMatch(s -> s >= 400 && s < 500), "hostile input was refused");
        System.out.println("hostile requests by status: " + statuses);
    }

    private static String log(String matchId) {
        return given().queryParam("limit", 500)
                .get("/v1/matches/" + matchId + "/events")
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    private void check(Response r) {
        String body = r.asString();
        assertTrue(r.statusCode() < 500, "no 5xx: " + r.statusCode() + " " + body);
        if (r.statusCode() >= 400) {
            String type = r.contentType();
            assertTrue(
                    type != null && type.startsWith("application/problem+json"),
                    "an error is problem+json: " + r.statusCode() + " " + type + " " + body);
            assertNotNull(r.jsonPath().getString("code"), "a problem has a code: " + body);
        }
        for (String leak : LEAKS) assertFalse(body.contains(leak), "no Java names (" + leak + "): " + body);
    }

    private Response hostile(Target t) {
        String id = t.match().id();
        String token = t.match().tokens().get(random.nextInt(t.match().tokens().size()));
        RequestSpecification spec = given().config(RestAssuredConfig.config()
                        .encoderConfig(EncoderConfig.encoderConfig()
                                .appendDefaultContentCharsetToContentTypeIfUndefined(false)))
                .urlEncodingEnabled(false);
        if (random.nextInt(3) > 0)
            spec = spec.header(
                    "Authorization",
                    random.nextBoolean()
                            ? "Bearer " + token
                            : pick(new String[] {"Bearer " + string(), "Basic abc", token, "Bearer"}));
        if (random.nextInt(4) > 0)
            spec = spec.header(
                    "If-Match",
                    random.nextBoolean()
                            ? "\"" + t.match().version() + "\""
                            : pick(new String[] {"\"-1\"", "*", "W/\"1\"", "\"" + string() + "\"", "1"}));
        if (random.nextInt(4) == 0)
            spec = spec.header(
                    "Idempotency-Key", pick(new String[] {"k" + random.nextInt(5), "x".repeat(300), "é", "a b"}));
        if (random.nextInt(5) == 0)
            spec = spec.header(
                    "Accept",
                    pick(new String[] {"text/plain", "application/xml", "*/*", "application/json;q=0", "garbage"}));
        // mostly the real match, so that mutated commands reach the rules engine
        String path = random.nextInt(5) < 3
                ? id
                : enc(pick(
                        new String[] {id.toUpperCase(), "not-a-uuid", "00000000-0000-0000-0000-000000000000", string()
                        }));
        last = path;
        return switch (random.nextInt(9)) {
            case 0 ->
                spec.contentType(pick(new String[] {
                            "application/json", "text/plain", "application/xml", "application/json;charset=UTF-8"
                        }))
                        .body(creation(t.ruleset()))
                        .post("/v1/matches");
            case 1, 2 ->
                spec.contentType("application/json").body(command(t)).post("/v1/matches/" + path + "/commands");
            case 3 -> spec.get("/v1/matches/" + path);
            case 4 ->
                spec.get("/v1/matches/" + path + "/versions/"
                        + enc(pick(new String[] {"0", "1", "-1", "99999999999", "x", "1.5", string()})));
            case 5 ->
                spec.get("/v1/matches/" + path + "/events?" + pick(new String[] {"limit", "after", "cursor"}) + "="
                        + enc(string()));
            case 6 -> spec.get("/v1/matches/" + path + "/legal-commands");
            case 7 ->
                spec.get("/v1/rulesets/" + enc(pick(new String[] {t.ruleset(), string(), "smallworld\u0000", ""})));
            default -> spec.get("/ui/matches/" + path);
        };
    }

    private String creation(String ruleset) {
        return switch (random.nextInt(4)) {
            case 0 ->
                "{\"ruleset\":" + pick(new String[] {"\"" + ruleset + "\"", value()}) + ",\"players\":" + value() + "}";
            case 1 ->
                "{\"ruleset\":\"" + ruleset + "\",\"players\":[{\"name\":" + value()
                        + "},{\"name\":\"b\"}],\"options\":{\"" + string().replace("\"", "") + "\":" + value()
                        + "},\"seed\":" + value() + "}";
            case 2 -> value();
            default -> "{\"ruleset\":\"" + ruleset + "\"," + "\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}],\"zz\":1";
        };
    }

    /** A listed legal command with one field changed, or something else entirely. */
    private String command(Target t) {
        if (t.legal().isEmpty() || random.nextInt(4) == 0)
            return random.nextBoolean() ? value() : "{\"type\":" + value() + "}";
        Map<String, Object> c =
                new LinkedHashMap<>(t.legal().get(random.nextInt(t.legal().size())));
        StringBuilder json = new StringBuilder("{");
        List<String> keys = new ArrayList<>(c.keySet());
        String mutated = keys.get(random.nextInt(keys.size()));
        for (String k : keys) {
            if (json.length() > 1) json.append(',');
            json.append('"').append(k).append("\":");
            json.append(
                    k.equals(mutated)
                            ? value()
                            : EngineCodec.MAPPER.valueToTree(c.get(k)).toString());
        }
        if (random.nextInt(5) == 0)
            json.append(",\"").append(string().replace("\"", "")).append("\":1");
        return json.append('}').toString();
    }

    /** A path or query value percent-encoded (REST Assured would read braces as its own templates). */
    private static String enc(String value) {
        // a lone surrogate has no UTF-8 form and the client cannot send it in a URI: bodies carry it
        String wellFormed = value.replaceAll("[\\x{D800}-\\x{DFFF}]", "?");
        return URLEncoder.encode(wellFormed, StandardCharsets.UTF_8).replace("+", "%20");
    }

    private String value() {
        return random.nextInt(4) == 0
                ? "\"" + string().replace("\\", "\\\\").replace("\"", "\\\"") + "\""
                : pick(VALUES);
    }

    private String string() {
        return pick(STRINGS);
    }

    private String pick(String[] options) {
        return options[random.nextInt(options.length)];
    }
}
