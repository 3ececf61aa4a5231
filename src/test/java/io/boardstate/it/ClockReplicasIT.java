package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two replicas, one killed mid-match (SIGKILL, as when a node dies) before the seats' time runs out:
 * the other replica's scheduler stores each timeout exactly once, with each absent-player policy.
 */
class ClockReplicasIT {

    @RegisterExtension
    static final ItStack STACK = new ItStack();

    @Test
    void theSurvivingReplicaFiresEachTimeoutOnceUnderEveryPolicy() throws Exception {
        try (ServiceProcess a = new ServiceProcess("clock-a", STACK.settings()).start();
                ServiceProcess b = new ServiceProcess("clock-b", STACK.settings()).start()) {
            Map<String, String> matches = new LinkedHashMap<>();
            for (String policy : List.of("forfeit", "pause", "auto")) {
                JsonPath created = given().baseUri(a.baseUri())
                        .contentType(ContentType.JSON)
                        .body(Map.of(
                                "ruleset",
                                "smallworld",
                                "players",
                                List.of(Map.of(), Map.of()),
                                "seed",
                                11,
                                "clock",
                                Map.of("type", "deadline", "secondsPerTurn", 6),
                                "absentPolicy",
                                policy))
                        .post("/v1/matches")
                        .then()
                        .statusCode(201)
                        .extract()
                        .jsonPath();
                String id = created.getString("match.id");
                String token = created.getList("seats.token", String.class).get(created.getInt("match.toAct[0]"));
                Map<String, Object> first = given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + token)
                        .get("/v1/matches/" + id + "/legal-commands")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getMap("commands[0]");
                given().baseUri(a.baseUri())
                        .header("Authorization", "Bearer " + token)
                        .header("If-Match", "\"" + created.getLong("match.version") + "\"")
                        .contentType(ContentType.JSON)
                        .body(first)
                        .post("/v1/matches/" + id + "/commands")
                        .then()
                        .statusCode(200);
                matches.put(policy, id);
            }
            a.kill(); // mid-match, before any deadline: only b is left to act on them
            long until = System.nanoTime() + 40_000_000_000L;
            for (String id : matches.values()) {
                while (!events(b, id).contains("seatTimedOut") && System.nanoTime() < until) Thread.sleep(200);
            }
            Thread.sleep(1_500); // time for a second (wrong) timeout to be stored

            List<String> forfeit = events(b, matches.get("forfeit"));
            assertEquals(1, count(forfeit, "seatTimedOut"), forfeit.toString());
            assertEquals(
                    List.of("seatTimedOut", "seatForfeited", "matchEnded"),
                    forfeit.subList(forfeit.size() - 3, forfeit.size()));
            assertTrue(view(b, matches.get("forfeit")).getBoolean("finished"));

            List<String> pause = events(b, matches.get("pause"));
            assertEquals(1, count(pause, "seatTimedOut"), pause.toString());
            assertEquals(List.of("seatTimedOut", "matchPaused"), pause.subList(pause.size() - 2, pause.size()));
            assertTrue(view(b, matches.get("pause")).getBoolean("paused"));

            String auto = matches.get("auto");
            JsonPath page = given().baseUri(b.baseUri())
                    .get("/v1/matches/" + auto + "/events?after=0&limit=500")
                    .then()
                    .extract()
                    .jsonPath();
            List<String> types = page.getList("items.type", String.class);
            Set<String> deadlines = new HashSet<>();
            for (int i = 0; i < types.size(); i++) {
                if (!types.get(i).equals("seatTimedOut")) continue;
                assertTrue(
                        deadlines.add(page.getString("items[" + i + "].data.seat") + "@"
                                + page.getString("items[" + i + "].data.deadline")),
                        "one timeout per deadline: " + types);
                int seat = page.getInt("items[" + i + "].data.seat");
                assertEquals(seat, page.getInt("items[" + (i + 1) + "].seat"), "the default move is the seat's");
                assertFalse(SYSTEM.contains(types.get(i + 1)), "a game event follows: " + types);
            }
            assertFalse(deadlines.isEmpty());
            JsonPath view = view(b, auto);
            assertFalse(view.getBoolean("finished"));
            assertFalse(view.getBoolean("paused"));
            assertEquals(types.size(), view.getLong("version"), "versions dense, nothing stored twice");
        }
    }

    private static final Set<String> SYSTEM = Set.of("seatTimedOut", "seatForfeited", "matchEnded", "matchPaused");

    private static List<String> events(ServiceProcess replica, String id) {
        return given().baseUri(replica.baseUri())
                .get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.type", String.class);
    }

    private static JsonPath view(ServiceProcess replica, String id) {
        return given().baseUri(replica.baseUri())
                .get("/v1/matches/" + id)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static long count(List<String> types, String type) {
        return types.stream().filter(type::equals).count();
    }
}
