package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Incremental listing and export (GET /v1/matches, GET /v1/match-results): {@code sort}, {@code
 * updatedFrom} and {@code finishedFrom}, cursors that keep their order, and what a spectator may not ask.
 */
@QuarkusTest
class IncrementalListingTest {
    private static final Random RANDOM = new Random(27);

    private static Key key(String organizer) {
        return Organizers.issue(
                organizer + "-" + UUID.randomUUID(), List.of("matches:create", "matches:read", "matches:admin"));
    }

    private static Created create(Key key, Map<String, Object> extra) {
        Map<String, Object> body = new HashMap<>(extra);
        body.put("ruleset", "tictactoe");
        body.put("players", List.of(Map.of("name", "Ada"), Map.of("name", "Brian")));
        JsonPath json = as(key).contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        return new Created(
                json.getString("match.id"), json.getList("seats.token", String.class), json.getLong("match.version"));
    }

    private static List<Created> create(Key key, int n) {
        List<Created> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(create(key, Map.of()));
        return out;
    }

    private static RequestSpecification as(Key key) {
        return given().header("Authorization", "Bearer " + key.key());
    }

    /** One random legal command of the seat to act, decided on the head as a seat sees it (never delayed). */
    private static void play(Created m) {
        JsonPath head = Api.match(m.id(), m.tokens().get(0));
        int seat = head.getList("toAct", Integer.class).getFirst();
        List<Map<String, Object>> legal = Api.as(m.tokens().get(seat))
                .get("/v1/matches/" + m.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("commands");
        Api.as(m.tokens().get(seat))
                .contentType(ContentType.JSON)
                .header("If-Match", "\"" + head.getLong("version") + "\"")
                .body(legal.get(RANDOM.nextInt(legal.size())))
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200);
    }

    private static JsonPath page(RequestSpecification request, String path, Map<String, ?> query) {
        return request.queryParams(query)
                .get(path)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static List<String> ids(JsonPath page) {
        return page.getList("items.id", String.class);
    }

    private static List<String> ids(List<Created> matches) {
        return matches.stream().map(Created::id).toList();
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    @Test
    void theSyncOrderListsAChangedMatchAfterTheNewerOnes() {
        Key key = key("sync");
        List<Created> m = create(key, 3);
        Instant beforePlay = now();
        play(m.get(0));
        JsonPath all = page(as(key), "/v1/matches", Map.of("sort", "updatedAt"));
        assertEquals(ids(List.of(m.get(1), m.get(2), m.get(0))), ids(all), "least recently updated first");
        List<Instant> updated = all.getList("items.updatedAt", String.class).stream()
                .map(Instant::parse)
                .toList();
        for (int i = 1; i < updated.size(); i++) assertTrue(!updated.get(i).isBefore(updated.get(i - 1)));
        // What changed since: the played match only, from the time before it or from its own updatedAt.
        assertEquals(
                List.of(m.get(0).id()),
                ids(page(as(key), "/v1/matches", Map.of("sort", "updatedAt", "updatedFrom", beforePlay.toString()))));
        assertEquals(
                List.of(m.get(0).id()),
                ids(page(
                        as(key),
                        "/v1/matches",
                        Map.of("updatedFrom", updated.get(2).toString()))));
        // A seat sees the head of its own matches: it may sync too.
        assertEquals(
                List.of(m.get(0).id()),
                ids(page(
                        Api.as(m.get(0).tokens().get(0)),
                        "/v1/matches",
                        Map.of("sort", "updatedAt", "updatedFrom", beforePlay.toString()))));
        // The export: same order and filter, each with its status.
        JsonPath results =
                page(as(key), "/v1/match-results", Map.of("sort", "updatedAt", "updatedFrom", beforePlay.toString()));
        assertEquals(List.of(m.get(0).id()), ids(results));
        assertEquals("running", results.getString("items[0].status"));
        assertEquals(
                ids(List.of(m.get(1), m.get(2), m.get(0))),
                ids(page(as(key), "/v1/match-results", Map.of("sort", "updatedAt"))));
    }

    /** Every page of one order, following cursors; {@code between} runs after the first page. */
    private static List<String> walk(Key key, String path, String sort, Runnable between) {
        List<String> seen = new ArrayList<>();
        String cursor = null;
        do {
            Map<String, Object> query = new HashMap<>(Map.of("sort", sort, "limit", 2));
            if (cursor != null) query.put("cursor", cursor);
            JsonPath json = page(as(key), path, query);
            seen.addAll(ids(json));
            if (cursor == null) between.run();
            cursor = json.getString("nextCursor");
        } while (cursor != null);
        return seen;
    }

    @Test
    void cursorsInEachOrderNeitherRepeatNorSkip() {
        Key key = key("pages");
        List<Created> m = create(key, 7);
        for (String path : List.of("/v1/matches", "/v1/match-results")) {
            assertEquals(ids(m).reversed(), walk(key, path, "-createdAt", () -> {}), path);
            assertEquals(ids(m), walk(key, path, "createdAt", () -> {}), path);
            assertEquals(ids(m), walk(key, path, "updatedAt", () -> {}), path);
        }
        // Sync while matches change: a match seen on the first page and one not seen yet both change; each
        // moves behind the pages to come, so both come (again) at the end, and none is skipped.
        List<String> synced = walk(key, "/v1/matches", "updatedAt", () -> {
            play(m.get(0));
            play(m.get(3));
        });
        List<String> expected = new ArrayList<>(ids(m));
        expected.remove(m.get(3).id());
        expected.add(m.get(0).id());
        expected.add(m.get(3).id());
        assertEquals(expected, synced);
        assertEquals(7, new LinkedHashSet<>(synced).size());
        // Oldest first with a created match meanwhile: it comes last, once.
        List<Created> later = new ArrayList<>();
        List<String> oldest = walk(key, "/v1/matches", "createdAt", () -> later.add(create(key, Map.of())));
        List<String> all = new ArrayList<>(ids(m));
        all.add(later.getFirst().id());
        assertEquals(all, oldest);
    }

    @Test
    void finishedFromListsTheMatchesThatEndedSinceForEveryone() {
        Key key = key("finished");
        Created delayed = create(key, Map.of("spectatorDelay", Map.of("versions", 1)));
        Created running = create(key, Map.of());
        play(delayed);
        play(delayed);
        // A spectator sees the delayed match behind its head, running.
        JsonPath spectator = page(given(), "/v1/matches", Map.of("limit", 100));
        int at = ids(spectator).indexOf(delayed.id());
        assertTrue(at >= 0);
        assertEquals("running", spectator.getString("items[" + at + "].status"));
        long head = page(as(key), "/v1/matches", Map.of()).getLong("items[1].version");
        assertTrue(spectator.getLong("items[" + at + "].version") < head, "behind the head");
        Instant beforeAbort = now();
        JsonPath aborted = as(key).post("/v1/matches/" + delayed.id() + "/abort")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertTrue(aborted.getBoolean("finished"));
        JsonPath own = page(as(key), "/v1/matches", Map.of("finishedFrom", beforeAbort.toString()));
        assertEquals(List.of(delayed.id()), ids(own));
        assertEquals("finished", own.getString("items[0].status"));
        assertEquals(
                List.of(),
                ids(page(
                        as(key),
                        "/v1/matches",
                        Map.of("finishedFrom", now().plusSeconds(1).toString()))));
        // finishedFrom is for everyone: an ended match shows its head to anyone, finished, with its real end.
        JsonPath anyone = page(given(), "/v1/matches", Map.of("finishedFrom", beforeAbort.toString(), "limit", 100));
        int i = ids(anyone).indexOf(delayed.id());
        assertTrue(i >= 0, "the aborted match is listed");
        assertTrue(!ids(anyone).contains(running.id()));
        assertEquals(List.of(true), List.copyOf(new LinkedHashSet<>(anyone.getList("items.finished", Boolean.class))));
        assertEquals("finished", anyone.getString("items[" + i + "].status"));
        assertEquals(own.getString("items[0].updatedAt"), anyone.getString("items[" + i + "].updatedAt"));
        assertEquals(own.getLong("items[0].version"), anyone.getLong("items[" + i + "].version"));
        // The export: only the ended match, finished, in JSON and in the CSV's status column.
        JsonPath results = page(as(key), "/v1/match-results", Map.of("finishedFrom", beforeAbort.toString()));
        assertEquals(List.of(delayed.id()), ids(results));
        assertEquals("finished", results.getString("items[0].status"));
        assertEquals("aborted", results.getString("items[0].ending"));
        assertEquals(own.getString("items[0].updatedAt"), results.getString("items[0].endedAt"));
        String csv = as(key).accept("text/csv")
                .queryParam("finishedFrom", beforeAbort.toString())
                .get("/v1/match-results")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        String[] lines = csv.split("\r\n");
        assertEquals(3, lines.length, csv);
        assertTrue(lines[1].startsWith(delayed.id() + ",tictactoe,,,,finished,aborted,"), csv);
        assertEquals(
                List.of("finished", "running"),
                page(as(key), "/v1/match-results", Map.of("sort", "createdAt")).getList("items.status"));
    }

    private static void refused(RequestSpecification request, String path, String query, String parameter) {
        request.get(path + "?" + query)
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_PARAMETER"))
                .body("parameter", equalTo(parameter));
    }

    private static String cursor(String text) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void refusals() {
        Key key = key("refusals");
        create(key, 3);
        // A spectator may not filter or order by the real update time.
        refused(given(), "/v1/matches", "updatedFrom=2026-01-01T00:00:00Z", "updatedFrom");
        given().get("/v1/matches?sort=updatedAt")
                .then()
                .statusCode(400)
                .body("parameter", equalTo("sort"))
                .body("detail", containsString("seat token or an organizer API key"));
        given().get("/v1/matches?sort=createdAt&finishedFrom=2026-01-01T00:00:00Z")
                .then()
                .statusCode(200);
        for (String path : List.of("/v1/matches", "/v1/match-results")) {
            refused(as(key), path, "updatedFrom=yesterday", "updatedFrom");
            refused(as(key), path, "finishedFrom=2026-13-01T00:00:00Z", "finishedFrom");
            refused(as(key), path, "sort=updated", "sort");
            refused(as(key), path, "sort=", "sort");
            // A cursor pages the order it was sent for.
            String next =
                    page(as(key), path, Map.of("sort", "updatedAt", "limit", 1)).getString("nextCursor");
            refused(as(key), path, "sort=createdAt&cursor=" + next, "cursor");
            refused(as(key), path, "cursor=" + next, "cursor");
            String oldest =
                    page(as(key), path, Map.of("sort", "createdAt", "limit", 1)).getString("nextCursor");
            refused(as(key), path, "sort=updatedAt&cursor=" + oldest, "cursor");
            refused(as(key), path, "sort=createdAt&cursor=" + cursor("m2:sideways:1:" + UUID.randomUUID()), "cursor");
            // A cursor of the previous release (m1: newest first) still pages newest first.
            String newest = page(as(key), path, Map.of("limit", 1)).getString("nextCursor");
            assertTrue(new String(Base64.getUrlDecoder().decode(newest), StandardCharsets.UTF_8).startsWith("m1:"));
            assertEquals(2, ids(page(as(key), path, Map.of("cursor", newest))).size());
            assertEquals(
                    2,
                    ids(page(as(key), path, Map.of("cursor", newest, "sort", "-createdAt")))
                            .size());
            refused(as(key), path, "sort=createdAt&cursor=" + newest, "cursor");
        }
    }
}
