package io.boardstate.api;

import static io.boardstate.support.Management.management;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * openapi/openapi.yaml is the published contract: it must be exactly what the service serves.
 * After an intended API change run the tests with -Dopenapi.update=true and commit the file.
 */
@QuarkusTest
class OpenApiContractTest {
    private static final Path CONTRACT = Path.of("openapi/openapi.yaml");

    @Test
    void committedContractIsWhatTheServiceServes() throws IOException {
        String served = management()
                .queryParam("format", "yaml")
                .get("/q/openapi")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/openapi-served.yaml"), served, StandardCharsets.UTF_8);
        if (Boolean.getBoolean("openapi.update")) {
            Files.createDirectories(CONTRACT.getParent());
            Files.writeString(CONTRACT, served, StandardCharsets.UTF_8);
        }
        assertTrue(Files.exists(CONTRACT), "openapi/openapi.yaml is missing; run the tests with -Dopenapi.update=true");
        assertEquals(
                Files.readString(CONTRACT, StandardCharsets.UTF_8),
                served,
                "openapi/openapi.yaml differs from the served contract (see target/openapi-served.yaml); if the change is intended, run the tests with -Dopenapi.update=true and commit the file");
    }

    @Test
    void contractDocumentsTheErrorShapeAndHeaders() {
        String served = management()
                .queryParam("format", "yaml")
                .get("/q/openapi")
                .then()
                .extract()
                .asString();
        for (String expected : new String[] {
            "application/problem+json", "If-Match", "Idempotency-Key", "seatToken", "submitCommand", "VERSION_CONFLICT"
        }) {
            assertTrue(served.contains(expected), "contract mentions " + expected);
        }
    }
}
