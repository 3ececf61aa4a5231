package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.sdk.ApiClient;
import io.boardstate.sdk.ApiException;
import io.boardstate.sdk.JSON;
import io.boardstate.sdk.api.MatchesApi;
import io.boardstate.sdk.api.RulesetsApi;
import io.boardstate.sdk.model.CommandAck;
import io.boardstate.sdk.model.CreateMatchRequest;
import io.boardstate.sdk.model.CreatedMatch;
import io.boardstate.sdk.model.Event;
import io.boardstate.sdk.model.EventPage;
import io.boardstate.sdk.model.GameCommand;
import io.boardstate.sdk.model.GreatFireOfLondon1666LegalCommands;
import io.boardstate.sdk.model.GreatFireOfLondon1666Match;
import io.boardstate.sdk.model.LegalCommands;
import io.boardstate.sdk.model.Match;
import io.boardstate.sdk.model.Player;
import io.boardstate.sdk.model.Ruleset;
import io.boardstate.sdk.model.SeatCredential;
import io.boardstate.sdk.model.SeatResult;
import io.boardstate.sdk.model.SmallworldEventRegionConquered;
import io.boardstate.sdk.model.SmallworldLegalCommands;
import io.boardstate.sdk.model.SmallworldMatch;
import io.boardstate.sdk.model.SmallworldUndergroundLegalCommands;
import io.boardstate.sdk.model.SmallworldUndergroundMatch;
import io.boardstate.sdk.model.SmallworldWarcraftLegalCommands;
import io.boardstate.sdk.model.SmallworldWarcraftMatch;
import io.boardstate.sdk.model.SubmitAnswer;
import io.quarkus.test.common.http.TestHTTPResource;
import io.restassured.RestAssured;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * A third-party bot written only against the Java SDK that openapi-generator 7.25 (java/native)
 * makes from openapi/openapi.yaml, untouched: it lists the games, and plays one match of each to
 * the end, each seat with its own token, choosing among the legal commands the SDK decodes and
 * sending one back as the command body as it is (the game's union is a member of the body's
 * union: no conversion, no cast; the bot selects a game's variant with the SDK's typed getters and
 * pattern matching). Every answer it reads round-trips: the SDK's model, written again, is the
 * JSON the service sends. If the contract stops describing what the service sends or accepts,
 * the SDK throws and this fails.
 */
@io.quarkus.test.junit.QuarkusTest
class SdkPlaysFullGamesTest {
    private static final ObjectMapper SDK_JSON = JSON.getDefault().getMapper();

    @TestHTTPResource("/")
    URL root;

    private ApiClient client(String token) {
        ApiClient client = new ApiClient();
        client.updateBaseUri(root.toString().replaceAll("/$", ""));
        if (token != null) client.setRequestInterceptor(r -> r.header("Authorization", "Bearer " + token));
        return client;
    }

    private static boolean published(String id) {
        for (io.boardstate.engine.Ruleset<?, ?, ?> r : java.util.ServiceLoader.load(io.boardstate.engine.Ruleset.class))
            if (r.info().id().equals(id)) return r.getClass().getName().startsWith("io.boardstate.games.");
        return false;
    }

    /** What the bot reads of a match, whichever game it is. */
    record Seen(UUID id, long version, boolean finished, List<Integer> toAct, List<SeatResult> result) {}

    private static Seen seen(Match match) {
        return switch (match.getActualInstance()) {
            case SmallworldMatch m -> new Seen(m.getId(), m.getVersion(), m.getFinished(), m.getToAct(), m.getResult());
            case SmallworldUndergroundMatch m ->
                new Seen(m.getId(), m.getVersion(), m.getFinished(), m.getToAct(), m.getResult());
            case SmallworldWarcraftMatch m ->
                new Seen(m.getId(), m.getVersion(), m.getFinished(), m.getToAct(), m.getResult());
            case GreatFireOfLondon1666Match m ->
                new Seen(m.getId(), m.getVersion(), m.getFinished(), m.getToAct(), m.getResult());
            default -> throw new AssertionError("not a published game's match: " + match.getActualInstance());
        };
    }

    /**
     * One of the legal commands, as the command body: the body is a union of every game's command
     * variants, so the listed command's variant goes in as it is (the SDK checks it is one of them).
     */
    private static GameCommand choose(LegalCommands legal, Random random) {
        Object variant =
                switch (legal.getActualInstance()) {
                    case SmallworldLegalCommands l ->
                        pick(l.getCommands(), random).getActualInstance();
                    case SmallworldUndergroundLegalCommands l ->
                        pick(l.getCommands(), random).getActualInstance();
                    case SmallworldWarcraftLegalCommands l ->
                        pick(l.getCommands(), random).getActualInstance();
                    case GreatFireOfLondon1666LegalCommands l ->
                        pick(l.getCommands(), random).getActualInstance();
                    default ->
                        throw new AssertionError("not a published game's legal list: " + legal.getActualInstance());
                };
        GameCommand body = new GameCommand();
        body.setActualInstance(variant);
        return body;
    }

    private static <T> T pick(List<T> commands, Random random) {
        assertFalse(commands.isEmpty(), "the seat to act has commands");
        return commands.get(random.nextInt(commands.size()));
    }

    /** {@code node} with every text that is a UTC time written in one form. */
    private static JsonNode instants(JsonNode node) {
        if (node.isTextual() && node.asText().matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z"))
            return SDK_JSON.getNodeFactory()
                    .textNode(java.time.Instant.parse(node.asText()).toString());
        if (node instanceof com.fasterxml.jackson.databind.node.ObjectNode object)
            object.properties().forEach(e -> e.setValue(instants(e.getValue())));
        if (node instanceof com.fasterxml.jackson.databind.node.ArrayNode array)
            for (int i = 0; i < array.size(); i++) array.set(i, instants(array.get(i)));
        return node;
    }

    /** The SDK's model, written again with the SDK's own mapper, is what the service sends at the same URL. */
    private static void roundTrips(Object model, String path, String token) {
        var request = RestAssured.given().accept("application/json");
        if (token != null) request = request.header("Authorization", "Bearer " + token);
        String sent = request.get(path).asString();
        try {
            JsonNode served = SDK_JSON.readTree(sent);
            JsonNode written = SDK_JSON.valueToTree(model);
            // clock.at is the time of each read (the clock's "now"), so two reads differ there only
            for (JsonNode read : List.of(served, written))
                if (read.path("clock") instanceof com.fasterxml.jackson.databind.node.ObjectNode clock)
                    clock.remove("at");
            // compared as JSON text read back (the SDK's longs and the service's small numbers are equal
            // values), with times as instants (2026-11-27T23:44:30.549750Z is 2026-11-27T23:44:30.54975Z)
            assertEquals(
                    instants(SDK_JSON.readTree(served.toString())),
                    instants(SDK_JSON.readTree(written.toString())),
                    path + " round-trips through the SDK");
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theGeneratedJavaSdkPlaysEveryGameToTheEnd() throws ApiException {
        List<Ruleset> rulesets = new RulesetsApi(client(null)).listRulesets();
        assertTrue(rulesets.stream().filter(r -> published(r.getId())).count() >= 4, "every game is listed");
        roundTrips(rulesets, "/v1/rulesets", null);
        Random random = new Random(7);
        for (Ruleset ruleset : rulesets) {
            if (!published(ruleset.getId())) continue; // a test-only game has no schemas in the contract
            CreateMatchRequest request =
                    new CreateMatchRequest().ruleset(ruleset.getId()).seed(101L);
            for (int i = 0; i < ruleset.getMinSeats(); i++) request.addPlayersItem(new Player().name("bot " + i));
            CreatedMatch created = new MatchesApi(client(null)).createMatch(request);
            UUID id = seen(created.getMatch()).id();
            String path = "/v1/matches/" + id;
            List<MatchesApi> seats = new ArrayList<>();
            for (SeatCredential seat : created.getSeats()) seats.add(new MatchesApi(client(seat.getToken())));
            MatchesApi spectator = new MatchesApi(client(null));
            int commands = 0;
            Match match = spectator.getMatch(id, null);
            roundTrips(match, path, null);
            while (!seen(match).finished()) {
                int seat = seen(match).toAct().getFirst();
                String token = created.getSeats().get(seat).getToken();
                LegalCommands legal = seats.get(seat).getLegalCommands(id, null, null);
                if (commands % 25 == 0) {
                    roundTrips(legal, path + "/legal-commands", token);
                    roundTrips(seats.get(seat).getMatch(id, null), path, token);
                }
                String ifMatch = "\"" + seen(match).version() + "\"";
                SubmitAnswer answer =
                        seats.get(seat).submitCommand(id, ifMatch, choose(legal, random), null, null, "return=minimal");
                CommandAck ack = answer.getCommandAck(); // Prefer: return=minimal answers a CommandAck, named
                assertTrue(ack.getVersion() > seen(match).version(), ruleset.getId() + ": the version grows");
                assertTrue(++commands < 20_000, ruleset.getId() + ": the match ends");
                match = spectator.getMatch(id, null);
                assertEquals(ack.getVersion(), seen(match).version());
            }
            roundTrips(match, path, null);
            assertEquals(
                    ruleset.getMinSeats(), seen(match).result().size(), ruleset.getId() + ": every seat is ranked");
            try { // a conditional GET of the current version: 304, declared, which the SDK reports as such
                spectator.getMatch(id, "\"" + seen(match).version() + "\"");
                throw new AssertionError("304 expected");
            } catch (ApiException notModified) {
                assertEquals(304, notModified.getCode());
            }
            if (ruleset.getId().equals("smallworld")) // the state is the game's own view, typed
            assertTrue(match.getSmallworldMatch().getState().getRound() > 0);
            // the log decodes into each event type's own class; a bot reads a typed field of one
            EventPage page = spectator.listEvents(id, null, 500, null);
            roundTrips(page, path + "/events?limit=500", null);
            List<Event> log = page.getItems();
            Object first = log.getFirst().getActualInstance();
            assertTrue(first.getClass().getSimpleName().contains("Event"), "typed: " + first);
            assertTrue(
                    log.stream().anyMatch(e -> e.getActualInstance() != null),
                    ruleset.getId() + ": the finished match's log shows the commands, typed");
            if (ruleset.getId().startsWith("smallworld"))
                assertTrue(
                        log.stream()
                                .map(Event::getActualInstance)
                                .filter(SmallworldEventRegionConquered.class::isInstance)
                                .map(e -> ((SmallworldEventRegionConquered) e).getData())
                                .anyMatch(data -> data.getRegion() >= 0 && data.getTokens() > 0),
                        ruleset.getId() + ": a conquest's region and tokens, read through the typed event");
        }
    }
}
