package io.boardstate.api;

import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.ContractCases.Case;
import io.boardstate.api.ContractCases.Expect;
import io.boardstate.api.ContractCases.Operation;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The contract-driven fuzzer: reads the served OpenAPI document and sends, for every operation,
 * every declared parameter and every body member, the hostile requests of {@link ContractCases},
 * with valid credentials and without (more credential variants and rounds on demand:
 * {@code -Dfuzz.requests=20000}). Asserts no 5xx, every error problem+json with a code listed in
 * docs/guide/errors.md, each case's own obligation (a named 400, a pointer, 415, ...), that nothing
 * stored changed (match heads, organizer keys, webhooks, the organizer's matches), and that the
 * requests cut off at the transport level ({@link TransportCuts}) count no server error.
 */
@QuarkusTest
class ContractFuzzTest {
    private static final int REQUESTS = Integer.getInteger("fuzz.requests", 3_000);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final List<String> ALL_SCOPES =
            List.of("matches:create", "matches:read", "matches:admin", "webhooks:manage");

    /** Who sends a case: valid credentials for the operation, none, or wrong ones. */
    private enum Credentials {
        VALID,
        NONE,
        GARBAGE,
        OTHER_ORGANIZER
    }

    private record Fixture(
            Organizers.Key key,
            Organizers.Key victimKey,
            Organizers.Key otherKey,
            String matchId,
            List<String> seatTokens,
            String webhookId,
            JsonNode legalCommand) {}

    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(30))
            .build();
    private final Map<String, List<String>> failures = new TreeMap<>();
    /** Each operation's security scheme, from the contract: which credentials are valid for it. */
    private final Map<String, String> security = new LinkedHashMap<>();

    @Test
    void hostileRequestsFromTheContractGetListedProblemsAndChangeNothing() throws Exception {
        JsonNode contract = JSON.readTree(management()
                .queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString());
        Set<String> listed = listedCodes();
        Fixture f = fixture();
        String before = stored(f);
        double serverErrorsBefore = TransportCuts.serverErrors();

        String boardId =
                given().get("/v1/rulesets/smallworld/boards").jsonPath().getString("items[0].id");
        ContractCases generator = new ContractCases(
                contract,
                name -> switch (name) {
                    case "matchId" -> f.matchId();
                    case "version" -> "1";
                    case "ruleset" -> "smallworld";
                    case "boardId" -> boardId == null ? "x" : boardId;
                    case "keyId" -> f.victimKey().id();
                    case "webhookId" -> f.webhookId();
                    default -> "00000000-0000-4000-8000-000000000000";
                },
                op -> op.id().equals("submitCommand") ? f.legalCommand() : null);
        List<Operation> operations = generator.operations();
        for (Operation op : operations) security.put(op.id(), op.security());
        assertTrue(operations.size() >= 30, "the contract lists the service's operations: " + operations.size());
        List<Case> cases = interleaved(operations, generator);

        long started = System.nanoTime();
        int sent = 0;
        Map<Integer, Integer> statuses = new TreeMap<>();
        List<Credentials> variants = List.of(Credentials.values());
        Random random = new Random(20261127L);
        for (int round = 0; sent < REQUESTS; round++) {
            for (Case c : cases) {
                if (sent >= REQUESTS) break;
                // the first round sends each case with valid credentials and without; later ones vary them
                List<Credentials> who = round == 0
                        ? List.of(Credentials.VALID, Credentials.NONE)
                        : List.of(variants.get(random.nextInt(variants.size())));
                for (Credentials cred : who) {
                    int status = send(c, cred, f, listed);
                    statuses.merge(status, 1, Integer::sum);
                    sent++;
                }
            }
        }
        sent += TransportCuts.sendAll(f.matchId(), f.key().key(), this::fail);
        long millis = (System.nanoTime() - started) / 1_000_000;

        String after = stored(f);
        if (!before.equals(after)) fail("stored data", "changed: before " + before + "\n after " + after);
        double serverErrors = TransportCuts.serverErrors() - serverErrorsBefore;
        if (serverErrors != 0)
            fail("metrics", serverErrors + " requests counted as 5xx in http_server_requests_seconds_count");
        System.out.printf(
                "contract fuzz: %d requests over %d operations (%d cases) in %d ms; statuses %s%n",
                sent, operations.size(), cases.size(), millis, statuses);
        if (!failures.isEmpty()) {
            StringBuilder report = new StringBuilder("contract fuzz found " + failures.size() + " kinds of defects:\n");
            failures.forEach((kind, examples) -> report.append("- ")
                    .append(kind)
                    .append(" (")
                    .append(examples.size())
                    .append("x), e.g. ")
                    .append(examples.get(0))
                    .append('\n'));
            System.out.println(report);
            throw new AssertionError(report.toString());
        }
    }

    /** The cases of all operations, shuffled within each operation and dealt round-robin, so a budget covers all. */
    private static List<Case> interleaved(List<Operation> operations, ContractCases generator) {
        List<List<Case>> byOperation = new ArrayList<>();
        Random random = new Random(28L);
        for (Operation op : operations) {
            List<Case> cases = new ArrayList<>(generator.cases(op));
            Collections.shuffle(cases, random);
            byOperation.add(cases);
        }
        List<Case> all = new ArrayList<>();
        for (int i = 0; ; i++) {
            boolean any = false;
            for (List<Case> cases : byOperation)
                if (i < cases.size()) {
                    all.add(cases.get(i));
                    any = true;
                }
            if (!any) return all;
        }
    }

    private int send(Case c, Credentials cred, Fixture f, Set<String> listed) throws InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(
                        URI.create("http://localhost:" + RestAssured.port + c.target()))
                .timeout(Duration.ofSeconds(120))
                .method(
                        c.method(),
                        c.body() == null
                                ? HttpRequest.BodyPublishers.noBody()
                                : HttpRequest.BodyPublishers.ofByteArray(c.body()));
        c.headers().forEach(request::header);
        if (c.contentType() != null) request.header("Content-Type", c.contentType());
        String token = token(c, cred, f);
        if (token != null) request.header("Authorization", "Bearer " + token);
        String label = c.method() + " " + c.operation() + " [" + cred + "] " + c.what();
        HttpResponse<InputStream> response;
        byte[] body;
        try {
            response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            String type = response.headers().firstValue("Content-Type").orElse("");
            try (InputStream in = response.body()) {
                // a live stream is not read to its end: its status and type are the answer
                body = type.startsWith("text/event-stream") || type.startsWith("application/x-ndjson")
                        ? new byte[0]
                        : in.readAllBytes();
            }
        } catch (IOException e) {
            fail(c.operation() + ": no answer", label + ": " + e);
            return 0;
        }
        check(c, cred, response, new String(body, StandardCharsets.UTF_8), listed, label);
        return response.statusCode();
    }

    private String token(Case c, Credentials cred, Fixture f) {
        return switch (cred) {
            case NONE -> null;
            case GARBAGE -> "bso_garbage";
            case OTHER_ORGANIZER -> f.otherKey().key();
            case VALID -> {
                yield switch (security.get(c.operation())) {
                    case "adminKey" -> Organizers.ADMIN_KEY;
                    case "seatToken" -> f.seatTokens().get(0);
                    case "none" -> null;
                    default -> f.key().key();
                };
            }
        };
    }

    private void check(
            Case c, Credentials cred, HttpResponse<?> response, String body, Set<String> listed, String label) {
        int status = response.statusCode();
        String kind = c.method() + " " + c.operation() + ": ";
        String seen = label + " -> " + status + " " + (body.length() > 300 ? body.substring(0, 300) : body);
        if (status >= 500) {
            fail(kind + "5xx", seen);
            return;
        }
        JsonPath problem = null;
        if (status >= 400) {
            String type = response.headers().firstValue("Content-Type").orElse("");
            if (!type.startsWith("application/problem+json")) {
                fail(kind + "error is not problem+json", seen);
                return;
            }
            problem = new JsonPath(body);
            String code = problem.getString("code");
            if (code == null || !(listed.contains(code) || code.startsWith("ILLEGAL_MOVE/")))
                fail(kind + "code not listed in docs/guide/errors.md", seen);
        }
        boolean refused = status >= 400 && status < 500;
        if (cred != Credentials.VALID) {
            if (c.expect() != Expect.ANY && c.expect() != Expect.ANY_MEDIA && !refused)
                fail(kind + "hostile request accepted (" + c.expect() + ")", seen);
            return;
        }
        switch (c.expect()) {
            case ANY -> {}
            case ANY_MEDIA -> {
                if (status == 406) fail(kind + "empty or unparsable Accept not read as */*", seen);
            }
            case REFUSED -> {
                if (!refused) fail(kind + "hostile request accepted", seen);
            }
            case MEDIA_TYPE -> {
                if (status != 415) fail(kind + "wrong Content-Type not 415", seen);
            }
            case PARAMETER -> {
                if (status != 400 || !"INVALID_PARAMETER".equals(problem.getString("code")))
                    fail(kind + "bad parameter not 400 INVALID_PARAMETER", seen);
                else if (!c.names().equals(problem.getString("parameter")))
                    fail(kind + "INVALID_PARAMETER does not name the parameter", seen);
            }
            case MEMBER -> {
                if (!refused) fail(kind + "body member of the wrong type or unknown accepted", seen);
                else if ("MALFORMED_COMMAND".equals(problem.getString("code"))) {
                    // a game's command is read by its engine, which names the member in the detail
                } else if (status != 400 || !"MALFORMED_JSON".equals(problem.getString("code")))
                    fail(kind + "bad body member not 400 MALFORMED_JSON", seen);
                else if (!c.names().equals(problem.getString("pointer")))
                    fail(kind + "MALFORMED_JSON without the member's pointer", seen);
            }
        }
    }

    private void fail(String kind, String example) {
        failures.computeIfAbsent(kind, k -> new ArrayList<>()).add(example);
    }

    /** Codes listed in docs/guide/errors.md (the backticked upper-case names of its table). */
    static Set<String> listedCodes() throws IOException {
        Set<String> codes = new TreeSet<>();
        Matcher m = Pattern.compile("`([A-Z][A-Z_]+(?:/<RULE>)?)`")
                .matcher(Files.readString(Path.of("docs/guide/errors.md"), StandardCharsets.UTF_8));
        while (m.find()) codes.add(m.group(1));
        return codes;
    }

    private Fixture fixture() {
        Organizers.Key key = Organizers.issue("fuzz-org", ALL_SCOPES);
        Organizers.Key victim = Organizers.issue("fuzz-org", List.of("matches:read"));
        Organizers.Key other = Organizers.issue("fuzz-other", ALL_SCOPES);
        JsonPath created = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of("name", "Ada", "externalPlayerId", "p-1"), Map.of("name", "Brian")),
                        "seed",
                        42,
                        "tags",
                        Map.of("tournament", "fuzz-cup", "round", "1", "table", "7")))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String matchId = created.getString("match.id");
        List<String> tokens = created.getList("seats.token", String.class);
        String webhookId = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://127.0.0.1:9/fuzz", "tournament", "fuzz-cup"))
                .post("/v1/webhooks")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("webhook.id");
        JsonNode legal;
        try {
            legal = JSON.readTree(given().header("Authorization", "Bearer " + tokens.get(0))
                            .get("/v1/matches/" + matchId + "/legal-commands")
                            .then()
                            .statusCode(200)
                            .extract()
                            .asString())
                    .path("commands")
                    .get(0);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return new Fixture(key, victim, other, matchId, tokens, webhookId, legal);
    }

    /** What must not change: the match's log, the organizer's matches, keys and webhooks. */
    private static String stored(Fixture f) {
        String auth = "Bearer " + f.key().key();
        return String.join(
                "\n",
                given().queryParam("limit", 500)
                        .get("/v1/matches/" + f.matchId() + "/events")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString(),
                given().header("Authorization", auth)
                        .queryParam("limit", 100)
                        .get("/v1/matches")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("items.id")
                        .toString(),
                given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                        .get("/v1/admin/organizer-keys")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString(),
                given().header("Authorization", auth)
                        .get("/v1/webhooks")
                        .then()
                        .statusCode(200)
                        .extract()
                        .asString());
    }
}
