package io.boardstate.api.openapi;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The contract's game types are true: random matches of every published ruleset are played to the
 * end through the API, and everything the service sends about them (the match as each seat and a
 * spectator sees it at several versions, past versions, command results, the event log, the NDJSON
 * and SSE streams) is validated against the published schemas; the state against its ruleset's
 * view and each event against its ruleset's union, too. And the check can fail: wrong instances
 * made from real ones are rejected.
 */
@QuarkusTest
class ContractTypesTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final PublishedSchemas schemas = PublishedSchemas.load();

    @Test
    void everythingSentAboutRandomMatchesOfEveryGameFitsThePublishedTypes() throws Exception {
        Map<String, String> published = published();
        assertTrue(published.size() >= 4, "every game: " + published.keySet());
        Map<String, Integer> checked = new TreeMap<>();
        for (Map.Entry<String, String> game : published.entrySet()) {
            Ruleset<?, ?, ?> ruleset = new RulesetRegistry().find(game.getKey()).ruleset();
            int seats = Math.max(
                    ruleset.info().minSeats(), Math.min(3, ruleset.info().maxSeats()));
            Created m = create(game.getKey(), seats, Map.of(), 5L + seats);
            checked.merge(
                    game.getKey(),
                    play(m, game.getValue(), new Random(game.getKey().hashCode())),
                    Integer::sum);
            List<String> viewers = viewers(m);
            for (String token : viewers) {
                checked.merge(game.getKey(), events(m, token, game.getValue()), Integer::sum);
                checked.merge(game.getKey(), streamed(m, token, game.getValue()), Integer::sum);
                long head = view(m, token, game.getValue(), null).get("version").asLong();
                for (long version : List.of(1L, head / 3, 2 * head / 3, head - 1))
                    if (version >= 1) view(m, token, game.getValue(), version);
            }
        }
        System.out.println("ContractTypesTest: documents validated by ruleset " + checked);
        for (String ruleset : published.keySet())
            assertTrue(checked.getOrDefault(ruleset, 0) > 100, ruleset + ": documents checked " + checked);
    }

    @Test
    void wrongInstancesMadeFromRealOnesAreRejected() throws Exception {
        Created m = create("smallworld", 2, Map.of(), 9L);
        play(m, "Smallworld", new Random(1), 12);
        JsonNode spectator = body(RestAssured.given(), "/v1/matches/" + m.id());
        schemas.assertValid("Match", spectator, "the real spectator view");
        ObjectNode extra = spectator.deepCopy();
        ((ObjectNode) extra.get("state")).put("secretDeck", 1);
        schemas.assertInvalid("SmallworldView", extra.get("state"), "a view with a member the service never sends");
        ObjectNode wrongType = spectator.deepCopy();
        ((ObjectNode) wrongType.get("state")).put("round", "three");
        schemas.assertInvalid("Match", wrongType, "a round that is not a number");
        JsonNode event = body(RestAssured.given(), "/v1/matches/" + m.id() + "/events?limit=500")
                .get("items")
                .get(0);
        schemas.assertValid("SmallworldEvent", event, "the real first event");
        ObjectNode renamed = event.deepCopy();
        renamed.put("type", "regionConquered");
        schemas.assertInvalid("Event", renamed, "the first event's data under another type");
        ObjectNode foreign = event.deepCopy();
        foreign.put("type", "matchStarted");
        schemas.assertInvalid("SmallworldEvent", foreign, "a Great Fire event type in a Small World log");
        ObjectNode noData = event.deepCopy();
        noData.remove("data");
        schemas.assertInvalid("Event", noData, "an event without data");
    }

    /** Published rulesets: id -> schema prefix. */
    private static Map<String, String> published() {
        Map<String, String> ids = new TreeMap<>();
        for (EngineCodec<?, ?, ?> codec : new RulesetRegistry().all())
            if (codec.ruleset().getClass().getName().startsWith("io.boardstate.games."))
                ids.put(
                        codec.ruleset().info().id(),
                        GameSchemasFilter.pascal(codec.ruleset().info().id()));
        return ids;
    }

    private static List<String> viewers(Created m) {
        List<String> viewers = new ArrayList<>(m.tokens());
        viewers.add(null); // a spectator
        return viewers;
    }

    private int play(Created m, String prefix, Random random) throws Exception {
        return play(m, prefix, random, Integer.MAX_VALUE);
    }

    /**
     * Plays random legal commands (up to {@code limit}), checking each answer, and every viewer's match
     * every 25 commands and their logs every 100 (mid-game, where secrets are hidden). Returns the
     * documents checked.
     */
    private int play(Created m, String prefix, Random random, int limit) throws Exception {
        int checked = 0;
        for (int played = 0; played < limit; played++) {
            JsonNode match = body(RestAssured.given(), "/v1/matches/" + m.id());
            if (match.get("finished").asBoolean()) break;
            if (played % 25 == 0)
                for (String token : viewers(m)) {
                    view(m, token, prefix, null);
                    checked++;
                    if (played % 100 == 50) checked += events(m, token, prefix); // redacted mid-game
                }
            int seat = match.get("toAct").get(0).asInt();
            String token = m.tokens().get(seat);
            JsonNode legal = body(as(token), "/v1/matches/" + m.id() + "/legal-commands");
            schemas.assertValid("LegalCommands", legal, "legal commands");
            JsonNode commands = legal.get("commands");
            JsonNode command = commands.get(random.nextInt(commands.size()));
            String answer = as(token)
                    .contentType(ContentType.JSON)
                    .header("If-Match", "\"" + match.get("version").asLong() + "\"")
                    .body(command.toString())
                    .post("/v1/matches/" + m.id() + "/commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .asString();
            JsonNode result = JSON.readTree(answer);
            schemas.assertValid("CommandResult", result, "the answer to " + command);
            for (JsonNode event : result.get("events")) schemas.assertValid(prefix + "Event", event, "a new event");
            checked += 1 + result.get("events").size();
        }
        return checked;
    }

    /** The match as {@code token} sees it (the head, or a past version); returns it. */
    private JsonNode view(Created m, String token, String prefix, Long version) throws Exception {
        String path = "/v1/matches/" + m.id() + (version == null ? "" : "/versions/" + version);
        JsonNode match = body(token == null ? RestAssured.given() : as(token), path);
        String label = (token == null ? "spectator" : "seat " + m.tokens().indexOf(token)) + " " + path;
        schemas.assertValid("Match", match, label);
        schemas.assertValid(prefix + "View", match.get("state"), label + " state");
        return match;
    }

    /** The whole log as the viewer sees it, every event checked; returns their number. */
    private int events(Created m, String token, String prefix) throws Exception {
        JsonNode page =
                body(token == null ? RestAssured.given() : as(token), "/v1/matches/" + m.id() + "/events?limit=500");
        schemas.assertValid("EventPage", page, "the log");
        for (JsonNode event : page.get("items")) schemas.assertValid(prefix + "Event", event, "a logged event");
        assertFalse(page.get("hasMore").asBoolean(), "one page holds the log");
        return page.get("items").size();
    }

    /** The finished match's NDJSON and SSE streams as the viewer gets them; returns the events checked. */
    private int streamed(Created m, String token, String prefix) throws Exception {
        int checked = 0;
        RequestSpecification ndjson = token == null ? RestAssured.given() : as(token);
        String lines = ndjson.header("Accept", "application/x-ndjson")
                .get("/v1/matches/" + m.id() + "/stream")
                .asString();
        for (String line : lines.split("\n")) {
            if (line.isBlank()) continue;
            JsonNode event = JSON.readTree(line);
            schemas.assertValid("Event", event, "an NDJSON line");
            schemas.assertValid(prefix + "Event", event, "an NDJSON line");
            checked++;
        }
        RequestSpecification sse = token == null ? RestAssured.given() : as(token);
        String messages = sse.header("Accept", "text/event-stream")
                .get("/v1/matches/" + m.id() + "/stream")
                .asString();
        for (String frame : messages.split("\r?\n\r?\n")) {
            String data = null;
            boolean end = false;
            for (String line : frame.split("\r?\n")) {
                if (line.startsWith("data:")) data = line.substring(5);
                if (line.startsWith("event:") && line.substring(6).strip().equals("end")) end = true;
            }
            if (data == null) continue;
            if (end) { // the stream's last message on a finished match (docs/guide/streams.md), not an event
                assertTrue(JSON.readTree(data).path("finished").asBoolean(), "the end message: " + data);
                continue;
            }
            schemas.assertValid(prefix + "Event", JSON.readTree(data), "an SSE message");
            checked++;
        }
        long version = body(RestAssured.given(), "/v1/matches/" + m.id())
                .get("version")
                .asLong();
        assertEquals(2 * version, checked, "both streams sent every version once");
        return checked;
    }

    private static JsonNode body(RequestSpecification request, String path) throws Exception {
        return JSON.readTree(request.get(path).then().statusCode(200).extract().asString());
    }
}
