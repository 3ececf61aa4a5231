package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.not;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Display names by Accept-Language (issue 26 item 5): the rulebooks' own names, English otherwise. */
@QuarkusTest
class LocalizedNamesTest {
    private static JsonPath names(String ruleset, String acceptLanguage, String contentLanguage) {
        var request = given();
        if (acceptLanguage != null) request = request.header("Accept-Language", acceptLanguage);
        return request.get("/v1/rulesets/" + ruleset + "/names")
                .then()
                .statusCode(200)
                .contentType("application/json")
                .header("Content-Language", contentLanguage)
                .header("Vary", containsString("Accept-Language"))
                .extract()
                .jsonPath();
    }

    @Test
    void italianAndIcelandicNamesOfTheBaseGameAsTheRulebooksPrintThem() {
        JsonPath it = names("smallworld", "it", "it");
        assertEquals("it", it.getString("language"));
        assertEquals(List.of("en", "it", "is"), it.getList("languages"));
        assertEquals("Mezzuomini", it.getString("names.races.HALFLINGS")); // seed 004 line 1113
        assertEquals("Diplomatico", it.getString("names.powers.DIPLOMAT")); // seed 004 line 1342
        JsonPath is = names("smallworld", "is", "is");
        assertEquals("Skjaldmeyjar", is.getString("names.races.AMAZONS")); // seed 001 line 378
        assertEquals("Kaupmaður", is.getString("names.powers.MERCHANT")); // seed 001 line 544
        assertEquals(List.of(), is.getList("fallback.powers"));
    }

    @Test
    void aNameTheRulebookDoesNotPrintIsEnglishAndSaidToBe() {
        JsonPath it = names("smallworld", "it", "it");
        // seed 004 prints no Ratmen and no Alchemist: English, listed as a fallback
        assertEquals("Ratmen", it.getString("names.races.RATMEN"));
        assertEquals("Alchemist", it.getString("names.powers.ALCHEMIST"));
        assertEquals(true, it.getList("fallback.races").contains("RATMEN"));
        assertEquals(false, it.getList("fallback.races").contains("HALFLINGS"));
    }

    @Test
    void qualityValuesPickTheBestLanguageTheServiceHas() {
        assertEquals(
                "Rottumenn",
                names("smallworld", "it;q=0.4, is;q=0.9, en;q=0.5", "is").getString("names.races.RATMEN"));
        assertEquals(
                "Nani", names("smallworld", "fr, it-IT;q=0.8, en;q=0.7", "it").getString("names.races.DWARVES"));
        names("smallworld", "en;q=0, *", "it");
        names("smallworld", "is;q=0, it;q=0, *;q=0.5", "en");
        names("smallworld", "*", "en");
        names("smallworld", "it-CH", "it");
    }

    @Test
    void anUnknownOrMalformedLanguageGetsEnglishNeverAnError() {
        for (String header : new String[] {"fr", "de-DE, fr;q=0.5", "!!!, ;q=2", "it;q=0", ""}) {
            JsonPath en = names("smallworld", header, "en");
            assertEquals("Halflings", en.getString("names.races.HALFLINGS"));
            assertEquals(List.of(), en.getList("fallback.races"));
        }
        assertEquals("Halflings", names("smallworld", null, "en").getString("names.races.HALFLINGS"));
    }

    @Test
    void idsNeverChangeOnlyTheNames() {
        JsonPath en = names("smallworld-warcraft", "en", "en");
        JsonPath it = names("smallworld-warcraft", "it", "it");
        for (String kind : List.of("races", "powers", "artifacts", "places")) {
            Map<String, String> english = en.getMap("names." + kind);
            Map<String, String> italian = it.getMap("names." + kind);
            assertEquals(english.keySet(), italian.keySet(), kind);
        }
        assertEquals("Reietti", it.getString("names.races.FORSAKEN"));
        assertEquals("Gelidanima", it.getString("names.artifacts.FROSTMOURNE"));
        assertEquals("Non morti", names("smallworld-underground", "it", "it").getString("names.powers.TOMB"));
    }

    @Test
    void greatFireBoardNamesItsDistrictsInTheRequestedLanguage() {
        JsonPath it = given().header("Accept-Language", "it")
                .get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .then()
                .statusCode(200)
                .header("Content-Language", "it")
                .header("Vary", containsString("Accept-Language"))
                .extract()
                .jsonPath();
        JsonPath en = given().get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .then()
                .statusCode(200)
                .header("Content-Language", "en")
                .extract()
                .jsonPath();
        assertEquals(en.getList("regions.id"), it.getList("regions.id"));
        assertEquals("St. Botolphs", it.getString("regions.find { it.id == 'ST_BOTOLPHS' }.name")); // seed 002
        assertEquals("St Botolphs", en.getString("regions.find { it.id == 'ST_BOTOLPHS' }.name"));
        assertEquals("Smithfield", it.getString("regions.find { it.id == 'SMITHFIELD' }.name")); // not printed
    }

    @Test
    void eachLanguageOfABoardHasItsOwnEntityTag() {
        String en = given().get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .header("ETag");
        String it = given().header("Accept-Language", "it")
                .get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .header("ETag");
        assertNotEquals(en, it);
        given().header("Accept-Language", "it")
                .header("If-None-Match", it)
                .get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .then()
                .statusCode(304)
                .header("Content-Language", "it");
        given().header("If-None-Match", it)
                .get("/v1/rulesets/great-fire-of-london-1666/boards/london-1666-reconstructed")
                .then()
                .statusCode(200);
    }

    @Test
    void anUnknownRulesetIsAProblem() {
        given().header("Accept-Language", "it")
                .get("/v1/rulesets/chess/names")
                .then()
                .statusCode(404)
                .contentType("application/problem+json")
                .body("code", equalTo("UNKNOWN_RULESET"))
                .body("detail", not(containsString("java")));
    }

    @Test
    void everyRulesetHasNames() {
        for (String ruleset :
                List.of("smallworld", "smallworld-underground", "smallworld-warcraft", "great-fire-of-london-1666"))
            given().get("/v1/rulesets/" + ruleset + "/names")
                    .then()
                    .statusCode(200)
                    .body("languages", hasItem("it"));
    }
}
