package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.Viewer;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.MatchStore;
import io.boardstate.store.StoredEvent;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Provably fair randomness (issue #11), end to end for every registered ruleset: a match played to
 * the end through HTTP publishes a commitment from creation, reveals seed and salt only at the end
 * (nowhere before: views of every viewer, command answers, the log, past versions, the listing, the
 * live stream), the commitment is the SHA-256 of {@code <seed>:<salt>}, and replaying the public log
 * with the engine from the revealed seed, as docs/guide/verifying-randomness.md describes, gives exactly the
 * stored events.
 */
@QuarkusTest
class FairRandomnessTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final Pattern HEX64 = Pattern.compile("[0-9a-f]{64}");
    private static final int MAX_COMMANDS = 5_000;
    private static final int FULL_CHECK_EVERY = 25;

    @TestHTTPResource("/")
    URL base;

    @Inject
    MatchStore store;

    @Test
    void everyGameReplaysFromTheRevealedSeedAndThePublicLog() throws Exception {
        int games = 0;
        int seedSensitive = 0;
        for (Ruleset<?, ?, ?> ruleset : ServiceLoader.load(Ruleset.class)) {
            if (verify(ruleset)) seedSensitive++;
            games++;
        }
        assertTrue(games >= 4, "every registered game was played: " + games);
        // The three real games shuffle at setup: another seed would not have given their logs.
        assertTrue(seedSensitive >= 3, "games whose opening depends on the seed: " + seedSensitive);
    }

    /** Plays one match to the end and verifies it; true when another seed gives another opening. */
    private <S, C extends Command, E extends Event> boolean verify(Ruleset<S, C, E> ruleset) throws Exception {
        String rulesetId = ruleset.info().id();
        int seats = ruleset.info().minSeats();
        List<String> beforeEnd = new ArrayList<>();

        // Created without a seed: the service draws it and publishes only the commitment.
        List<Map<String, String>> players = new ArrayList<>();
        for (int i = 0; i < seats; i++) players.add(Map.of("name", "player" + i));
        Response createdResponse = given().contentType(ContentType.JSON)
                .body(Map.of("ruleset", rulesetId, "players", players))
                .post("/v1/matches");
        assertEquals(201, createdResponse.statusCode(), createdResponse.asString());
        beforeEnd.add(createdResponse.asString());
        JsonNode created = JSON.readTree(createdResponse.asString());
        String id = created.at("/match/id").asText();
        String commitment = created.at("/match/commitment").asText();
        assertTrue(HEX64.matcher(commitment).matches(), rulesetId + ": commitment is lowercase hex SHA-256");
        List<String> tokens = new ArrayList<>();
        for (JsonNode seat : created.get("seats")) tokens.add(seat.get("token").asText());

        // Play random legal commands through HTTP, keeping every answer given while the match runs.
        SplittableRandom chooser = new SplittableRandom(rulesetId.hashCode());
        int commands = 0;
        while (true) {
            String viewBody = given().get("/v1/matches/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            JsonNode view = JSON.readTree(viewBody);
            assertEquals(commitment, view.path("commitment").asText(), rulesetId + ": the same commitment throughout");
            if (view.get("finished").asBoolean()) break;
            beforeEnd.add(viewBody);
            long version = view.get("version").asLong();
            if (commands % FULL_CHECK_EVERY == 0) beforeEnd.addAll(everythingVisible(id, tokens, version));
            JsonNode toAct = view.get("toAct");
            int seat = toAct.get(chooser.nextInt(toAct.size())).asInt();
            String legalBody = as(tokens.get(seat))
                    .get("/v1/matches/" + id + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            beforeEnd.add(legalBody);
            JsonNode legal = JSON.readTree(legalBody).get("commands");
            JsonNode command = legal.get(chooser.nextInt(legal.size()));
            Response answer = as(tokens.get(seat))
                    .contentType(ContentType.JSON)
                    .header("If-Match", "\"" + version + "\"")
                    .body(command.toString())
                    .post("/v1/matches/" + id + "/commands");
            assertEquals(200, answer.statusCode(), rulesetId + " " + command + ": " + answer.asString());
            JsonNode result = JSON.readTree(answer.asString());
            if (!result.at("/match/finished").asBoolean()) beforeEnd.add(answer.asString());
            else assertNotNull(result.at("/match/seed"), rulesetId + ": the final answer reveals the seed");
            assertTrue(++commands < MAX_COMMANDS, rulesetId + ": the match ends within " + MAX_COMMANDS);
        }

        // The end reveals seed and salt, and they open the commitment.
        JsonNode end = JSON.readTree(given().get("/v1/matches/" + id)
                .then()
                .statusCode(200)
                .extract()
                .asString());
        assertTrue(end.get("seed").isIntegralNumber(), rulesetId + ": seed revealed at the end: " + end);
        long seed = end.get("seed").asLong();
        String salt = end.get("salt").asText();
        assertTrue(HEX64.matcher(salt).matches(), rulesetId + ": salt is 64 lowercase hex digits: " + salt);
        assertEquals(sha256Hex(seed + ":" + salt), commitment, rulesetId + ": commitment = SHA-256(seed:salt)");
        assertEquals(
                seed,
                JSON.readTree(as(tokens.get(0))
                                .get("/v1/matches/" + id + "/versions/1")
                                .then()
                                .statusCode(200)
                                .extract()
                                .asString())
                        .get("seed")
                        .asLong());

        // Before the end, neither appeared anywhere.
        Pattern seedNumber = Pattern.compile("(?<![0-9])" + Pattern.quote(Long.toString(seed)) + "(?![0-9])");
        for (String body : beforeEnd) {
            assertFalse(body.contains(salt), rulesetId + ": salt shown before the end: " + body);
            assertFalse(seedNumber.matcher(body).find(), rulesetId + ": seed shown before the end: " + body);
            assertFalse(body.contains("\"seed\""), rulesetId + ": a seed field before the end: " + body);
            assertFalse(body.contains("\"salt\""), rulesetId + ": a salt field before the end: " + body);
        }

        // Replay the public log with the engine from the revealed seed, as docs/guide/verifying-randomness.md says.
        List<JsonNode> log = events(id, null);
        EngineCodec<S, C, E> codec = new EngineCodec<>(ruleset);
        Map<String, Object> options = RulesetRegistry.resolveOptions(ruleset.info(), end.get("options"));
        Decision<E> opening = ruleset.setup(new MatchSetup(end.get("seats").size(), options), Rng.forVersion(seed, 0));
        List<E> replayed = new ArrayList<>(
                assertInstanceOf(Decision.Accepted.class, opening, rulesetId).events());
        S state = null;
        for (E e : replayed) state = ruleset.apply(state, e);
        int setupEvents = replayed.size();
        for (JsonNode item : log) {
            long version = item.get("version").asLong();
            JsonNode command = item.get("command");
            if (version <= setupEvents) {
                assertNull(command, rulesetId + ": setup events have no command");
                assertNull(item.get("seat"), rulesetId + ": setup events have no seat");
            } else if (command != null) {
                assertEquals(replayed.size(), version - 1, rulesetId + ": a command follows the previous one's events");
                Decision<E> decision = ruleset.decide(
                        state,
                        item.get("seat").asInt(),
                        codec.commandFromJson(command),
                        Rng.forVersion(seed, version - 1));
                List<E> events = assertInstanceOf(Decision.Accepted.class, decision, rulesetId + " at " + version)
                        .events();
                for (E e : events) {
                    state = ruleset.apply(state, e);
                    replayed.add(e);
                }
            } else {
                assertTrue(version <= replayed.size(), rulesetId + ": event " + version + " has no command before it");
            }
        }
        assertEquals(log.size(), replayed.size(), rulesetId + ": the replay gives as many events as the log");
        assertTrue(ruleset.isOver(state), rulesetId + ": the replay ends the game");
        assertEquals(JSON.valueToTree(ruleset.result(state).orElseThrow()), end.get("result"), rulesetId);

        // Exactly the stored events (unredacted, from Postgres) ...
        List<StoredEvent> stored = store.events(UUID.fromString(id), 0, Long.MAX_VALUE, Integer.MAX_VALUE);
        assertEquals(replayed.size(), stored.size(), rulesetId);
        for (int i = 0; i < stored.size(); i++) {
            E e = replayed.get(i);
            assertEquals(codec.eventName(e), stored.get(i).type(), rulesetId + " type at " + (i + 1));
            assertEquals(
                    codec.eventPayload(e),
                    JSON.readTree(stored.get(i).payload()),
                    rulesetId + " payload at " + (i + 1));
        }
        // ... and, redacted as the engine redacts them for a spectator, exactly the public log.
        for (int i = 0; i < log.size(); i++) {
            E visible = ruleset.redact(replayed.get(i), Viewer.spectator(), state);
            assertEquals(codec.eventName(visible), log.get(i).get("type").asText(), rulesetId + " at " + (i + 1));
            assertEquals(codec.eventPayload(visible), log.get(i).get("data"), rulesetId + " at " + (i + 1));
        }

        // The check is sensitive to the seed: does another one give another opening?
        Decision<E> other =
                ruleset.setup(new MatchSetup(end.get("seats").size(), options), Rng.forVersion(seed + 1, 0));
        List<E> otherEvents = ((Decision.Accepted<E>) other).events();
        boolean differs = otherEvents.size() != setupEvents;
        for (int i = 0; !differs && i < setupEvents; i++)
            differs = !codec.eventPayload(otherEvents.get(i)).equals(codec.eventPayload(replayed.get(i)));
        return differs;
    }

    /** Everything a client can read of a running match: the bodies, to search for seed and salt later. */
    private List<String> everythingVisible(String id, List<String> tokens, long version) throws Exception {
        List<String> bodies = new ArrayList<>();
        List<String> callers = new ArrayList<>(tokens);
        callers.add(null);
        for (String token : callers) {
            bodies.add(read(token, "/v1/matches/" + id));
            bodies.add(read(token, "/v1/matches/" + id + "/versions/" + version));
            bodies.add(read(token, "/v1/matches/" + id + "/versions/1"));
            for (JsonNode item : events(id, token)) {
                assertNull(item.get("command"), "no command is shown before the end: " + item);
                bodies.add(item.toString());
            }
            bodies.add(stream(id, token, version));
        }
        bodies.add(read(null, "/v1/matches?limit=100"));
        bodies.add(read(tokens.get(0), "/v1/matches?limit=100"));
        return bodies;
    }

    private static String read(String token, String path) {
        return (token == null ? given() : as(token))
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .asString();
    }

    /** The whole log as {@code token} (null: a spectator) sees it, page by page. */
    private static List<JsonNode> events(String id, String token) throws Exception {
        List<JsonNode> items = new ArrayList<>();
        long after = 0;
        while (true) {
            JsonNode page = JSON.readTree(read(token, "/v1/matches/" + id + "/events?after=" + after + "&limit=500"));
            page.get("items").forEach(items::add);
            after = page.get("nextAfter").asLong();
            if (!page.get("hasMore").asBoolean()) return items;
        }
    }

    /** The live stream from the start until the message of {@code version}, as raw text. */
    private String stream(String id, String token, long version) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + "v1/matches/" + id + "/stream?after=0"))
                .header("Accept", "text/event-stream");
        if (token != null) request.header("Authorization", "Bearer " + token);
        HttpResponse<InputStream> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        boolean[] atVersion = {false};
        try (InputStream body = response.body()) {
            return CompletableFuture.supplyAsync(() -> {
                        StringBuilder text = new StringBuilder();
                        try {
                            BufferedReader lines =
                                    new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
                            for (String line; (line = lines.readLine()) != null; ) {
                                text.append(line).append('\n');
                                if (line.equals("id:" + version) || line.equals("id: " + version)) atVersion[0] = true;
                                else if (line.isEmpty() && atVersion[0]) return text.toString();
                            }
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                        throw new AssertionError("stream ended before version " + version + ": " + text);
                    })
                    .get(30, TimeUnit.SECONDS);
        }
    }

    private static String sha256Hex(String text) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
