package io.boardstate.api;

import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.boardstate.support.Ports;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Without Postgres the service is not ready and answers 503 problem+json, never a 500. */
@QuarkusTest
@TestProfile(PostgresDownTest.NoDatabase.class)
class PostgresDownTest {
    public static class NoDatabase implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of(
                    "quarkus.datasource.jdbc.url", "jdbc:postgresql://127.0.0.1:" + Ports.free() + "/postgres",
                    "quarkus.datasource.jdbc.acquisition-timeout", "PT1S",
                    "quarkus.flyway.migrate-at-start", "false",
                    "quarkus.flyway.clean-at-start", "false");
        }
    }

    @Test
    void requestsGet503AndReadinessFails() {
        given().get("/v1/matches/00000000-0000-0000-0000-000000000001")
                .then()
                .statusCode(503)
                .contentType("application/problem+json")
                .body("code", equalTo("STORE_UNAVAILABLE"))
                .header("Retry-After", "5");
        given().contentType("application/json")
                .body("{\"ruleset\":\"tictactoe\",\"players\":[{},{}]}")
                .post("/v1/matches")
                .then()
                .statusCode(503)
                .body("code", equalTo("STORE_UNAVAILABLE"));
        given().get("/v1/rulesets").then().statusCode(200);
        management().get("/q/health/ready").then().statusCode(503);
        management().get("/q/health/live").then().statusCode(200);
    }
}
