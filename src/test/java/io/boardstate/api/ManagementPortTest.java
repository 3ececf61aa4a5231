package io.boardstate.api;

import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** Health, metrics, the OpenAPI document and Swagger UI are served on the management port only. */
@QuarkusTest
class ManagementPortTest {
    private static final String[] MANAGEMENT_PATHS = {
        "/q/health",
        "/q/health/live",
        "/q/health/ready",
        "/q/health/started",
        "/q/metrics",
        "/q/openapi",
        "/q/swagger-ui/"
    };

    @Test
    void managementEndpointsAnswerOnTheManagementPort() {
        for (String path : MANAGEMENT_PATHS) {
            management().get(path).then().statusCode(200);
        }
        management().get("/q/health/ready").then().body("status", equalTo("UP"));
        management().get("/q/metrics").then().body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void theApiPortServesNoManagementEndpoint() {
        for (String path : MANAGEMENT_PATHS) {
            given().get(path)
                    .then()
                    .statusCode(404)
                    .contentType("application/problem+json")
                    .body("code", equalTo("NOT_FOUND"));
        }
    }

    @Test
    void theManagementPortServesNoApi() {
        management().get("/v1/rulesets").then().statusCode(404);
    }
}
