package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.store.MatchStore;
import io.boardstate.support.Api.Created;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

@QuarkusTest
class SnapshotsAndMetricsTest {
    @Inject
    MatchStore store;

    @Inject
    RedisDataSource redis;

    @Test
    void longMatchesGetSnapshotsAndRebuildFromThem() {
        Created m = create("tictactoe", 2, Map.of(), 51L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String token = m.tokens().get(first);
        long version = 1;
        for (int i = 0; i < 60; i++) {
            version = submit(m.id(), token, version, "{\"type\":\"writeNote\",\"note\":\"n" + i + "\"}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
        }
        UUID id = UUID.fromString(m.id());
        assertEquals(50, store.snapshotAtOrBelow(id, version).orElseThrow().version, "a snapshot every 50 versions");
        redis.flushall();
        given().header("Authorization", "Bearer " + token)
                .get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .body("version", equalTo(61))
                .body("state.myNote", equalTo("n59"));
        // Past versions on either side of the snapshot rebuild correctly.
        given().header("Authorization", "Bearer " + token)
                .get("/v1/matches/" + m.id() + "/versions/49")
                .then()
                .body("state.myNote", equalTo("n47"));
        given().header("Authorization", "Bearer " + token)
                .get("/v1/matches/" + m.id() + "/versions/55")
                .then()
                .body("state.myNote", equalTo("n53"));
    }

    @Test
    void prometheusShowsCommandsRejectionsConflictsAndAppendLatency() {
        Created m = create("tictactoe", 2, Map.of(), 52L);
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        submit(m.id(), m.tokens().get(1 - first), 2, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(422);
        submit(m.id(), m.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":1}")
                .then()
                .statusCode(412);
        String metrics =
                management().get("/q/metrics").then().statusCode(200).extract().asString();
        assertTrue(
                metrics.contains(
                        "boardstate_commands_total{application=\"boardstate\",outcome=\"accepted\",ruleset=\"tictactoe\"}"),
                metrics);
        assertTrue(
                metrics.contains(
                        "boardstate_rejections_total{application=\"boardstate\",code=\"ILLEGAL_MOVE/CELL_TAKEN\",ruleset=\"tictactoe\"}"));
        assertTrue(metrics.contains("boardstate_version_conflicts_total"));
        assertTrue(metrics.contains("boardstate_append_latency_seconds_count"));
        management().get("/q/health/live").then().statusCode(200).body(containsString("UP"));
    }
}
