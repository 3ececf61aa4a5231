package io.boardstate.api;

import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code auto} absent-player policy over HTTP: the game plays the absent seat's turn, and it plays on. */
@QuarkusTest
class AbsentPlayApiTest {

    @Test
    void underTheAutoPolicyATimeoutPlaysTheDefaultForTheSeatWhichPlaysOn() throws Exception {
        match(ClockApiTest.create(null, null).id(), null); // warm up, so that the timing below is the clock's
        Created m = ClockApiTest.create(Map.of("type", "fischer", "initialSeconds", 3, "incrementSeconds", 3), "auto");
        int a = ClockApiTest.first(match(m.id(), null));
        int b = 1 - a;
        // a's 3 s run out and the scheduler plays for it (no request meanwhile); b's 3 s start then
        long until = System.nanoTime() + 10_000_000_000L;
        JsonPath view = match(m.id(), null);
        while (view.getLong("version") == m.version() && System.nanoTime() < until) {
            Thread.sleep(100);
            view = match(m.id(), null);
        }
        assertFalse(view.getBoolean("finished"));
        assertFalse(view.getBoolean("paused"));
        assertEquals("auto", view.getString("clock.absentPolicy"));
        JsonPath page = given().get("/v1/matches/" + m.id() + "/events?after=" + m.version())
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        assertEquals("seatTimedOut", page.getString("items[0].type"), page.prettify());
        assertEquals("auto", page.getString("items[0].data.policy"));
        assertEquals(a, page.getInt("items[0].data.seat"), page.prettify());
        // the default move (TicTacToe: the lowest free cell), charged to the absent seat
        assertEquals("Placed", page.getString("items[1].type"));
        assertEquals(a, page.getInt("items[1].seat"));
        assertEquals(0, page.getInt("items[1].data.cell"));
        assertEquals(2, page.getList("items").size());
        assertEquals(m.version() + 2, view.getLong("version"));
        // a's clock stands at zero from its deadline plus the increment: never negative
        assertEquals(3_000L, view.getLong("clock.seats[" + a + "].remainingMs"));
        assertFalse(view.getBoolean("clock.seats[" + a + "].running"));
        // b was not charged for a's absence: its clock started when a's turn was played
        assertTrue(view.getBoolean("clock.seats[" + b + "].running"));
        long bLeft = view.getLong("clock.seats[" + b + "].remainingMs");
        assertTrue(bLeft > 1_000 && bLeft <= 3_000, "b has " + bLeft + " ms");
        JsonPath afterB = submit(m.id(), m.tokens().get(b), view.getLong("version"), "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
        // the seat that was absent plays on in time
        submit(m.id(), m.tokens().get(a), afterB.getLong("version"), "{\"type\":\"place\",\"cell\":8}")
                .then()
                .statusCode(200);
    }
}
