package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.sdk.ApiClient;
import io.boardstate.sdk.ApiException;
import io.boardstate.sdk.api.MatchesApi;
import io.boardstate.sdk.api.RulesetsApi;
import io.boardstate.sdk.model.AbstractOpenApiSchema;
import io.boardstate.sdk.model.CreateMatchRequest;
import io.boardstate.sdk.model.CreatedMatch;
import io.boardstate.sdk.model.Event;
import io.boardstate.sdk.model.GameCommand;
import io.boardstate.sdk.model.LegalCommands;
import io.boardstate.sdk.model.Match;
import io.boardstate.sdk.model.Player;
import io.boardstate.sdk.model.Ruleset;
import io.boardstate.sdk.model.SeatCredential;
import io.boardstate.sdk.model.SmallworldEventRegionConquered;
import io.boardstate.sdk.model.SmallworldMatch;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A third-party bot written only against the Java SDK that openapi-generator 7.25 (java/native)
 * makes from openapi/openapi.yaml, untouched: it lists the games, and plays one match of each to
 * the end, each seat with its own token, choosing among the legal commands the SDK decodes and
 * sending them back through it. If the contract stops describing what the service sends or
 * accepts, the SDK throws and this fails.
 */
@QuarkusTest
class SdkPlaysFullGamesTest {
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

    /** The legal list is the game's own (selected by its `ruleset`); a bot for one game would cast to it directly. */
    private static List<?> commandsOf(LegalCommands legal, String ruleset) {
        Object game = legal.getActualInstance();
        assertTrue(game.getClass().getSimpleName().endsWith("LegalCommands"), ruleset + ": a game's legal list");
        try {
            return (List<?>) game.getClass().getMethod("getCommands").invoke(game);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /** A member of the match, read from the game's own variant (a bot for one game would cast to it). */
    @SuppressWarnings("unchecked")
    private static <T> T member(Match match, String getter) {
        Object game = match.getActualInstance();
        assertTrue(game.getClass().getSimpleName().endsWith("Match"), "a game's match: " + game);
        try {
            return (T) game.getClass().getMethod(getter).invoke(game);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void theGeneratedJavaSdkPlaysEveryGameToTheEnd() throws ApiException {
        List<Ruleset> rulesets = new RulesetsApi(client(null)).listRulesets();
        assertTrue(rulesets.stream().filter(r -> published(r.getId())).count() >= 4, "every game is listed");
        Random random = new Random(7);
        for (Ruleset ruleset : rulesets) {
            if (!published(ruleset.getId())) continue; // a test-only game has no schemas in the contract
            CreateMatchRequest request =
                    new CreateMatchRequest().ruleset(ruleset.getId()).seed(101L);
            for (int i = 0; i < ruleset.getMinSeats(); i++) request.addPlayersItem(new Player().name("bot " + i));
            CreatedMatch created = new MatchesApi(client(null)).createMatch(request);
            java.util.UUID id = member(created.getMatch(), "getId");
            List<MatchesApi> seats = new ArrayList<>();
            for (SeatCredential seat : created.getSeats()) seats.add(new MatchesApi(client(seat.getToken())));
            MatchesApi spectator = new MatchesApi(client(null));
            int commands = 0;
            Match match = spectator.getMatch(id, null);
            while (!Boolean.TRUE.equals(member(match, "getFinished"))) {
                int seat = SdkPlaysFullGamesTest.<List<Integer>>member(match, "getToAct")
                        .getFirst();
                List<?> legal;
                try {
                    legal = commandsOf(seats.get(seat).getLegalCommands(id, null), ruleset.getId());
                } catch (ApiException e) {
                    String raw = io.restassured.RestAssured.given()
                            .header(
                                    "Authorization",
                                    "Bearer " + created.getSeats().get(seat).getToken())
                            .get("/v1/matches/" + id + "/legal-commands")
                            .asString();
                    throw new AssertionError(ruleset.getId() + ": the SDK cannot read " + raw, e);
                }
                assertFalse(legal.isEmpty(), ruleset.getId() + ": the seat to act has commands");
                // the game's own union (discriminated by type) holds the command variant to send back
                Object chosen = ((AbstractOpenApiSchema) legal.get(random.nextInt(legal.size()))).getActualInstance();
                GameCommand command = new GameCommand();
                command.setActualInstance(chosen);
                seats.get(seat)
                        .submitCommand(
                                id, "\"" + member(match, "getVersion") + "\"", command, null, null, "return=minimal");
                assertTrue(++commands < 20_000, ruleset.getId() + ": the match ends");
                match = spectator.getMatch(id, null);
            }
            assertEquals(
                    ruleset.getMinSeats(),
                    SdkPlaysFullGamesTest.<List<?>>member(match, "getResult").size(),
                    ruleset.getId() + ": every seat is ranked");
            if (ruleset.getId().equals("smallworld")) // the state is the game's own view, typed
            assertTrue(((SmallworldMatch) match.getActualInstance()).getState().getRound() > 0);
            // the log decodes into each event type's own class; a bot reads a typed field of one
            List<Event> log = spectator.listEvents(id, null, 500, null).getItems();
            Object first = log.getFirst().getActualInstance();
            assertTrue(first.getClass().getSimpleName().contains("Event"), "typed: " + first);
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
