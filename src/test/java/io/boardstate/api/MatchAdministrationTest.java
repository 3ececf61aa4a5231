package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Pause, resume, abort and adjudicate over HTTP: who may, the events naming who did, the clocks and refusals. */
@QuarkusTest
class MatchAdministrationTest {
    private static final String ADMIN = "Bearer " + Organizers.ADMIN_KEY;

    /** A Fischer match created with the organizer's key. */
    static Created createAs(Organizers.Key key) {
        JsonPath json = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "tictactoe",
                        "players",
                        List.of(Map.of("name", "a"), Map.of("name", "b")),
                        "clock",
                        Map.of("type", "fischer", "initialSeconds", 30, "incrementSeconds", 0)))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Created(
                json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
    }

    static JsonPath post(String auth, String id, String what, int status) {
        var request = given();
        if (auth != null) request = request.header("Authorization", auth);
        return request.post("/v1/matches/" + id + "/" + what)
                .then()
                .statusCode(status)
                .extract()
                .jsonPath();
    }

    static JsonPath lastEvent(String id) {
        JsonPath page = given().get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        return new JsonPath(page.prettify())
                .setRootPath("items[" + (page.getList("items").size() - 1) + "]");
    }

    @Test
    void anOrganizerPausesAndResumesAndNoTimeIsChargedMeanwhile() throws Exception {
        Organizers.Key key = Organizers.issue("pause-org", List.of("matches:admin"));
        Created m = createAs(key);
        int a = ClockApiTest.first(match(m.id(), null));
        JsonPath paused = post("Bearer " + key.key(), m.id(), "pause", 200);
        assertTrue(paused.getBoolean("paused"));
        assertEquals("organizer", paused.getString("clock.pausedBy"));
        assertNull(paused.get("clock.deadline"), "no clock runs while paused");
        long left = paused.getLong("clock.seats[" + a + "].remainingMs");
        JsonPath event = lastEvent(m.id());
        assertEquals("matchPaused", event.getString("type"));
        assertEquals("organizer", event.getString("data.reason"));
        assertEquals("pause-org", event.getString("data.by.organizer"));
        assertEquals(key.id(), event.getString("data.by.keyId"));
        submit(m.id(), m.tokens().get(a), paused.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("MATCH_PAUSED"));
        assertEquals(
                "MATCH_PAUSED",
                post("Bearer " + key.key(), m.id(), "pause", 409).getString("code"));
        Thread.sleep(1_200);
        assertEquals(left, match(m.id(), null).getLong("clock.seats[" + a + "].remainingMs"), "the clock stood still");
        JsonPath resumed = post(ADMIN, m.id(), "resume", 200);
        assertFalse(resumed.getBoolean("paused"));
        assertEquals("admin", lastEvent(m.id()).getString("data.by.role"));
        assertEquals("matchResumed", lastEvent(m.id()).getString("type"));
        long after = resumed.getLong("clock.seats[" + a + "].remainingMs");
        assertTrue(after <= left && after > left - 500, "charged nothing for the pause: " + left + " -> " + after);
        assertTrue(resumed.getBoolean("clock.seats[" + a + "].running"));
        assertEquals("NOT_PAUSED", post(ADMIN, m.id(), "resume", 409).getString("code"));
        submit(m.id(), m.tokens().get(a), resumed.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
    }

    @Test
    void anOrganizerAbortsAndCommandsAreRefused() {
        Organizers.Key key = Organizers.issue("abort-org", List.of("matches:admin"));
        Created m = createAs(key);
        int a = ClockApiTest.first(match(m.id(), null));
        JsonPath aborted = post("Bearer " + key.key(), m.id(), "abort", 200);
        assertTrue(aborted.getBoolean("finished"));
        assertTrue(aborted.getBoolean("clock.aborted"));
        assertEquals(List.of(), aborted.getList("toAct"));
        List<String> types = ClockApiTest.eventTypes(m.id());
        assertEquals(List.of("matchAborted", "matchEnded"), types.subList(types.size() - 2, types.size()));
        assertEquals("abort-org", lastEventOfType(m.id(), "matchAborted").getString("data.by.organizer"));
        submit(m.id(), m.tokens().get(a), aborted.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .contentType("application/problem+json")
                .body("code", equalTo("MATCH_ABORTED"));
        assertEquals("MATCH_ABORTED", post(ADMIN, m.id(), "pause", 409).getString("code"));
        // a seat's resignation is refused alike, and stores nothing
        assertEquals(
                "MATCH_ABORTED",
                post("Bearer " + m.tokens().get(a), m.id(), "resign", 409).getString("code"));
        assertEquals(aborted.getLong("version"), match(m.id(), null).getLong("version"));
        given().get("/v1/matches/" + m.id() + "/results").then().statusCode(200).body("ending", equalTo("aborted"));
    }

    @Test
    void theAdminKeyAdjudicatesAnAnonymousMatch() {
        Created m = ClockApiTest.create(null, null);
        JsonPath done = given().header("Authorization", ADMIN)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "result",
                        List.of(Map.of("seat", 1, "rank", 1, "score", 3), Map.of("seat", 0, "rank", 2)),
                        "note",
                        "agreed draw refused; arbiter's call"))
                .post("/v1/matches/" + m.id() + "/adjudicate")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertTrue(done.getBoolean("finished"));
        assertEquals(1, done.getInt("result.find { it.seat == 1 }.rank"));
        assertEquals(2, done.getInt("result.find { it.seat == 0 }.rank"));
        JsonPath event = lastEventOfType(m.id(), "matchAdjudicated");
        assertEquals("admin", event.getString("data.by.role"));
        assertEquals("agreed draw refused; arbiter's call", event.getString("data.note"));
        given().get("/v1/matches/" + m.id() + "/results").then().statusCode(200).body("ending", equalTo("adjudicated"));
        assertEquals("GAME_OVER", post(ADMIN, m.id(), "abort", 409).getString("code"));
    }

    @Test
    void whoMayNotAdministerGetsProblems() {
        Organizers.Key owner = Organizers.issue("owner-org", List.of("matches:admin"));
        Organizers.Key other = Organizers.issue("other-org", List.of("matches:admin"));
        Organizers.Key reader = Organizers.issue("owner-org", List.of("matches:read", "matches:create"));
        Created m = createAs(owner);
        Created anonymous = ClockApiTest.create(null, null);
        assertEquals("ORGANIZER_KEY_REQUIRED", post(null, m.id(), "pause", 401).getString("code"));
        assertEquals(
                "ORGANIZER_KEY_REQUIRED",
                post("Bearer " + m.tokens().get(0), m.id(), "pause", 401).getString("code"));
        assertEquals(
                "MISSING_SCOPE",
                post("Bearer " + reader.key(), m.id(), "abort", 403).getString("code"));
        assertEquals(
                "NOT_MATCH_ORGANIZER",
                post("Bearer " + other.key(), m.id(), "abort", 403).getString("code"));
        assertEquals(
                "NOT_MATCH_ORGANIZER",
                post("Bearer " + owner.key(), anonymous.id(), "pause", 403).getString("code"));
        assertEquals(
                "UNKNOWN_MATCH",
                post(ADMIN, "00000000-0000-0000-0000-000000000000", "pause", 404)
                        .getString("code"));
        for (Object body : List.of(
                Map.of("result", List.of(Map.of("seat", 0, "rank", 1))),
                Map.of("result", List.of(Map.of("seat", 0, "rank", 1), Map.of("seat", 0, "rank", 2))),
                Map.of("result", List.of(Map.of("seat", 0, "rank", 2), Map.of("seat", 1, "rank", 2))),
                Map.of("result", List.of(Map.of("seat", 0, "rank", 1), Map.of("seat", 1, "rank", 9)))))
            given().header("Authorization", ADMIN)
                    .contentType(ContentType.JSON)
                    .body(body)
                    .post("/v1/matches/" + m.id() + "/adjudicate")
                    .then()
                    .statusCode(422)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_REQUEST"));
        given().header("Authorization", ADMIN)
                .contentType(ContentType.JSON)
                .body(Map.of("result", List.of(Map.of("rank", 1))))
                .post("/v1/matches/" + m.id() + "/adjudicate")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_REQUEST"));
        // the optional note is JSON: a body of another Content-Type is refused
        given().header("Authorization", ADMIN)
                .contentType(ContentType.TEXT)
                .body("fire alarm")
                .post("/v1/matches/" + m.id() + "/pause")
                .then()
                .statusCode(415)
                .body("code", equalTo("UNSUPPORTED_MEDIA_TYPE"));
        // nothing was stored by any refusal
        assertEquals(m.version(), match(m.id(), null).getLong("version"));
        as(m.tokens().get(0))
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .body("paused", equalTo(false));
    }

    static JsonPath lastEventOfType(String id, String type) {
        JsonPath page = given().get("/v1/matches/" + id + "/events?after=0&limit=500")
                .then()
                .extract()
                .jsonPath();
        List<String> types = page.getList("items.type", String.class);
        return new JsonPath(page.prettify()).setRootPath("items[" + types.lastIndexOf(type) + "]");
    }
}
