package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.Test;

/**
 * Computer players over HTTP (docs/games/bots.md): a seat created with {@code bot: {level}} plays
 * by itself as soon as it is to act, through the same log as everyone (a {@code botTurn} event,
 * then its commands); a match of bots alone plays to its end; a bad bot is refused.
 */
@QuarkusTest
class BotSeatsApiTest {
    /** Far above a quiet machine's time: only "never" fails. */
    private static final Duration CAP = Duration.ofMinutes(5);

    private static void until(String what, Callable<Boolean> condition) throws Exception {
        long deadline = System.nanoTime() + CAP.toNanos();
        while (!condition.call()) {
            if (System.nanoTime() > deadline) throw new AssertionError(what + ": not within " + CAP);
            Thread.sleep(50);
        }
    }

    /** A two-person Small World match with one-second turns whose absent seats a bot of {@code level} plays. */
    static Created absentBotMatch(String level) {
        return Api.create(
                "smallworld",
                2,
                Map.of(
                        "clock", Map.of("type", "deadline", "secondsPerTurn", 1),
                        "absentPolicy", "auto",
                        "absentBot", Map.of("level", level)));
    }

    /** Creates a match whose seats are people (null) or bots of the given levels. */
    static Created create(String ruleset, List<String> levels, long seed) {
        List<Map<String, Object>> players = new ArrayList<>();
        for (int i = 0; i < levels.size(); i++) {
            Map<String, Object> p = new HashMap<>();
            p.put("name", levels.get(i) == null ? "person" + i : "bot" + i);
            if (levels.get(i) != null) p.put("bot", Map.of("level", levels.get(i)));
            players.add(p);
        }
        return Api.create(Map.of("ruleset", ruleset, "players", players, "seed", seed));
    }

    /** The contract the service serves, as JSON. */
    private static JsonPath servedContract() {
        return management()
                .queryParam("format", "json")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    @Test
    void aPersonPlaysAgainstABotThatAnswersEveryTurn() throws Exception {
        List<String> levels = new ArrayList<>();
        levels.add(null);
        levels.add("medium");
        Created m = create("smallworld", levels, 4242);
        JsonPath created = match(m.id(), null);
        assertEquals("medium", created.getString("seats[1].bot.level"), "the view names the bot seat");
        assertTrue(created.getMap("seats[0]").get("bot") == null, "a person's seat has no bot");
        JsonPath listed = as(m.tokens().get(0))
                .get("/v1/matches")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(m.id(), listed.getString("items[0].id"));
        assertEquals("medium", listed.getString("items[0].seats[1].bot.level"), "the listing names the bot seat");
        assertTrue(listed.getMap("items[0].seats[0]").get("bot") == null, "and no bot for a person");
        Random random = new Random(3);
        int[] personTurns = {0};
        until("several rounds played against the bot", () -> {
            JsonPath view = match(m.id(), null);
            if (view.getBoolean("finished") || personTurns[0] >= 40) return true;
            if (view.getList("toAct", Integer.class).contains(0)) {
                Api.playRandomLegalCommand(m, random);
                personTurns[0]++;
            }
            return false;
        });
        List<Map<String, Object>> events = given().get("/v1/matches/" + m.id() + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items");
        int botTurns = 0;
        for (int i = 0; i < events.size(); i++) {
            Map<String, Object> e = events.get(i);
            if (!"botTurn".equals(e.get("type"))) continue;
            botTurns++;
            @SuppressWarnings("unchecked")
            Map<String, Object> data = (Map<String, Object>) e.get("data");
            assertEquals(1, data.get("seat"));
            assertEquals("medium", data.get("level"));
            assertTrue(i + 1 < events.size(), "a bot turn is followed by the bot's commands");
        }
        assertTrue(botTurns >= 2, "the bot played its turns: " + botTurns);
        // The bot's seat never waits for anyone: whenever the match stands still, a person is to act.
        JsonPath now = match(m.id(), null);
        until("the bot has answered", () -> {
            JsonPath v = match(m.id(), null);
            return v.getBoolean("finished") || v.getList("toAct", Integer.class).contains(0);
        });
        assertTrue(now.getLong("version") > m.version());
    }

    @Test
    void botsAlonePlayAMatchToItsEnd() throws Exception {
        List<String> levels = List.of("easy", "medium", "easy");
        Created m = create("great-fire-of-london-1666", levels, 77);
        until("the bots finished their match", () -> match(m.id(), null).getBoolean("finished"));
        JsonPath results = given().get("/v1/matches/" + m.id() + "/results")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("completed", results.getString("ending"));
        assertEquals(3, results.getList("standings").size());
    }

    @Test
    void aBadBotIsRefusedWithItsField() {
        Map<String, Object> person = Map.of("name", "Ada");
        for (Object bot : List.of(Map.of("level", "grandmaster"), Map.of())) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "smallworld", "players", List.of(person, Map.of("name", "B", "bot", bot))))
                    .post("/v1/matches")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_BOT"))
                    .body("field", equalTo("players[1].bot.level"));
        }
        for (Object bot : List.of(Map.of("level", 3), Map.of("level", "easy", "think", 5), "easy")) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "smallworld", "players", List.of(person, Map.of("name", "B", "bot", bot))))
                    .post("/v1/matches")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json");
        }
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "tictactoe",
                        "players",
                        List.of(person, Map.of("name", "B", "bot", Map.of("level", "easy")))))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_BOT"))
                .body("field", equalTo("players[1].bot"));
    }

    @Test
    void aPastVersionAndADelayedSpectatorNameTheBotsToo() throws Exception {
        String id = Api.create(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of("name", "bot", "bot", Map.of("level", "hard")), Map.of("name", "Ada")),
                        "spectatorDelay",
                        Map.of("versions", 1000)))
                .id();
        given().get("/v1/matches/" + id + "/versions/1")
                .then()
                .statusCode(200)
                .body("seats[0].bot.level", equalTo("hard"))
                .body("seats[1].bot", equalTo(null));
        given().get("/v1/matches/" + id)
                .then()
                .statusCode(200)
                .body("version", equalTo(1))
                .body("seats[0].bot.level", equalTo("hard"))
                .body("seats[1].bot", equalTo(null));
    }

    @Test
    void theCreationAnswersSeatsNameTheBotsAsABatchsDo() {
        Map<String, Object> body = Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(Map.of("name", "bot", "bot", Map.of("level", "hard")), Map.of("name", "Ada")));
        JsonPath single = Api.creationAnswer(body);
        JsonPath batch = given().header(
                        "Authorization",
                        "Bearer "
                                + Organizers.issue("bot-credentials", List.of("matches:create"))
                                        .key())
                .contentType(ContentType.JSON)
                .body(Map.of("matches", List.of(body)))
                .post("/v1/match-batches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        for (int seat = 0; seat < 2; seat++) {
            Map<String, Object> credential = single.getMap("seats[" + seat + "]");
            Map<String, Object> batchSeat = batch.getMap("matches[0].seats[" + seat + "]");
            assertEquals(
                    batchSeat.containsKey("bot"), credential.containsKey("bot"), "seat " + seat + ": " + credential);
            assertEquals(batchSeat.get("bot"), credential.get("bot"), "seat " + seat);
        }
        assertEquals(Map.of("level", "hard"), single.getMap("seats[0].bot"), "the bot seat's token says so");
        JsonPath contract = servedContract();
        assertEquals(
                "#/components/schemas/Bot",
                contract.getString("components.schemas.SeatCredential.properties.bot.'$ref'"));
        assertEquals(
                List.of("seat", "name", "token"),
                contract.getList("components.schemas.SeatCredential.required", String.class),
                "bot is absent for a person");
    }

    @Test
    void aBotSeatShowsNoDeadlineAndKeepsItsTime() {
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of("name", "bot", "bot", Map.of("level", "hard")), Map.of("name", "Ada")),
                        "options",
                        Map.of("firstSeat", 0),
                        "clock",
                        Map.of("type", "fischer", "initialSeconds", 600)))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .body("match.toAct", equalTo(List.of(0)))
                .body("match.clock.seats[0].remainingMs", equalTo(600000))
                .body("match.clock.seats[0].deadline", equalTo(null))
                .body("match.clock.seats[0].running", equalTo(false))
                .body("match.clock.deadline", equalTo(null));
    }

    @Test
    void aBotSeatsTokenCannotPlayForIt() throws Exception {
        List<String> levels = new ArrayList<>();
        levels.add("easy");
        levels.add(null);
        Created m = create("smallworld", levels, 99);
        JsonPath view = match(m.id(), null);
        Api.submit(m.id(), m.tokens().get(0), view.getLong("version"), "{\"type\":\"expand\"}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("BOT_SEAT"));
        until(
                "the bot played its first turn",
                () -> match(m.id(), null).getList("toAct", Integer.class).contains(1));
    }

    @Test
    void aBotSeatsTokenCannotResignForIt() {
        for (Map<String, Object> policy : List.<Map<String, Object>>of(Map.of(), Map.of("absentPolicy", "zombie"))) {
            Map<String, Object> body = new HashMap<>(policy);
            body.put("ruleset", "smallworld");
            body.put("players", List.of(Map.of("name", "Ada"), Map.of("name", "bot", "bot", Map.of("level", "easy"))));
            body.put("options", Map.of("firstSeat", 0)); // the person is to act: the bot stores nothing meanwhile
            Created m = Api.create(body);
            as(m.tokens().get(1))
                    .post("/v1/matches/" + m.id() + "/resign")
                    .then()
                    .statusCode(409)
                    .contentType("application/problem+json")
                    .body("code", equalTo("BOT_SEAT"))
                    .body("details.level", equalTo("easy"));
            JsonPath view = match(m.id(), null);
            assertEquals(m.version(), view.getLong("version"), "nothing stored: " + ClockApiTest.eventTypes(m.id()));
            assertEquals(false, view.getBoolean("finished"));
        }
    }

    @Test
    void aSeatAsksForAHintWhereTheMatchAllowsThem() {
        Created m = Api.create("smallworld", 2, Map.of("allowHints", true, "seed", 12));
        JsonPath view = match(m.id(), null);
        assertTrue(view.getBoolean("allowHints"), "the view says a front end may offer hints");
        int seat = view.getList("toAct", Integer.class).get(0);
        for (String level : List.of("easy", "medium", "hard")) {
            JsonPath hint = as(m.tokens().get(seat))
                    .get("/v1/matches/" + m.id() + "/hint?level=" + level)
                    .then()
                    .statusCode(200)
                    .header("Cache-Control", "no-store")
                    .extract()
                    .jsonPath();
            assertEquals(view.getLong("version"), hint.getLong("version"));
            assertEquals(level, hint.getString("level"));
            List<Map<String, Object>> legal = as(m.tokens().get(seat))
                    .get("/v1/matches/" + m.id() + "/legal-commands")
                    .then()
                    .extract()
                    .jsonPath()
                    .getList("commands");
            assertTrue(legal.contains(hint.getMap("command")), "a hint is a legal command: " + hint.getMap("command"));
        }
        JsonPath hint = as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/hint")
                .then()
                .extract()
                .jsonPath();
        assertEquals("medium", hint.getString("level"), "medium unless asked");
        Api.submit(m.id(), m.tokens().get(seat), hint.getLong("version"), Api.json(hint.getMap("command")))
                .then()
                .statusCode(200);
        int other = match(m.id(), null).getList("toAct", Integer.class).get(0) == 0 ? 1 : 0;
        as(m.tokens().get(other))
                .get("/v1/matches/" + m.id() + "/hint")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/hint?level=genius")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/hint?budget=5")
                .then()
                .statusCode(400)
                .contentType("application/problem+json");
        given().get("/v1/matches/" + m.id() + "/hint").then().statusCode(401);
    }

    @Test
    void aHintIsRefusedAsTheSeatsCommandWouldBe() {
        Created created = Api.create(Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(Map.of("name", "bot", "bot", Map.of("level", "easy")), Map.of("name", "Ada")),
                "allowHints",
                true));
        String id = created.id();
        // The bot's seat: its token plays nothing, so it asks no hint either (whoever is to act).
        as(created.tokens().get(0))
                .get("/v1/matches/" + id + "/hint")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("BOT_SEAT"))
                .body("details.level", equalTo("easy"));
        Created m = Api.create("smallworld", 2, Map.of("allowHints", true));
        int seat = match(m.id(), null).getList("toAct", Integer.class).get(0);
        given().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .post("/v1/matches/" + m.id() + "/abort")
                .then()
                .statusCode(200);
        as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/hint")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("MATCH_ABORTED"));
    }

    @Test
    void theContractRequiresEveryMemberOfAHint() {
        List<String> required = servedContract().getList("components.schemas.Hint.required", String.class);
        assertEquals(List.of("version", "seat", "level", "command"), required, "a hint always sends all four");
    }

    @Test
    void theContractTypesAHintsCommandAsTheCommandBody() {
        JsonPath contract = servedContract();
        String body = contract.getString(
                "paths.'/v1/matches/{matchId}/commands'.post.requestBody.content.'application/json'.schema.'$ref'");
        assertEquals("#/components/schemas/GameCommand", body);
        assertEquals(
                body,
                contract.getString("components.schemas.Hint.properties.command.'$ref'"),
                "a hint's command is submitted as it is: an SDK types it as the command body");
    }

    @Test
    void noHintsUnlessTheMatchAllowsThem() {
        Created m = Api.create("smallworld", 2, Map.of());
        JsonPath view = match(m.id(), null);
        assertEquals(false, view.getBoolean("allowHints"), "the view says there are none");
        int seat = view.getList("toAct", Integer.class).get(0);
        as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/hint")
                .then()
                .statusCode(403)
                .contentType("application/problem+json")
                .body("code", equalTo("HINTS_OFF"));
    }

    @Test
    void anAbsentSeatsTurnIsPlayedByTheAbsentBot() throws Exception {
        Created m = absentBotMatch("medium");
        JsonPath view = match(m.id(), null);
        assertEquals("auto", view.getString("clock.absentPolicy"));
        assertEquals("medium", view.getString("clock.absentBot.level"), "the view names the absent seats' bot");
        until("a timeout played by the bot", () -> ClockApiTest.eventTypes(m.id())
                .contains("seatTimedOut"));
        List<String> types = ClockApiTest.eventTypes(m.id());
        int timedOut = types.indexOf("seatTimedOut");
        assertTrue(types.size() > timedOut + 2, "the absent turn was played: " + types);
        assertEquals("botTurn", types.get(timedOut + 1), "the log says a bot played it: " + types);
        List<Map<String, Object>> items = given().get("/v1/matches/" + m.id() + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items");
        assertEquals(
                "medium",
                ((Map<?, ?>) items.get(timedOut + 1).get("data")).get("level"),
                "and at which level: " + items.get(timedOut + 1));
        given().contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of("name", "A"), Map.of("name", "B")),
                        "absentBot",
                        Map.of("level", "hard")))
                .post("/v1/matches")
                .then()
                .statusCode(422)
                .body("code", equalTo("INVALID_BOT"))
                .body("field", equalTo("absentBot"));
    }
}
