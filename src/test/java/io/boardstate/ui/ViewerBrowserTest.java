package io.boardstate.ui;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.playRandomLegalCommand;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.File;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The match viewer in a real headless Chromium (Debian's chromium and chromium-driver) against
 * the real service, for every registered game: a finished and a running match, stepping through
 * versions with the keyboard and the log, live updates, a seat's view with its token, and no
 * hidden value in a spectator's page. Screenshots go to target/ui-screenshots.
 */
@QuarkusTest
class ViewerBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path SHOTS = Path.of("target", "ui-screenshots");
    private static WebDriver browser;
    private static WebDriverWait await;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void browser() throws Exception {
        Files.createDirectories(SHOTS);
        browser = Chromium.start(1280, 800);
        await = new WebDriverWait(browser, Duration.ofSeconds(30));
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) browser.quit();
    }

    /** Every game registered with the engine (the page must draw each), not the test game. */
    static Stream<String> rulesets() {
        return java.util.ServiceLoader.load(io.boardstate.engine.Ruleset.class).stream()
                .map(provider -> provider.get().info().id())
                .filter(id -> !id.equals("tictactoe"));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aFinishedMatchCanBeWalkedThroughVersionByVersion(String ruleset) throws Exception {
        Created m = create(ruleset, minSeats(ruleset), Map.of(), 2026L);
        Random random = new Random(7);
        for (int i = 0; i < 5000 && playRandomLegalCommand(m, random) >= 0; i++) {}
        JsonPath head = match(m.id(), null);
        assertTrue(head.getBoolean("finished"), ruleset + " finished");
        long version = head.getLong("version");

        open(m.id(), version);
        assertEquals("Finished", text("status"));
        assertEquals(version, count("#log li"), "one log line per event");
        assertEquals(head.getList("seats").size(), count("#seats tbody tr"));
        assertBoardMatches(m.id(), version);
        assertStandings(m.id());
        assertReadsAsText();
        assertNothingOverflows(ruleset + " finished at 1280x800");
        shoot(ruleset + "-finished");
        phone(true);
        try {
            await.until(d -> (Boolean) js("return innerWidth <= 400"));
            assertNothingOverflows(ruleset + " finished at 390 px");
            assertStandings(m.id());
            shoot(ruleset + "-finished-phone");
        } finally {
            phone(false);
        }

        browser.findElement(By.tagName("body")).sendKeys(Keys.HOME);
        awaitVersion(1, version);
        assertBoardMatches(m.id(), 1);
        browser.findElement(By.tagName("body")).sendKeys(Keys.ARROW_RIGHT);
        awaitVersion(2, version);
        assertBoardMatches(m.id(), 2);
        long middle = version / 2;
        browser.findElement(By.cssSelector("#log li[data-version='" + middle + "'] button"))
                .click();
        awaitVersion(middle, version);
        assertBoardMatches(m.id(), middle);
        assertEquals(
                "true", js("return document.querySelector('#log li.current button').getAttribute('aria-current')"));
        browser.findElement(By.tagName("body")).sendKeys(Keys.END);
        awaitVersion(version, version);
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void aRunningMatchFollowsTheStreamAndHidesWhatSpectatorsMayNotSee(String ruleset) throws Exception {
        Created m = create(ruleset, minSeats(ruleset), Map.of(), 99L);
        Random random = new Random(3);
        for (int i = 0; i < 12; i++) playRandomLegalCommand(m, random);
        long version = match(m.id(), null).getLong("version");
        open(m.id(), version);
        assertEquals("spectator", text("viewer"));

        // Whatever only a seat may see is nowhere in a spectator's page.
        String page = (String) js("return document.documentElement.outerHTML");
        for (int seat = 0; seat < m.tokens().size(); seat++)
            for (String secret : secrets(m, seat))
                assertFalse(
                        page.contains(secret), ruleset + ": seat " + seat + "'s secret " + secret + " is in the page");
        assertHiddenCellsMatch(null, -1);
        assertReadsAsText();
        assertNothingOverflows(ruleset + " running at 1280x800");
        assertTrue((Boolean) js("return document.getElementById('standings-section').hidden"), "no standings yet");
        shoot(ruleset + "-running-spectator");

        // Live: a move made elsewhere reaches the page through the stream.
        playRandomLegalCommand(m, random);
        long next = match(m.id(), null).getLong("version");
        awaitVersion(next, next);
        assertEquals(next, count("#log li"));
        assertBoardMatches(m.id(), next);

        // With a seat's token pasted: that seat's view, its own secrets included.
        int seat = match(m.id(), null).getInt("toAct[0]");
        browser.findElement(By.id("token")).sendKeys(m.tokens().get(seat));
        browser.findElement(By.cssSelector("#token-form button[type=submit]")).click();
        await.until(d -> text("viewer").endsWith("(seat " + seat + ")"));
        awaitVersion(next, next);
        assertHiddenCellsMatch(m.tokens().get(seat), seat);
        assertReadsAsText();
        shoot(ruleset + "-running-seat" + seat);
        assertFalse(browser.getCurrentUrl().contains(m.tokens().get(seat)), "the token is never in the URL");
    }

    @Test
    void theClockPanelShowsTheApisClocksForATimedMatchAndIsAbsentForAnUntimedOne() throws Exception {
        String ruleset = rulesets().findFirst().orElseThrow();
        int seats = minSeats(ruleset);
        Created timed = create(
                ruleset,
                seats,
                Map.of("seed", 5L, "clock", Map.of("type", "fischer", "initialSeconds", 600, "incrementSeconds", 5)));
        playRandomLegalCommand(timed, new Random(5)); // one seat is charged and gets its increment
        long version = match(timed.id(), null).getLong("version");
        open(timed.id(), version);
        await.until(d -> !(Boolean) js("return document.getElementById('clock-section').hidden"));
        JsonPath api = match(timed.id(), null);
        assertEquals(seats, count("#clocks li"));
        int running = 0;
        for (int seat = 0; seat < seats; seat++) {
            String item = "#clock-seat-" + seat;
            boolean runs = api.getBoolean("clock.seats[" + seat + "].running");
            assertEquals(String.valueOf(runs), js("return document.querySelector('" + item + "').dataset.running"));
            long apiLeft = api.getLong("clock.seats[" + seat + "].remainingMs");
            long shown = seconds((String) js("return document.querySelector('" + item + " .clock-time').textContent"));
            if (runs) {
                running++;
                assertTrue(
                        shown <= (apiLeft + 999) / 1000 + 1 && shown >= apiLeft / 1000 - 5, seat + " shows " + shown);
                assertEquals(
                        "polite",
                        js("return document.querySelector('" + item + " .clock-time').getAttribute('aria-live')"));
            } else {
                assertEquals((apiLeft + 999) / 1000, shown, "seat " + seat + "'s stopped clock as the API has it");
                assertEquals(
                        null,
                        js("return document.querySelector('" + item + " .clock-time').getAttribute('aria-live')"));
            }
        }
        assertEquals(1, running, "one seat to act, one clock running");
        // it ticks down locally
        String before = (String) js("return document.querySelector('#clocks li.running .clock-time').textContent");
        await.until(
                d -> !before.equals(js("return document.querySelector('#clocks li.running .clock-time').textContent")));
        shoot(ruleset + "-clocks");
        // paused by the admin key: the stream brings it, the panel says so and nothing runs
        given().header("Authorization", "Bearer " + io.boardstate.support.Organizers.ADMIN_KEY)
                .post("/v1/matches/" + timed.id() + "/pause")
                .then()
                .statusCode(200);
        await.until(d -> text("clock-state").startsWith("Paused by the admin"));
        assertEquals(0, count("#clocks li.running"));

        Created untimed = create(ruleset, seats, Map.of(), 6L);
        open(untimed.id(), untimed.version());
        assertTrue((Boolean) js("return document.getElementById('clock-section').hidden"), "no clock, no panel");
    }

    /** The seconds of a shown time such as "9:58 left" or "1:00:05 left". */
    private static long seconds(String shown) {
        long total = 0;
        for (String part : shown.replace(" left", "").trim().split(":")) total = total * 60 + Long.parseLong(part);
        return total;
    }

    @Test
    void theListPageShowsTheNewestMatchesAndPagesOn() throws Exception {
        List<String> ids = new java.util.ArrayList<>();
        for (int i = 0; i < 23; i++)
            ids.add(create("tictactoe", 2, Map.of(), (long) i).id());
        browser.get(base.toString() + "ui/");
        await.until(d -> count("#matches tbody tr") == 20);
        @SuppressWarnings("unchecked")
        List<String> shown = (List<String>) js(
                "return [...document.querySelectorAll('#matches tbody tr a')]" + ".map(a => a.getAttribute('href'))");
        for (int i = 0; i < 20; i++) assertEquals("/ui/matches/" + ids.get(22 - i), shown.get(i), "row " + i);
        browser.findElement(By.id("more")).click();
        await.until(d -> count("#matches tbody tr") > 20);
        @SuppressWarnings("unchecked")
        List<String> all = (List<String>) js(
                "return [...document.querySelectorAll('#matches tbody tr a')]" + ".map(a => a.getAttribute('href'))");
        assertEquals(all.size(), new HashSet<>(all).size(), "no match twice");
        for (String id : ids) assertTrue(all.contains("/ui/matches/" + id), id + " listed");
        shoot("list");
    }

    private void open(String matchId, long version) {
        browser.get(base.toString() + "ui/matches/" + matchId);
        awaitVersion(version, version);
    }

    private static void awaitVersion(long version, long head) {
        String expected = "version " + version + " of " + head;
        try {
            await.until(d -> text("version-label").startsWith(expected));
        } catch (org.openqa.selenium.TimeoutException e) {
            // say what the page showed instead: its status line says whether the stream or an update failed
            throw new AssertionError(
                    "waited for '" + expected + "', the page shows '" + text("version-label") + "', status '"
                            + text("status") + "', log " + count("#log li") + " lines",
                    e);
        }
        await.until(d -> (Boolean) js("return !!document.querySelector('#board svg')"));
    }

    /** The board table shows the regions or spaces of the API's view at that version, in order. */
    private static void assertBoardMatches(String matchId, long version) throws Exception {
        JsonNode view = JSON.readTree(
                given().get("/v1/matches/" + matchId + "/versions/" + version).asString());
        JsonNode places = view.path("state").has("regions")
                ? view.path("state").path("regions")
                : view.path("state").path("spaces");
        @SuppressWarnings("unchecked")
        List<List<String>> rows =
                (List<List<String>>) js("return [...document.querySelectorAll('#board-table tbody tr')]"
                        + ".map(r => [...r.cells].map(c => c.textContent))");
        assertEquals(places.size(), rows.size(), "one row per region at version " + version);
        for (int i = 0; i < rows.size(); i++) {
            JsonNode place = places.get(i);
            List<String> row = rows.get(i);
            assertEquals(
                    place.has("name")
                            ? place.path("name").asText()
                            : place.path("id").asText(),
                    row.get(0));
            assertEquals(
                    place.has("terrain")
                            ? place.path("terrain").asText()
                            : place.path("kind").asText(),
                    row.get(1));
            int tokens = place.path("tokens").asInt(0);
            String race =
                    place.path("race").isTextual() ? " " + place.path("race").asText() : "";
            assertEquals(tokens == 0 ? "" : tokens + race, row.get(3), "tokens of " + row.get(0) + " at " + version);
            JsonNode owner = place.has("ownerSeat") ? place.path("ownerSeat") : place.path("owner");
            assertEquals(owner.isNumber(), !row.get(2).isEmpty(), "owner of " + row.get(0) + " at " + version);
        }
        assertEquals(places.size(), count("#board svg g.node"));
        // Drawn as a map from the board's outlines when it has them, else at its anchors, else as a graph.
        JsonNode board =
                JSON.readTree(given().get("/v1/matches/" + matchId + "/board").asString());
        long shaped = java.util.stream.StreamSupport.stream(
                        board.path("regions").spliterator(), false)
                .filter(r -> r.path("outline").size() >= 3)
                .count();
        boolean anchored = java.util.stream.StreamSupport.stream(
                        board.path("regions").spliterator(), false)
                .allMatch(r -> r.has("at"));
        if (shaped > 0) {
            assertTrue(text("board-note").startsWith("drawn as a map from the board's outlines"), text("board-note"));
            assertEquals(shaped, count("#board svg polygon.outline"), "one shape per outlined region");
        } else if (anchored) {
            assertTrue(text("board-note").startsWith("drawn at the board's coordinates"), text("board-note"));
        } else {
            assertTrue(text("board-note").contains("adjacency"), text("board-note"));
            assertTrue(count("#board svg line.edge") >= places.size() - 1, "the board's links are drawn");
        }
        assertTrue(count("#board-legend li") >= 1, "a legend");
        if (board.path("legend").size() > 0)
            assertTrue(count("#board-legend li") >= board.path("legend").size(), "the board's own legend");
    }

    /** A finished match shows its standings, best first, and its winner, as the API ranks them. */
    private static void assertStandings(String matchId) throws Exception {
        JsonNode result =
                JSON.readTree(given().get("/v1/matches/" + matchId).asString()).path("result");
        assertTrue(result.size() > 0, "the API has standings");
        assertFalse((Boolean) js("return document.getElementById('standings-section').hidden"), "standings shown");
        assertTrue(
                browser.findElement(By.id("standings")).isDisplayed()
                        && browser.findElement(By.id("winner")).isDisplayed(),
                "standings visible");
        @SuppressWarnings("unchecked")
        List<List<String>> rows = (List<List<String>>) js("return [...document.querySelectorAll('#standings tbody tr')]"
                + ".map(r => [r.dataset.seat, r.cells[0].textContent, r.cells[2].textContent, r.className])");
        assertEquals(result.size(), rows.size(), "one row per seat");
        List<JsonNode> ranked = new java.util.ArrayList<>();
        result.forEach(ranked::add);
        ranked.sort(
                java.util.Comparator.comparingInt((JsonNode r) -> r.path("rank").asInt())
                        .thenComparingInt(r -> r.path("seat").asInt()));
        for (int i = 0; i < rows.size(); i++) {
            JsonNode r = ranked.get(i);
            assertEquals(r.path("seat").asText(), rows.get(i).get(0), "ranked order");
            assertEquals(r.path("rank").asText(), rows.get(i).get(1));
            assertEquals(r.path("score").asText(), rows.get(i).get(2));
            assertEquals(r.path("rank").asInt() == 1, rows.get(i).get(3).contains("winner"));
        }
        String winner = text("winner");
        assertTrue(winner.startsWith("Winner"), winner);
        assertTrue(winner.contains("seat " + ranked.getFirst().path("seat").asText()), winner);
    }

    /** Every panel reads as text: no "[object Object]", no raw JSON. */
    private static void assertReadsAsText() {
        String shown = (String) js("return document.body.innerText");
        assertFalse(shown.contains("[object"), "an object shown as [object Object]");
        assertFalse(shown.contains("{\""), "raw JSON on the page");
    }

    /**
     * No element sticks out of its panel (elements inside a scroller are judged by the scroller, which
     * must fit itself), and the page never scrolls sideways.
     */
    private static void assertNothingOverflows(String where) {
        @SuppressWarnings("unchecked")
        List<String> bad = (List<String>) js("const bad = [];"
                + "for (const panel of document.querySelectorAll('section, header')) {"
                + "  if (panel.closest('[hidden]')) continue;"
                + "  const p = panel.getBoundingClientRect();"
                + "  for (const e of panel.querySelectorAll('*')) {"
                + "    if (e.closest('.visually-hidden, .skip, [hidden]')) continue;"
                + "    const r = e.getBoundingClientRect();"
                + "    if (r.width === 0 || r.height === 0) continue;"
                + "    let s = e.parentElement, inside = false;"
                + "    while (s && s !== panel) { const o = getComputedStyle(s).overflowX;"
                + "      if (o !== 'visible') { inside = true; break; } s = s.parentElement; }"
                + "    if (inside) continue;"
                + "    if (r.right > p.right + 1 || r.left < p.left - 1)"
                + "      bad.push((e.id || e.tagName) + ' in ' + (panel.id || panel.tagName) + ': '"
                + "        + Math.round(r.left) + '..' + Math.round(r.right) + ' outside ' + Math.round(p.left) + '..' + Math.round(p.right));"
                + "  }"
                + "}"
                + "if (document.documentElement.scrollWidth > innerWidth + 1)"
                + "  bad.push('the page scrolls sideways: ' + document.documentElement.scrollWidth + ' > ' + innerWidth);"
                + "return bad;");
        assertEquals(List.of(), bad, where);
    }

    /**
     * A 390 px phone: the viewport's metrics overridden (a window cannot be narrower than 500 px);
     * as a desktop viewport, since mobile emulation keeps the last layout width in new headless.
     */
    private static void phone(boolean on) {
        ChromeDriver chrome = (ChromeDriver) browser;
        if (on)
            chrome.executeCdpCommand(
                    "Emulation.setDeviceMetricsOverride",
                    Map.of("width", 390, "height", 844, "deviceScaleFactor", 2, "mobile", false));
        else chrome.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
    }

    /**
     * Each seat's facts show the viewer's values as text: a dash where the API sent none, a race in
     * play as "Race + Power, n tokens".
     */
    private static void assertHiddenCellsMatch(String token, int seat) throws Exception {
        String viewJson =
                (token == null ? given() : as(token)).get(currentMatchPath()).asString();
        JsonNode players = JSON.readTree(viewJson).path("state").path("players");
        for (JsonNode player : players) {
            String row = "#seats tbody tr[data-seat='" + player.path("seat").asText() + "']";
            @SuppressWarnings("unchecked")
            Map<String, String> facts =
                    (Map<String, String>) js("return Object.fromEntries([...document.querySelectorAll(\"" + row
                            + " .fact\")].map(f => [f.dataset.key, f.textContent]))");
            for (var member : (Iterable<Map.Entry<String, JsonNode>>) player::fields) {
                String key = member.getKey();
                JsonNode value = member.getValue();
                String shown = facts.get(key);
                String where = "seat " + player.path("seat").asText() + " " + key + " seen by " + seat;
                if (key.equals("seat") || (value.isNull() && shown == null)) continue;
                assertTrue(shown != null, where + " is shown: " + facts);
                if (value.isNull()) assertTrue(shown.endsWith("—"), where + ": " + shown);
                else if (value.isNumber()) assertTrue(shown.endsWith(": " + value.asText()), where + ": " + shown);
                else if (value.isObject() && value.has("race")) {
                    int tokens = value.path("tokensOnBoard").asInt()
                            + value.path("tokensInHand").asInt()
                            + value.path("tokensKeptBack").asInt();
                    assertTrue(shown.contains(tokens + " token"), where + ": " + shown);
                    if (value.path("power").isTextual())
                        assertTrue(shown.contains(" + "), where + " names race and power: " + shown);
                }
            }
        }
    }

    private static String currentMatchPath() {
        String url = browser.getCurrentUrl();
        return "/v1/matches/" + url.substring(url.lastIndexOf('/') + 1);
    }

    /** Strings a seat sees that a spectator does not (at least 3 characters, so they are distinctive). */
    private static Set<String> secrets(Created m, int seat) throws Exception {
        Set<String> spectator = gameData(null, m.id());
        Set<String> seen = gameData(m.tokens().get(seat), m.id());
        seen.removeAll(spectator);
        seen.removeIf(s -> s.length() < 3);
        return seen;
    }

    /** The strings of the caller's game data: the view's state and the events' data (not who asks). */
    private static Set<String> gameData(String token, String matchId) throws Exception {
        Set<String> out = new HashSet<>();
        var caller = token == null ? given() : as(token);
        leaves(JSON.readTree(caller.get("/v1/matches/" + matchId).asString()).path("state"), out);
        String events =
                caller.get("/v1/matches/" + matchId + "/events?limit=500").asString();
        for (JsonNode e : JSON.readTree(events).path("items")) leaves(e.path("data"), out);
        return out;
    }

    private static void leaves(JsonNode node, Set<String> out) {
        if (node.isTextual()) out.add(node.asText());
        for (JsonNode child : node) leaves(child, out);
    }

    private static int minSeats(String ruleset) {
        return given().get("/v1/rulesets/" + ruleset)
                .then()
                .statusCode(200)
                .extract()
                .path("minSeats");
    }

    private static String text(String id) {
        return browser.findElement(By.id(id)).getText().trim();
    }

    private static long count(String css) {
        return browser.findElements(By.cssSelector(css)).size();
    }

    private static Object js(String script) {
        return ((JavascriptExecutor) browser).executeScript(script);
    }

    private static void shoot(String name) throws Exception {
        File shot = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Path to = SHOTS.resolve(name + ".png");
        Files.copy(shot.toPath(), to, StandardCopyOption.REPLACE_EXISTING);
        System.out.println("screenshot: " + to);
    }
}
