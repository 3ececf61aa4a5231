package io.boardstate.api;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.boardstate.support.RedisTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Stream tickets: a seat trades its token for a ticket that opens its own stream once, with no
 * token in the URL; a spent, unknown or other match's ticket is 401 UNAUTHORIZED problem+json.
 * (Expiry: {@link StreamTicketExpiryTest}; in a real browser: {@code ui.StreamEventSourceBrowserTest}.)
 */
@QuarkusTest
class StreamTicketTest {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @TestHTTPResource("/")
    URL base;

    @AfterEach
    void redisBack() {
        RedisTestResource.startRedis();
    }

    static JsonPath ticket(Created m, int seat) {
        return as(m.tokens().get(seat))
                .post("/v1/matches/" + m.id() + "/stream-tickets")
                .then()
                .statusCode(200)
                .header("Cache-Control", "no-store")
                .extract()
                .jsonPath();
    }

    @Test
    void aTicketOpensItsSeatsStreamOnceAndThenIsRefused() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 71L);
        JsonPath ticket = ticket(m, 1);
        String url = ticket.getString("url");
        assertTrue(ticket.getString("ticket").length() >= 40, "a ticket as hard to guess as a token");
        assertEquals("/v1/matches/" + m.id() + "/stream?ticket=" + ticket.getString("ticket"), url);
        assertTrue(java.time.Instant.parse(ticket.getString("expiresAt")).isAfter(java.time.Instant.now()));
        assertTrue(!url.contains(m.tokens().get(1)), "the token is not in the URL");

        HttpResponse<InputStream> first = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + url.substring(1)))
                        .header("Accept", "text/event-stream")
                        .build(),
                HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, first.statusCode());
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(first.body(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = lines.readLine()) != null && !line.startsWith("data:")) {}
            assertTrue(line != null && JsonPath.from(line.substring(5)).getLong("version") == 1, line);
        }
        // spent: the same URL again, as an EventSource reconnecting would
        given().accept("text/event-stream")
                .get(url)
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"))
                .body("detail", startsWith("The stream ticket is unknown, expired or already used"));
    }

    @Test
    void unknownOtherMatchesAndMisusedTicketsAreRefused() {
        Created m = create("tictactoe", 2, Map.of(), 72L);
        Created other = create("tictactoe", 2, Map.of(), 73L);
        given().get("/v1/matches/" + m.id() + "/stream?ticket=bstk_nosuchticket")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
        String elsewhere = ticket(other, 0).getString("ticket");
        given().get("/v1/matches/" + m.id() + "/stream?ticket=" + elsewhere)
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        // both a ticket and a token: ambiguous, refused
        as(m.tokens().get(0))
                .get("/v1/matches/" + m.id() + "/stream?ticket=" + ticket(m, 0).getString("ticket"))
                .then()
                .statusCode(400)
                .contentType("application/problem+json")
                .body("code", equalTo("INVALID_PARAMETER"))
                .body("parameter", equalTo("ticket"));
        // a ticket is for a seat: no token, or another match's token, gets none
        given().post("/v1/matches/" + m.id() + "/stream-tickets")
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
        as(other.tokens().get(0))
                .post("/v1/matches/" + m.id() + "/stream-tickets")
                .then()
                .statusCode(401)
                .body("code", equalTo("UNAUTHORIZED"));
        as("x").post("/v1/matches/00000000-0000-4000-8000-000000000000/stream-tickets")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_MATCH"));
    }

    @Test
    void withoutRedisNoTicketIsIssuedAndTheTokenStillWorks() {
        Created m = create("tictactoe", 2, Map.of(), 74L);
        RedisTestResource.stopRedis();
        as(m.tokens().get(0))
                .post("/v1/matches/" + m.id() + "/stream-tickets")
                .then()
                .statusCode(503)
                .contentType("application/problem+json")
                .body("code", equalTo("STORE_UNAVAILABLE"))
                .header("Retry-After", "5");
        given().get("/v1/matches/" + m.id() + "/stream?ticket=bstk_whatever")
                .then()
                .statusCode(503)
                .body("code", equalTo("STORE_UNAVAILABLE"));
    }
}
