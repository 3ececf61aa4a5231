package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a newcomer does first with a running service: lists the games, creates a match of each and
 * plays a few legal commands, and opens the viewer (its pages and every script and style they load;
 * the viewer's browser tests drive it for real).
 */
final class FirstSteps {
    private static final int COMMANDS_PER_MATCH = 3;
    private static final Pattern PAGE_ASSET = Pattern.compile("(?:src|href)=\"(/ui/[^\"]+\\.(?:js|css))\"");
    private static final Pattern MODULE_IMPORT = Pattern.compile("(?:from|import)\\s+'\\./([^']+\\.js)'");

    private FirstSteps() {}

    /** Plays every listed game on {@code base}; returns the ids of the matches created. */
    static List<String> playEveryGame(String base) {
        List<String> rulesets = given().baseUri(base)
                .get("/v1/rulesets")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("id", String.class);
        // Small World (base, Underground, Warcraft) and The Great Fire of London 1666.
        assertTrue(rulesets.size() >= 4, "the four games are listed: " + rulesets);
        List<String> matches = new ArrayList<>();
        for (String ruleset : rulesets) matches.add(play(base, ruleset));
        return matches;
    }

    private static String play(String base, String ruleset) {
        int seats = given().baseUri(base)
                .get("/v1/rulesets/" + ruleset)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getInt("minSeats");
        List<Map<String, String>> players = new ArrayList<>();
        for (int i = 0; i < seats; i++) players.add(Map.of("name", "newcomer" + i));
        JsonPath created = given().baseUri(base)
                .contentType(ContentType.JSON)
                .body(Map.of("ruleset", ruleset, "players", players, "seed", 7))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("match.id");
        List<String> tokens = created.getList("seats.token", String.class);
        for (int i = 0; i < COMMANDS_PER_MATCH; i++) {
            JsonPath view = given().baseUri(base)
                    .get("/v1/matches/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (view.getBoolean("finished")) break;
            long version = view.getLong("version");
            String token = tokens.get(view.getInt("toAct[0]"));
            List<Map<String, Object>> legal = given().baseUri(base)
                    .header("Authorization", "Bearer " + token)
                    .get("/v1/matches/" + id + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("commands");
            assertFalse(legal.isEmpty(), ruleset + ": the seat to act has legal commands");
            Response played = given().baseUri(base)
                    .header("Authorization", "Bearer " + token)
                    .header("If-Match", "\"" + version + "\"")
                    .contentType(ContentType.JSON)
                    .body(legal.get(0))
                    .post("/v1/matches/" + id + "/commands");
            assertEquals(200, played.statusCode(), ruleset + ": " + legal.get(0) + " -> " + played.asString());
            assertTrue(played.jsonPath().getLong("version") > version, ruleset + ": the command was stored");
        }
        return id;
    }

    /** The viewer's match list and a match's page, each with every script (and its imports) and style. */
    static void openTheViewer(String base, String matchId) {
        Set<String> assets = new LinkedHashSet<>();
        for (String page : List.of("/ui/", "/ui/matches/" + matchId)) {
            Response html = given().baseUri(base).get(page);
            assertEquals(200, html.statusCode(), page);
            assertTrue(html.contentType().startsWith("text/html"), page + ": " + html.contentType());
            Matcher m = PAGE_ASSET.matcher(html.asString());
            while (m.find()) assets.add(m.group(1));
        }
        assertTrue(assets.stream().anyMatch(a -> a.endsWith(".js")), "the pages load scripts: " + assets);
        Deque<String> toLoad = new ArrayDeque<>(assets);
        Set<String> loaded = new LinkedHashSet<>();
        while (!toLoad.isEmpty()) {
            String asset = toLoad.pop();
            if (!loaded.add(asset)) continue;
            Response body = given().baseUri(base).get(asset);
            assertEquals(200, body.statusCode(), asset);
            assertFalse(body.asString().isBlank(), asset);
            Matcher imports = MODULE_IMPORT.matcher(body.asString());
            while (imports.find()) toLoad.add(asset.substring(0, asset.lastIndexOf('/') + 1) + imports.group(1));
        }
    }
}
