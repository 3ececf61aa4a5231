package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.cache.StateCache;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.state.CacheSeal;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.NearCache;
import io.boardstate.support.Api.Created;
import io.quarkus.redis.datasource.RedisDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * Redis (and the near cache) can hold anything: entries copied from another match, altered,
 * unreadable, of another type, or even sealed with the service's own key. None of it may get an
 * illegal command stored or turn a request into a 500: it is a miss, rebuilt from the log.
 */
@QuarkusTest
class CacheCannotLieTest {
    @Inject
    RedisDataSource redis;

    @Inject
    NearCache near;

    @Inject
    CacheSeal seal;

    @Inject
    RulesetRegistry registry;

    @Test
    void entryOfAnotherMatchCannotGetAnOutOfTurnCommandStored() {
        Created a = create("tictactoe", 2, Map.of(), 61L);
        int first = match(a.id(), null).getInt("toAct[0]");
        Created b = createWithFirstSeat(1 - first);
        // A's key now holds B's entry: same ruleset and version, the other seat to act.
        redis.value(String.class).set(key(a), redis.value(String.class).get(key(b)));
        near.clear();
        submit(a.id(), a.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        given().get("/v1/matches/" + a.id()).then().statusCode(200).body("toAct[0]", equalTo(first));
        assertEventCount(a, 1);
        submit(a.id(), a.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
    }

    @Test
    void alteredStateCannotGetAnOutOfTurnCommandStored() {
        Created a = create("tictactoe", 2, Map.of(), 62L);
        int first = match(a.id(), null).getInt("toAct[0]");
        String entry = redis.value(String.class).get(key(a));
        redis.value(String.class).set(key(a), entry.replace("\"toMove\":" + first, "\"toMove\":" + (1 - first)));
        near.clear();
        submit(a.id(), a.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        as(a.tokens().get(first))
                .get("/v1/matches/" + a.id() + "/legal-commands")
                .then()
                .statusCode(200)
                .body("commands.size()", equalTo(9));
        assertEventCount(a, 1);
    }

    @Test
    void aLieSealedWithTheServiceKeyIsStillCaughtByPostgresChecksum() {
        Created a = create("tictactoe", 2, Map.of(), 63L);
        int first = match(a.id(), null).getInt("toAct[0]");
        UUID id = UUID.fromString(a.id());
        String entry = redis.value(String.class).get(key(a));
        String lie =
                entry.substring(entry.indexOf('\n') + 1).replace("\"toMove\":" + first, "\"toMove\":" + (1 - first));
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String line = seal.firstLine(id, new CacheSeal.Sealed(1, false, now, now, CacheSeal.checksum(lie)));
        redis.value(String.class).set(key(a), line + "\n" + lie);
        near.clear();
        submit(a.id(), a.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        assertEventCount(a, 1);
        // The near cache lies too: it holds the state of another match under this one's version.
        Created b = createWithFirstSeat(1 - first);
        String bEntry = redis.value(String.class).get(key(b));
        String bState = bEntry.substring(bEntry.indexOf('\n') + 1);
        Object parsed = registry.find("tictactoe").stateFromJson(bState);
        near.plant(id, new LoadedState(1, CacheSeal.checksum(bState), bState, parsed, false, now));
        submit(a.id(), a.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(409)
                .body("code", equalTo("NOT_YOUR_TURN"));
        assertEventCount(a, 1);
        submit(a.id(), a.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200);
        assertEventCount(a, 2);
    }

    @Test
    void unreadableEntriesAreMissesNot500s() {
        Created a = create("tictactoe", 2, Map.of(), 64L);
        int first = match(a.id(), null).getInt("toAct[0]");
        UUID id = UUID.fromString(a.id());
        long version = 1;
        int seat = first;
        for (int kind = 0; kind < 4; kind++) {
            // Each at the head version: garbage, cut JSON, a state this build cannot read though the
            // service sealed it (a deploy changed the format), a version beyond any long.
            String otherFormat = "{\"board\":\"x........\",\"formatVersion\":2}";
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            String bad =
                    switch (kind) {
                        case 0 -> "garbage";
                        case 1 -> version + "\n{\"cells\":";
                        case 2 ->
                            seal.firstLine(
                                            id,
                                            new CacheSeal.Sealed(
                                                    version, false, now, now, CacheSeal.checksum(otherFormat)))
                                    + "\n" + otherFormat;
                        default -> "99999999999999999999 x\n{}";
                    };
            redis.value(String.class).set(key(a), bad);
            near.clear();
            given().get("/v1/matches/" + a.id()).then().statusCode(200).body("version", equalTo((int) version));
            redis.value(String.class).set(key(a), bad);
            near.clear();
            submit(a.id(), a.tokens().get(seat), version, "{\"type\":\"writeNote\",\"note\":\"n\"}")
                    .then()
                    .statusCode(200);
            version++;
        }
        // An entry of another Redis type.
        redis.key(String.class).del(key(a));
        redis.hash(String.class).hset(key(a), "state", "x");
        near.clear();
        given().get("/v1/matches/" + a.id()).then().statusCode(200).body("version", equalTo((int) version));
        submit(a.id(), a.tokens().get(seat), version, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        // The cache is whole again: the next read finds the head there.
        String repaired = redis.value(String.class).get(key(a));
        assertTrue(repaired.startsWith((version + 1) + " "), repaired);
        management()
                .get("/q/health/ready")
                .then()
                .body("checks.find { it.name == 'redis-cache' }.data.redis", equalTo("up"));
    }

    private Created createWithFirstSeat(int seat) {
        for (long seed = 100; ; seed++) {
            Created m = create("tictactoe", 2, Map.of(), seed);
            if (match(m.id(), null).getInt("toAct[0]") == seat) return m;
        }
    }

    private static String key(Created m) {
        return StateCache.stateKey(UUID.fromString(m.id()));
    }

    private static void assertEventCount(Created m, int count) {
        assertEquals(
                count,
                given().get("/v1/matches/" + m.id() + "/events")
                        .then()
                        .statusCode(200)
                        .extract()
                        .jsonPath()
                        .getList("items")
                        .size());
    }
}
