package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** RFC 9110 §9.3.2: HEAD answers with the header fields GET would send, without the content. */
@QuarkusTest
class HeadRequestsTest {
    @Test
    void headNamesTheSameTypeAndTagAsGet() {
        Api.Created m = Api.create("smallworld", 2, Map.of());
        String base = "/v1/matches/" + m.id();
        for (String path : List.of(
                base,
                base + "/legal-commands",
                base + "/events",
                base + "/versions/1",
                base + "/board",
                "/v1/rulesets",
                "/v1/rulesets/smallworld",
                "/v1/matches?limit=1")) {
            Response get = as(m.tokens().get(0)).get(path);
            Response head = as(m.tokens().get(0)).head(path);
            assertEquals(200, get.statusCode(), path);
            assertEquals(200, head.statusCode(), path);
            assertEquals(get.contentType(), head.contentType(), path);
            assertTrue(get.contentType().startsWith("application/json"), path);
            assertEquals(get.header("ETag"), head.header("ETag"), path);
            assertEquals(get.header("Cache-Control"), head.header("Cache-Control"), path);
            assertEquals("", head.asString(), path);
        }
    }
}
