package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A stream ticket not used before it expires is 401 UNAUTHORIZED, like a spent one. */
@QuarkusTest
@TestProfile(StreamTicketExpiryTest.ShortTickets.class)
class StreamTicketExpiryTest {
    public static class ShortTickets implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("boardstate.stream.ticket-ttl", "PT1S");
        }
    }

    @Test
    void anExpiredTicketIsRefused() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 75L);
        var ticket = StreamTicketTest.ticket(m, 0);
        Instant expires = Instant.parse(ticket.getString("expiresAt"));
        // waiting longer only makes the expiry surer: no margin a slow machine could exceed
        Thread.sleep(Math.max(0, Duration.between(Instant.now(), expires).toMillis()) + 1500);
        given().get(ticket.getString("url"))
                .then()
                .statusCode(401)
                .contentType("application/problem+json")
                .body("code", equalTo("UNAUTHORIZED"));
    }
}
