package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Two replicas, one killed mid-match (SIGKILL, as when a node dies) while the seats' clocks run: the
 * other replica's scheduler stores each timeout exactly once, with each absent-player policy. Which of
 * a command and a timeout wins their race is the machine's business; the log's invariants are checked.
 */
class ClockReplicasIT {

    @RegisterExtension
    static final ItStack STACK = new ItStack();

    /** Short enough for a quick test; a slow machine may let deadlines pass before the kill, which is fine. */
    private static final int SECONDS_PER_TURN = 6;

    @Test
    void theSurvivingReplicaFiresEachTimeoutOnceUnderEveryPolicy() throws Exception {
        try (ServiceProcess a = new ServiceProcess("clock-a", STACK.settings()).start();
                ServiceProcess b = new ServiceProcess("clock-b", STACK.settings()).start()) {
            Map<String, String> matches = new LinkedHashMap<>();
            for (String policy : List.of("forfeit", "pause", "auto")) matches.put(policy, startMatch(a, policy));
            a.kill(); // mid-match: only b is left to act on the deadlines still ahead
            String auto = matches.get("auto");
            long autoTimeoutsAtKill = count(events(b, auto), "seatTimedOut");
            for (String id : matches.values())
                Patience.until("a timeout of " + id, Duration.ofMillis(200), () -> events(b, id)
                        .contains("seatTimedOut"));
            // Both seats of the auto match stay absent, so its deadlines keep coming: one stored after the
            // kill is b's, and two mean b's scheduler has polled for a whole turn past every earlier
            // deadline, long enough to store any second (wrong) timeout of them.
            Patience.until(
                    "two timeouts of the auto match after the kill",
                    Duration.ofMillis(200),
                    () -> count(events(b, auto), "seatTimedOut") >= autoTimeoutsAtKill + 2);

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
            assertTrue(deadlines.size() >= autoTimeoutsAtKill + 2, types.toString());
            JsonPath view = view(b, auto);
            assertFalse(view.getBoolean("finished"));
            assertFalse(view.getBoolean("paused"));
            assertEquals(types.size(), view.getLong("version"), "versions dense, nothing stored twice");
        }
    }

    /**
     * A two-seat Small World match with a deadline clock, and its first legal command played. An empty
     * legal list or a 412 means the seat's deadline passed first (a slow machine) and the clock's timeout
     * was stored: a legitimate outcome of that race, so the match is re-read and used as it is.
     */
    private static String startMatch(ServiceProcess replica, String policy) {
        JsonPath created = given().baseUri(replica.baseUri())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "smallworld",
                        "players",
                        List.of(Map.of(), Map.of()),
                        "seed",
                        11,
                        "clock",
                        Map.of("type", "deadline", "secondsPerTurn", SECONDS_PER_TURN),
                        "absentPolicy",
                        policy))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("match.id");
        String token = created.getList("seats.token", String.class).get(created.getInt("match.toAct[0]"));
        List<Map<String, Object>> legal = given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + token)
                .get("/v1/matches/" + id + "/legal-commands")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("commands");
        if (legal.isEmpty()) { // the seat's deadline passed already: it no longer acts
            assertTrue(events(replica, id).contains("seatTimedOut"), "no legal command only once the clock acted");
            return id;
        }
        Map<String, Object> first = legal.get(0);
        int status = given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + created.getLong("match.version") + "\"")
                .contentType(ContentType.JSON)
                .body(first)
                .post("/v1/matches/" + id + "/commands")
                .statusCode();
        if (status == 412)
            assertTrue(events(replica, id).contains("seatTimedOut"), "a 412 only because the clock acted first");
        else assertEquals(200, status, "the first command of the " + policy + " match");
        return id;
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
