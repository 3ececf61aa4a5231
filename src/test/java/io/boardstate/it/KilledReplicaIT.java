package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A replica killed while it stores a command with an Idempotency-Key: the retry on another replica
 * must be served at once (not refused as "in flight"), exactly once. The dead replica's statement,
 * autocommitted, usually still commits in Postgres once the row is free (Postgres notices the lost
 * client only when it answers), so the retry is then the stored answer; the replica that served
 * it must not show an older version afterwards, however fresh a cache line of the version before
 * (Redis entries are trusted for a while: here for a minute, so that a stale one would be served).
 */
class KilledReplicaIT {
    private static final String SCHEMA = ItStore.SCHEMA;

    @RegisterExtension
    static final ItStack STACK = new ItStack("-Dboardstate.cache.trust-for=PT1M");

    @Test
    void keyOfACommandThatDiedWithItsReplicaIsFreeAtOnce() throws Exception {
        try (ServiceProcess a = new ServiceProcess("killed-a", STACK.settings()).start();
                ServiceProcess b = new ServiceProcess("killed-b", STACK.settings()).start();
                Connection db = ItStore.connect()) {
            JsonPath created = given().baseUri(a.baseUri())
                    .contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", 7))
                    .post("/v1/matches")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            String id = created.getString("match.id");
            long version = created.getLong("match.version");
            String token = created.getList("seats.token", String.class).get(created.getInt("match.toAct[0]"));
            Map<String, Object> body = given().baseUri(a.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .get("/v1/matches/" + id + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getMap("commands[0]");
            // Hold the match row against updates, so that a's command waits inside Postgres; then kill a.
            db.setAutoCommit(false);
            try (PreparedStatement lock =
                    db.prepareStatement("select version from " + SCHEMA + ".match where id = ? for no key update")) {
                lock.setObject(1, UUID.fromString(id));
                lock.executeQuery().close();
            }
            CompletableFuture<Integer> dying = CompletableFuture.supplyAsync(
                            () -> submit(a, id, token, version, body).statusCode())
                    .handle((status, connectionLost) -> connectionLost == null ? status : -1);
            waitForALockWait(db);
            a.kill();
            db.rollback();
            assertEquals(-1, dying.get(), "the killed replica never answered");

            Response retry = submit(b, id, token, version, body);
            assertEquals(200, retry.statusCode(), retry.asString());
            Response again = submit(b, id, token, version, body);
            assertEquals(200, again.statusCode(), again.asString());
            assertEquals("true", again.header("Idempotent-Replayed"));
            List<Integer> versions = given().baseUri(b.baseUri())
                    .get("/v1/matches/" + id + "/events")
                    .then()
                    .extract()
                    .jsonPath()
                    .getList("items.version", Integer.class);
            long head = Long.parseLong(retry.header("ETag").replace("\"", ""));
            assertEquals(head, versions.size(), "stored once, versions dense");
            assertEquals(
                    "\"" + head + "\"",
                    given().baseUri(b.baseUri()).get("/v1/matches/" + id).header("ETag"),
                    "the replica that answered shows what it answered");
        }
    }

    private static Response submit(
            ServiceProcess replica, String id, String token, long version, Map<String, Object> body) {
        return given().baseUri(replica.baseUri())
                .header("Authorization", "Bearer " + token)
                .header("If-Match", "\"" + version + "\"")
                .header("Idempotency-Key", "move-1")
                .contentType(ContentType.JSON)
                .body(body)
                .post("/v1/matches/" + id + "/commands");
    }

    /** Until some other session waits for a lock (the command, on the held row). */
    private static void waitForALockWait(Connection db) throws Exception {
        long deadline = System.nanoTime() + Patience.CAP.toNanos();
        try (Connection watcher = ItStore.connect();
                PreparedStatement s = watcher.prepareStatement(
                        "select count(*) from pg_stat_activity where wait_event_type = 'Lock' and pid <> ?"
                                + " and (query ilike '%match%' or query ilike '%command_append%')")) {
            s.setInt(1, pid(db));
            while (System.nanoTime() < deadline) {
                try (ResultSet r = s.executeQuery()) {
                    r.next();
                    if (r.getInt(1) > 0) return;
                }
                Thread.sleep(50);
            }
        }
        assertTrue(false, "the command never waited for the held row");
    }

    private static int pid(Connection db) throws Exception {
        try (Statement s = db.createStatement();
                ResultSet r = s.executeQuery("select pg_backend_pid()")) {
            r.next();
            return r.getInt(1);
        }
    }
}
