package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.WebhookReceiver;
import io.boardstate.support.WebhookReceiver.Received;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * An organizer's side of the service on a real Citus cluster (a coordinator and two workers): the
 * webhook outbox delivers from the match's shard with two replicas running, a batch of 500 matches
 * spread over both workers is stored whole or not at all, and results and standings are read across
 * shards. Skipped, saying why, where Citus is not installed.
 */
class CitusOrganizerIT {
    private static final String SCHEMA = ItStore.SCHEMA + "_citus_org";
    private static final String ADMIN = "citus-admin-key";
    private static final CitusCluster CLUSTER = new CitusCluster();
    private static CitusReplicas stack;
    private static ServiceProcess a;
    private static ServiceProcess b;

    @BeforeAll
    static void cluster() throws Exception {
        Assumptions.assumeTrue(
                CitusCluster.unavailable().isEmpty(),
                () -> "skipped: " + CitusCluster.unavailable().orElse(""));
        CLUSTER.start(2);
        stack = CitusReplicas.start(
                CLUSTER,
                SCHEMA,
                "citus-org",
                List.of(
                        "-Dboardstate.organizers.admin-key=" + ADMIN,
                        "-Dboardstate.webhooks.poll-every=PT0.2S",
                        "-Dboardstate.webhooks.warning-poll-every=PT0.2S",
                        "-Dboardstate.webhooks.timeout=PT5S",
                        "-Dboardstate.webhooks.retry-delays=PT0.5S,PT0.5S,PT0.5S",
                        "-Dboardstate.webhooks.allowed-destinations=127.0.0.1"));
        a = stack.a;
        b = stack.b;
    }

    @AfterAll
    static void stop() throws Exception {
        if (stack != null) stack.stop();
        if (CitusCluster.unavailable().isEmpty()) CLUSTER.stop();
    }

    @Test
    void theOutboxDeliversAMatchsWebhooksWithTheirIdsFromTwoReplicas() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            String key = organizerKey("league-hooks");
            String secret = as(a, key)
                    .contentType(ContentType.JSON)
                    .body(Map.of("url", receiver.url()))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath()
                    .getString("secret");
            JsonPath created = as(a, key)
                    .contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", 3))
                    .post("/v1/matches")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String matchId = created.getString("match.id");
            String token = created.getList("seats.token", String.class).get(created.getInt("match.toAct[0]"));
            given().baseUri(b.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .post("/v1/matches/" + matchId + "/resign")
                    .then()
                    .statusCode(200);
            List<Received> got =
                    receiver.await(r -> r.stream().anyMatch(x -> x.type().equals("match.finished")), Patience.CAP);
            // At least once: a retry keeps its webhook-id (receivers deduplicate by it), so each id counts once.
            Map<String, String> typeById = new LinkedHashMap<>();
            for (Received r : got) typeById.putIfAbsent(r.id(), r.type());
            assertEquals(List.of("match.created", "seat.to_act", "match.finished"), List.copyOf(typeById.values()));
            for (Received r : got) {
                assertTrue(r.id() != null && !r.id().isBlank(), r.toString());
                assertTrue(WebhookReceiver.verifies(secret, r), r.toString());
                assertEquals(matchId, r.json().at("/data/matchId").asText());
            }
            String webhookId =
                    as(b, key).get("/v1/webhooks").then().extract().jsonPath().getString("items[0].id");
            Patience.until("every delivery marked delivered", java.time.Duration.ofMillis(200), () -> as(b, key)
                    .get("/v1/webhooks/" + webhookId + "/deliveries")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("items.status")
                    .equals(List.of("delivered", "delivered", "delivered")));
        }
    }

    @Test
    void aBatchOf500IsStoredWholeAcrossWorkersOrNotAtAll() throws Exception {
        String key = organizerKey("league-batch");
        JsonPath whole = batch(a, key, "round-1", tables("open", "1", 500), 201).jsonPath();
        List<String> ids = whole.getList("matches.id", String.class);
        assertEquals(500, ids.size());
        assertEquals(500, count("SELECT count(*) FROM " + SCHEMA + ".match WHERE id = ANY(?::uuid[])", ids));
        assertEquals(2, workersHolding(ids), "the batch's matches on both workers: a multi-shard transaction");

        // Round 2 with its last match at a table of round 1: refused after its Idempotency-Key was claimed
        // (a worker's match_batch shard and the organizer_batch reference table), so it all rolls back.
        List<Map<String, Object>> round2 = tables("open", "2", 500);
        round2.set(499, match("open", "1", 7));
        Response refused = batch(b, key, "round-2", round2, 409);
        assertEquals("TABLE_TAKEN", refused.jsonPath().getString("code"));
        assertEquals(499, refused.jsonPath().getInt("index"));
        assertTrue(refused.contentType().startsWith("application/problem+json"), refused.contentType());
        assertEquals(
                0,
                count(
                        "SELECT count(*) FROM " + SCHEMA + ".match WHERE tag_tournament = 'open' AND tag_round = '2'",
                        List.of()));
        assertEquals(
                0, count("SELECT count(*) FROM " + SCHEMA + ".organizer_batch WHERE idem_key = 'round-2'", List.of()));
        assertEquals(0, count("SELECT count(*) FROM " + SCHEMA + ".match_batch WHERE idem_key = 'round-2'", List.of()));

        // The same key again, fixed: a new batch (had the claim survived, this would be IDEMPOTENCY_KEY_REUSED).
        List<String> second = batch(a, key, "round-2", tables("open", "2", 500), 201)
                .jsonPath()
                .getList("matches.id", String.class);
        assertEquals(
                500,
                count(
                        "SELECT count(*) FROM " + SCHEMA + ".match WHERE tag_tournament = 'open' AND tag_round = '2'",
                        List.of()));
        assertEquals(Set.copyOf(second), Set.copyOf(listed(b, key, "open", "2")));
    }

    @Test
    @SuppressWarnings("unchecked")
    void resultsAndStandingsAreReadAcrossShards() throws Exception {
        String key = organizerKey("league-results");
        // Four round robins of four players, seat 0 always winning: p1 wins 3 of every 3, p2 2, p3 1, p4 none.
        String[][] pairs = {{"p1", "p2"}, {"p3", "p4"}, {"p1", "p3"}, {"p2", "p4"}, {"p1", "p4"}, {"p2", "p3"}};
        List<Map<String, Object>> matches = new ArrayList<>();
        for (int round = 1; round <= 4; round++)
            for (String[] pair : pairs) {
                Map<String, Object> m = new HashMap<>(match("league", String.valueOf(round), matches.size()));
                m.put("players", List.of(player(pair[0]), player(pair[1])));
                matches.add(m);
            }
        List<String> ids = batch(a, key, null, matches, 201).jsonPath().getList("matches.id", String.class);
        assertEquals(2, workersHolding(ids), "24 matches on both workers");
        for (int i = 0; i < ids.size(); i++)
            as(i % 2 == 0 ? a : b, key)
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "result",
                            List.of(
                                    Map.of("seat", 0, "rank", 1, "score", 1),
                                    Map.of("seat", 1, "rank", 2, "score", 0))))
                    .post("/v1/matches/" + ids.get(i) + "/adjudicate")
                    .then()
                    .statusCode(200);

        JsonPath standings = as(b, key)
                .get("/v1/standings?tournament=league")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals(24, standings.getInt("matches"));
        assertEquals(List.of("p1", "p2", "p3", "p4"), standings.getList("players.externalPlayerId", String.class));
        assertEquals(List.of(12, 8, 4, 0), standings.getList("players.wins", Integer.class));
        assertEquals(List.of(36, 32, 28, 24), standings.getList("players.points", Integer.class), "3 a win, 2 second");
        assertEquals(List.of(12, 12, 12, 12), standings.getList("players.matches", Integer.class));

        // The results export, paged: every match once, each with its adjudicated ranks.
        List<String> exported = new ArrayList<>();
        String cursor = null;
        do {
            var request = as(a, key).queryParam("tournament", "league").queryParam("limit", 5);
            if (cursor != null) request = request.queryParam("cursor", cursor);
            JsonPath page = request.get("/v1/match-results")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            exported.addAll(page.getList("items.id", String.class));
            for (Map<String, Object> item : page.<Map<String, Object>>getList("items"))
                assertEquals(
                        List.of(1, 2),
                        ((List<Map<String, Object>>) item.get("standings"))
                                .stream().map(seat -> seat.get("rank")).toList(),
                        "ranks by seat, as adjudicated");
            cursor = page.getString("nextCursor");
        } while (cursor != null);
        assertEquals(exported.size(), new HashSet<>(exported).size(), "no match twice");
        assertEquals(Set.copyOf(ids), Set.copyOf(exported), "none skipped");
        as(b, key)
                .get("/v1/matches/" + ids.get(5) + "/results")
                .then()
                .statusCode(200)
                .body("status", org.hamcrest.Matchers.equalTo("finished"))
                .body("standings[1].externalPlayerId", org.hamcrest.Matchers.equalTo("p3"));
    }

    /**
     * A round's deadline warnings are found and queued across the shards, and a round operation and
     * a scheduled start work on matches spread over the workers, through either replica.
     */
    @Test
    void aRoundIsWarnedOperatedAndScheduledAcrossShards() throws Exception {
        try (WebhookReceiver receiver = new WebhookReceiver()) {
            String key = organizerKey("league-rounds");
            as(a, key)
                    .contentType(ContentType.JSON)
                    .body(Map.of(
                            "url",
                            receiver.url(),
                            "events",
                            List.of("seat.deadline_warning"),
                            "deadlineWarnings",
                            List.of("PT2M")))
                    .post("/v1/webhooks")
                    .then()
                    .statusCode(201);
            List<Map<String, Object>> timed = new ArrayList<>();
            for (Map<String, Object> m : tables("cup", "5", 16)) {
                Map<String, Object> one = new java.util.HashMap<>(m);
                one.put("clock", Map.of("type", "deadline", "secondsPerTurn", 60)); // under the lead: warned at once
                timed.add(one);
            }
            List<String> ids = batch(a, key, null, timed, 201).jsonPath().getList("matches.id", String.class);
            assertEquals(2, workersHolding(ids), "16 matches spread over both workers");
            List<Received> warned = receiver.await(
                    r -> r.stream()
                                    .map(x -> x.json().at("/data/matchId").asText())
                                    .distinct()
                                    .count()
                            == 16,
                    Patience.CAP);
            for (Received r : warned) assertEquals("seat.deadline_warning", r.type(), r.toString());

            Map<String, Object> pause = Map.of("tournament", "cup", "round", "5", "operation", "pause");
            JsonPath paused = as(b, key)
                    .contentType(ContentType.JSON)
                    .body(pause)
                    .post("/v1/round-operations")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            assertEquals(ids, paused.getList("matches.id", String.class));
            assertEquals(16, paused.getInt("applied"));
            assertEquals(
                    16,
                    as(a, key)
                            .contentType(ContentType.JSON)
                            .body(pause)
                            .post("/v1/round-operations")
                            .then()
                            .statusCode(200)
                            .extract()
                            .jsonPath()
                            .getInt("unchanged"));

            String start = java.time.Instant.now()
                    .plus(java.time.Duration.ofHours(1))
                    .truncatedTo(java.time.temporal.ChronoUnit.SECONDS)
                    .toString();
            JsonPath later = as(a, key)
                    .contentType(ContentType.JSON)
                    .body(Map.of("matches", tables("cup", "6", 2), "startClocksAt", start))
                    .post("/v1/match-batches")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String token = later.getString("matches[0].seats[" + later.getInt("matches[0].toAct[0]") + "].token");
            given().baseUri(b.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .header("If-Match", "\"" + later.getLong("matches[0].version") + "\"")
                    .contentType(ContentType.JSON)
                    .body("{\"type\":\"endTurn\"}")
                    .post("/v1/matches/" + later.getString("matches[0].id") + "/commands")
                    .then()
                    .statusCode(409)
                    .body("code", org.hamcrest.Matchers.equalTo("NOT_STARTED"));
        }
    }

    private static RequestSpecification as(ServiceProcess replica, String key) {
        return given().baseUri(replica.baseUri()).header("Authorization", "Bearer " + key);
    }

    private static String organizerKey(String organizer) {
        return as(a, ADMIN)
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "organizer",
                        organizer,
                        "scopes",
                        List.of("matches:create", "matches:read", "matches:admin", "webhooks:manage")))
                .post("/v1/admin/organizer-keys")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("key");
    }

    private static Map<String, Object> player(String id) {
        return Map.of("name", id.toUpperCase(), "externalPlayerId", id);
    }

    private static Map<String, Object> match(String tournament, String round, int table) {
        return Map.of(
                "ruleset",
                "smallworld",
                "players",
                List.of(player("x-" + table), player("y-" + table)),
                "tags",
                Map.of("tournament", tournament, "round", round, "table", String.valueOf(table)));
    }

    private static List<Map<String, Object>> tables(String tournament, String round, int n) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (int i = 0; i < n; i++) out.add(match(tournament, round, i));
        return out;
    }

    private static Response batch(
            ServiceProcess replica, String key, String idemKey, List<Map<String, Object>> matches, int status) {
        var request =
                as(replica, key).contentType(ContentType.JSON).body(Map.of("matches", matches, "uniqueTables", true));
        if (idemKey != null) request = request.header("Idempotency-Key", idemKey);
        Response r = request.post("/v1/match-batches");
        assertEquals(status, r.statusCode(), r.asString());
        return r;
    }

    private static List<String> listed(ServiceProcess replica, String key, String tournament, String round) {
        List<String> ids = new ArrayList<>();
        String cursor = null;
        do {
            var request = as(replica, key)
                    .queryParam("tournament", tournament)
                    .queryParam("round", round)
                    .queryParam("limit", 100);
            if (cursor != null) request = request.queryParam("cursor", cursor);
            JsonPath page =
                    request.get("/v1/matches").then().statusCode(200).extract().jsonPath();
            ids.addAll(page.getList("items.id", String.class));
            cursor = page.getString("nextCursor");
        } while (cursor != null);
        return ids;
    }

    /** A count from the coordinator, with the ids (if the query takes them) as its uuid[] parameter. */
    private static int count(String sql, List<String> ids) throws Exception {
        try (Connection c = CLUSTER.connect();
                PreparedStatement s = c.prepareStatement(sql)) {
            if (!ids.isEmpty()) s.setArray(1, c.createArrayOf("text", ids.toArray()));
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** How many workers hold a shard of one of these matches (from Citus's metadata). */
    private static int workersHolding(List<String> ids) throws Exception {
        return count(
                "SELECT count(DISTINCT n.nodeport) FROM unnest(?::uuid[]) AS m(id)"
                        + " JOIN pg_dist_placement p ON p.shardid = get_shard_id_for_distribution_column('"
                        + SCHEMA + ".match', m.id) JOIN pg_dist_node n ON n.groupid = p.groupid",
                ids);
    }
}
