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
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
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
        ChromeOptions options = new ChromeOptions();
        options.setBinary(executable("chromium", "/usr/bin/chromium"));
        // As on this machine's closed network: no background connections, a fresh profile.
        options.addArguments(
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                "--disable-dev-shm-usage",
                "--window-size=1400,1000",
                "--user-data-dir=" + Files.createTempDirectory("viewer-chromium"));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(executable("chromedriver", "/usr/bin/chromedriver")))
                .usingAnyFreePort()
                .build();
        browser = new ChromeDriver(service, options);
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
        shoot(ruleset + "-finished");

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
        // Every registered game publishes its board (GET /v1/matches/{id}/board): its links are drawn, and
        // where it has drawing data (Underground's anchors and outlines) the regions are drawn as their shapes.
        JsonNode board =
                JSON.readTree(given().get("/v1/matches/" + matchId + "/board").asString());
        assertTrue(count("#board svg line.edge") >= places.size() - 1, "the board's links are drawn");
        if (board.path("regions").path(0).has("at")) {
            assertEquals("drawn at the board's coordinates", text("board-note"));
            long shaped = java.util.stream.StreamSupport.stream(
                            board.path("regions").spliterator(), false)
                    .filter(r -> r.path("outline").size() >= 3)
                    .count();
            assertEquals(shaped, count("#board svg polygon.outline"), "one shape per outlined region");
        } else {
            assertTrue(text("board-note").contains("adjacency"), text("board-note"));
        }
    }

    /** Each seats-table cell shows the viewer's value, or a dash where the API sent none. */
    private static void assertHiddenCellsMatch(String token, int seat) throws Exception {
        String viewJson =
                (token == null ? given() : as(token)).get(currentMatchPath()).asString();
        JsonNode players = JSON.readTree(viewJson).path("state").path("players");
        @SuppressWarnings("unchecked")
        List<String> columns =
                (List<String>) js("return [...document.querySelectorAll('#seats thead th')].map(c => c.textContent)");
        @SuppressWarnings("unchecked")
        List<List<String>> rows = (List<List<String>>) js("return [...document.querySelectorAll('#seats tbody tr')]"
                + ".map(r => [...r.cells].map(c => c.textContent))");
        for (int r = 0; r < rows.size() && r < players.size(); r++) {
            JsonNode player = players.get(r);
            for (int c = 1; c < columns.size(); c++) {
                JsonNode value = player.path(columns.get(c));
                String expected = value.isNull() || value.isMissingNode()
                        ? "—"
                        : value.isArray()
                                ? String.join(
                                        ", ",
                                        java.util.stream.StreamSupport.stream(value.spliterator(), false)
                                                .map(JsonNode::asText)
                                                .toList())
                                : value.asText();
                assertEquals(expected, rows.get(r).get(c), "seat " + r + " " + columns.get(c) + " seen by " + seat);
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
        leaves(
                JSON.readTree((token == null ? given() : as(token))
                                .get("/v1/matches/" + matchId)
                                .asString())
                        .path("state"),
                out);
        String events = (token == null ? given() : as(token))
                .get("/v1/matches/" + matchId + "/events?limit=500")
                .asString();
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
        Files.copy(shot.toPath(), SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String executable(String name, String fallback) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            File candidate = new File(dir, name);
            if (candidate.canExecute()) return candidate.getPath();
        }
        return fallback;
    }
}
