package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.containsStringIgnoringCase;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api;
import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.config.EncoderConfig;
import io.restassured.config.RestAssuredConfig;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The defects of issue 28, each pinned: one policy for parameters, strict bodies, odd Accept and
 * Content-Type headers, and cut-off bodies that are no server errors. (ContractFuzzTest finds
 * these classes of defect on every operation; these are the cases the issue names.)
 */
@QuarkusTest
class StrictInputPolicyTest {
    private static final String CREATION =
            "{\"ruleset\":\"smallworld\",\"players\":[{\"name\":\"a\"},{\"name\":\"b\"}]";

    private static RequestSpecification raw() {
        return given().urlEncodingEnabled(false)
                .config(RestAssuredConfig.config()
                        .encoderConfig(EncoderConfig.encoderConfig()
                                .appendDefaultContentCharsetToContentTypeIfUndefined(false)));
    }

    private static Organizers.Key reader() {
        return Organizers.issue("strict-input", List.of("matches:create", "matches:read", "webhooks:manage"));
    }

    @Test
    void aNulInAFilterIsANamedBadParameterNotA500() {
        String key = "Bearer " + reader().key();
        for (String name : List.of("tournament", "round", "table")) {
            raw().get("/v1/matches?" + name + "=a%00b")
                    .then()
                    .statusCode(400)
                    .contentType("application/problem+json")
                    .body("code", equalTo("INVALID_PARAMETER"))
                    .body("parameter", equalTo(name));
            raw().header("Authorization", key)
                    .get("/v1/match-results?" + name + "=%00")
                    .then()
                    .statusCode(400)
                    .body("parameter", equalTo(name));
        }
        raw().header("Authorization", "Bearer " + Organizers.ADMIN_KEY)
                .get("/v1/admin/organizer-keys?organizer=%00")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"))
                .body("parameter", equalTo("organizer"));
        raw().get("/v1/matches?tournament=%ED%A0%80").then().statusCode(400).body("parameter", equalTo("tournament"));
    }

    @Test
    void unknownAndRepeatedQueryParametersAreRefusedByName() {
        raw().get("/v1/matches?externalPlayerId=p-17")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"))
                .body("parameter", equalTo("externalPlayerId"));
        raw().header("Authorization", "Bearer " + reader().key())
                .get("/v1/match-results?status=finished")
                .then()
                .statusCode(400)
                .body("parameter", equalTo("status"));
        raw().get("/v1/matches?limit=5&limit=500").then().statusCode(400).body("parameter", equalTo("limit"));
        raw().get("/v1/matches?limit=").then().statusCode(400).body("parameter", equalTo("limit"));
        for (String spelt : List.of("%205", "5%20", "%2B5", "5.0")) // one spelling, as versions have
        raw().get("/v1/matches?limit=" + spelt).then().statusCode(400).body("parameter", equalTo("limit"));
        raw().get("/v1/rulesets?page=2").then().statusCode(400).body("parameter", equalTo("page"));
    }

    /** One spelling per resource: a version with a sign or a space, or a shortened match id, names none. */
    @Test
    void aVersionOrMatchIdIsReadOnlyInItsOneSpelling() {
        Api.Created m = Api.create("smallworld", 2, Map.of());
        String token = m.tokens().get(0);
        raw().header("Authorization", "Bearer " + token)
                .get("/v1/matches/" + m.id() + "/versions/01")
                .then()
                .statusCode(200);
        for (String version : List.of("+1", "%201", "1%20", "%D9%A1", "99999999999999999999")) {
            raw().header("Authorization", "Bearer " + token)
                    .get("/v1/matches/" + m.id() + "/versions/" + version)
                    .then()
                    .statusCode(400)
                    .body("code", equalTo("INVALID_PARAMETER"));
        }
        raw().header("Authorization", "Bearer " + token)
                .header("Last-Event-ID", "+1")
                .accept("text/event-stream")
                .get("/v1/matches/" + m.id() + "/stream")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_PARAMETER"));
        String shortened = "1-1-1-1-1";
        raw().get("/v1/matches/" + shortened).then().statusCode(404).body("code", equalTo("UNKNOWN_MATCH"));
    }

    @Test
    void anEmptyOrUnparsableAcceptIsReadAsAnything() {
        Organizers.Key key = reader();
        String matchId = given().header("Authorization", "Bearer " + key.key())
                .contentType(ContentType.JSON)
                .body(CREATION + "}")
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .path("match.id");
        for (String accept : List.of("", "garbage", ";;")) {
            given().header("Authorization", "Bearer " + key.key())
                    .header("Accept", accept)
                    .get("/v1/matches/" + matchId + "/results")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("application/json"));
            given().header("Authorization", "Bearer " + key.key())
                    .header("Accept", accept)
                    .get("/v1/match-results")
                    .then()
                    .statusCode(200)
                    .contentType(startsWith("application/json"));
        }
    }

    @Test
    void creationBindsStrictlyAndNamesTheMember() {
        Map<String, String> members = Map.of(
                "\"seed\":\"42\"", "/seed",
                "\"clock\":{\"type\":\"fischer\",\"initialSeconds\":\"300\"}", "/clock/initialSeconds",
                "\"spectatorDelay\":{\"versions\":\"3\"}", "/spectatorDelay/versions",
                "\"tags\":{\"round\":3}", "/tags/round",
                "\"seed\":1.5", "/seed",
                "\"zz\":1", "/zz");
        members.forEach((member, pointer) -> given().contentType(ContentType.JSON)
                .body(CREATION + "," + member + "}")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"))
                .body("pointer", equalTo(pointer)));
        given().contentType(ContentType.JSON)
                .body(CREATION + ",\"seed\":1,\"seed\":2}")
                .post("/v1/matches")
                .then()
                .statusCode(400)
                .body("code", equalTo("MALFORMED_JSON"));
    }

    /**
     * A command body is one JSON object with each member once, as every other body: a member named
     * twice or content after the object was read as the last member or the first value before.
     */
    @Test
    void aCommandWithAMemberTwiceOrContentAfterItIsRefusedAndNothingStored() {
        Api.Created m = Api.create("smallworld", 2, Map.of());
        int seat = Api.match(m.id(), m.tokens().get(0)).getInt("toAct[0]");
        String token = m.tokens().get(seat);
        for (String body : List.of(
                "{\"type\":\"pickCombo\",\"slot\":0,\"slot\":1}",
                "{\"type\":\"pickCombo\",\"type\":\"decline\",\"slot\":0}",
                "{\"type\":\"pickCombo\",\"slot\":0} {\"slot\":1}",
                "{\"type\":\"pickCombo\",\"slot\":0} x",
                "{\"type\":\"pickCombo\",\"slot\":0}//")) {
            Api.submit(m.id(), token, m.version(), body)
                    .then()
                    .statusCode(400)
                    .contentType(startsWith("application/problem+json"))
                    .body("code", equalTo("MALFORMED_JSON"))
                    .body("detail", not(containsStringIgnoringCase("jackson")))
                    .body("detail", not(containsString("JsonNode")));
        }
        Api.submit(m.id(), token, m.version(), "{\"type\":\"pickCombo\",\"slot\":0,\"slot\":1}")
                .then()
                .body("detail", containsString("`slot` appears more than once"));
        Api.submit(m.id(), token, m.version(), "{\"type\":\"pickCombo\",\"slot\":0} {\"slot\":1}")
                .then()
                .body("detail", containsString("more after the JSON value"));
        assertEquals(m.version(), Api.match(m.id(), token).getLong("version"));
        Api.submit(m.id(), token, m.version(), "{\"type\":\"pickCombo\",\"slot\":0}")
                .then()
                .statusCode(200);
    }

    @Test
    void aWebhookUrlNeedsARealPort() {
        given().header("Authorization", "Bearer " + reader().key())
                .contentType(ContentType.JSON)
                .body(Map.of("url", "http://example.com:99999/"))
                .post("/v1/webhooks")
                .then()
                .statusCode(400)
                .body("code", equalTo("INVALID_WEBHOOK_URL"));
    }

    @Test
    void anUnparsableContentTypeIs415() {
        for (String type : List.of("", "garbage", "application/json;;;=", "application/"))
            raw().header("Content-Type", type)
                    .body((CREATION + "}").getBytes(java.nio.charset.StandardCharsets.UTF_8))
                    .post("/v1/matches")
                    .then()
                    .statusCode(415)
                    .contentType("application/problem+json")
                    .body("code", equalTo("UNSUPPORTED_MEDIA_TYPE"));
    }

    @Test
    void aCutOffBodyIsCountedApartAndNeverAServerError() throws InterruptedException {
        Api.Created m = Api.create("smallworld", 2, Map.of());
        double errors = TransportCuts.serverErrors();
        double aborted = TransportCuts.sum("boardstate_http_aborted_requests_total", null);
        String key = reader().key();
        for (TransportCuts.Cut cut : TransportCuts.cuts(m.id(), key))
            assertTrue(!TransportCuts.send(cut).startsWith("5"), "no 5xx for " + cut.what());
        // the service notices a closed connection on its own time: wait for the count, not for a clock
        for (int i = 0; i < 600 && TransportCuts.sum("boardstate_http_aborted_requests_total", null) == aborted; i++)
            Thread.sleep(100);
        assertTrue(
                TransportCuts.sum("boardstate_http_aborted_requests_total", null) > aborted,
                "cut-off bodies are counted in their own metric");
        assertEquals(errors, TransportCuts.serverErrors(), "no cut-off body is a server error");
    }
}
