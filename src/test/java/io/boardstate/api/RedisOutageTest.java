package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.cache.StateCache;
import io.boardstate.support.Api.Created;
import io.boardstate.support.RedisTestResource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Redis is only a cache: flushing or stopping it mid-match loses nothing. */
@QuarkusTest
class RedisOutageTest {
    @Inject
    RedisDataSource redis;

    @Inject
    StateCache cache;

    @AfterEach
    void redisBack() {
        RedisTestResource.startRedis();
    }

    @Test
    void flushedCacheIsRebuiltFromPostgres() {
        Created m = create("tictactoe", 2, Map.of(), 21L);
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        redis.flushall();
        submit(m.id(), m.tokens().get(1 - first), 2, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        given().get("/v1/matches/" + m.id())
                .then()
                .statusCode(200)
                .body("version", equalTo(3))
                .body("state.cells[0]", equalTo(first + 1))
                .body("state.cells[4]", equalTo(2 - first));
        // The rebuilt state is back in the cache at the head version.
        assertTrue(cache.firstLine(UUID.fromString(m.id())).orElseThrow().startsWith("3 "));
    }

    @Test
    void staleCacheIsIgnored() {
        Created m = create("tictactoe", 2, Map.of(), 22L);
        int first = match(m.id(), null).getInt("toAct[0]");
        String before = redis.value(String.class).get(StateCache.stateKey(UUID.fromString(m.id())));
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        // Put the version-1 state back, as a lagging replica might: readers must see version 2.
        redis.value(String.class).set(StateCache.stateKey(UUID.fromString(m.id())), before);
        given().get("/v1/matches/" + m.id())
                .then()
                .body("version", equalTo(2))
                .body("state.cells[0]", equalTo(first + 1));
    }

    @Test
    void stoppedRedisDegradesButServesEveryRequest() {
        Created m = create("tictactoe", 2, Map.of(), 23L);
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        RedisTestResource.stopRedis();
        submit(m.id(), m.tokens().get(1 - first), 2, "{\"type\":\"place\",\"cell\":3}")
                .then()
                .statusCode(200);
        submit(m.id(), m.tokens().get(first), 3, "{\"type\":\"place\",\"cell\":1}")
                .then()
                .statusCode(200);
        management()
                .get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'redis-cache' }.data.redis", equalTo("degraded"));
        Created during = create("tictactoe", 2, Map.of(), 24L);
        given().get("/v1/matches/" + during.id()).then().statusCode(200).body("version", equalTo(1));
        RedisTestResource.startRedis();
        // Back up: the match goes on and its cache catches up.
        submit(m.id(), m.tokens().get(1 - first), 4, "{\"type\":\"place\",\"cell\":6}")
                .then()
                .statusCode(200);
        given().get("/v1/matches/" + m.id() + "/events").then().body("items.size()", equalTo(5));
        management()
                .get("/q/health/ready")
                .then()
                .statusCode(200)
                .body("checks.find { it.name == 'redis-cache' }.data.redis", equalTo("up"));
    }
}
