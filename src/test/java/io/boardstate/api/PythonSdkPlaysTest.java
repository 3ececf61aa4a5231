package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import java.net.URL;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Python SDK the openapi-generator CLI makes from the published contract (generator `python`,
 * untouched) plays a full match of every game against this service: src/test/python/bot.py submits
 * legal commands as they are and checks that every answer round-trips through the SDK's models.
 * Python 3 with pydantic 2, urllib3 2 and python-dateutil (the SDK's requirements) runs it.
 */
@QuarkusTest
class PythonSdkPlaysTest {
    @TestHTTPResource("/")
    URL root;

    /** Every published game (a test game is not in the contract), from the registry: a new game is played the day it lands. */
    static List<String> rulesets() {
        return new io.boardstate.match.model.RulesetRegistry()
                .all().stream()
                        .map(codec -> codec.ruleset())
                        .filter(r -> r.getClass().getName().startsWith("io.boardstate.games."))
                        .map(r -> r.info().id())
                        .toList();
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void thePythonSdkPlaysAFullMatch(String ruleset) throws Exception {
        Path sdk = SdkCli.generate("python");
        String base = root.toString().replaceAll("/$", "");
        SdkCli.Run bot = SdkCli.run(
                900,
                null,
                List.of("python3", Path.of("src/test/python/bot.py").toString(), sdk.toString(), base, ruleset, "7"));
        assertEquals(0, bot.exit(), ruleset + ": the bot plays to the end:\n" + bot.output());
        List<String> lines = bot.output().lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(1, lines.size(), bot.output());
        JsonPath summary = JsonPath.from(lines.getFirst());
        assertEquals(ruleset, summary.getString("ruleset"));
        assertTrue(summary.getInt("commands") > 10, bot.output());
        assertEquals(1, summary.getInt("conflicts"), "a stale If-Match came back as a typed Problem");
        assertTrue(summary.getInt("standings") > 0, "the finished match has standings");
        JsonPath match = RestAssured.given()
                .get("/v1/matches/" + summary.getString("matchId"))
                .jsonPath();
        assertEquals(summary.getLong("version"), match.getLong("version"), "what the bot saw is the service's log");
        assertTrue(match.getBoolean("finished"));
    }
}
