package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.support.Organizers;
import io.boardstate.support.Organizers.Key;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The results CSV cannot carry a spreadsheet formula (OWASP CSV injection): text the organizer or
 * players chose that starts with =, +, - or @ gets a leading quote; the JSON keeps it as sent.
 */
@QuarkusTest
class CsvInjectionTest {
    @Test
    void textThatASpreadsheetWouldRunIsNeutralised() {
        Key key = Organizers.issue("club-formula", List.of("matches:create", "matches:read"));
        String id = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(Map.of(
                        "ruleset",
                        "tictactoe",
                        "players",
                        List.of(
                                Map.of("name", "=HYPERLINK(\"http://evil.example\",\"x\")", "externalPlayerId", "+1"),
                                Map.of("name", "@SUM(A1:A9)", "externalPlayerId", "plain")),
                        "tags",
                        Map.of("tournament", "-2+3", "round", "1", "table", "=1+1")))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath()
                .getString("match.id");
        String csv = given().header("Authorization", "Bearer " + key.key())
                .accept("text/csv")
                .queryParam("tournament", "-2+3")
                .get("/v1/match-results")
                .then()
                .statusCode(200)
                .extract()
                .asString();
        List<List<String>> rows = OrganizerResultsTest.parse(csv);
        assertEquals(3, rows.size(), csv);
        Map<String, String> seat0 = OrganizerResultsTest.row(rows.get(0), rows.get(1));
        Map<String, String> seat1 = OrganizerResultsTest.row(rows.get(0), rows.get(2));
        assertEquals(id, seat0.get("match_id"));
        assertEquals("'=HYPERLINK(\"http://evil.example\",\"x\")", seat0.get("name"));
        assertEquals("'+1", seat0.get("external_player_id"));
        assertEquals("'@SUM(A1:A9)", seat1.get("name"));
        assertEquals("plain", seat1.get("external_player_id"));
        assertEquals("'-2+3", seat0.get("tournament"));
        assertEquals("'=1+1", seat0.get("table"));
        assertEquals("1", seat0.get("round"));
        // The JSON is data, not a spreadsheet: it keeps the text as sent.
        given().header("Authorization", "Bearer " + key.key())
                .get("/v1/matches/" + id + "/results")
                .then()
                .statusCode(200)
                .body("standings[0].name", org.hamcrest.Matchers.equalTo("=HYPERLINK(\"http://evil.example\",\"x\")"));
    }
}
