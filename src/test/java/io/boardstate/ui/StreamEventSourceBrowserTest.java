package io.boardstate.ui;

import static io.boardstate.support.Api.as;
import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.playRandomLegalCommand;
import static io.boardstate.support.Api.submit;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.support.Api.Created;
import io.boardstate.support.CuttableProxy;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The live stream as a browser's own {@code EventSource} sees it, in a real headless Chromium:
 * {@code onmessage} gets every version once, a dropped connection (cut by a real TCP relay) is
 * resumed by the browser with {@code Last-Event-ID}, the end message comes and the reconnect after
 * it gets 204, so the EventSource stops; a seat follows its own stream with a single-use ticket.
 */
@QuarkusTest
class StreamEventSourceBrowserTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Opens an EventSource on arguments[0] and records what it gets in window.seen. */
    private static final String OPEN = "window.seen = {messages: [], ends: [], errors: 0, states: []};"
            + "const es = new EventSource(arguments[0]); window.es = es;"
            + "es.onmessage = e => seen.messages.push({id: e.lastEventId, data: e.data});"
            + "es.addEventListener('end', e => seen.ends.push(JSON.parse(e.data)));"
            + "es.onerror = () => { seen.errors++; seen.states.push(es.readyState); };";

    private static WebDriver browser;
    private static WebDriverWait await;

    @TestHTTPResource("/")
    URL base;

    @BeforeAll
    static void browser() throws Exception {
        browser = Chromium.start(1280, 800);
        await = new WebDriverWait(browser, Duration.ofSeconds(30));
    }

    @AfterAll
    static void closeBrowser() {
        if (browser != null) browser.quit();
    }

    @Test
    void onmessageGetsEveryVersionOnceAcrossADropAndTheEventSourceStopsAtTheEnd() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 81L);
        int first = match(m.id(), null).getInt("toAct[0]");
        try (CuttableProxy proxy = new CuttableProxy(base.getPort())) {
            browser.get("http://127.0.0.1:" + proxy.port() + "/ui/");
            js(OPEN, "/v1/matches/" + m.id() + "/stream");
            awaitMessages(1);
            long version = play(m, first, 0, 1);
            awaitMessages(version);
            proxy.cut(); // the network drops the stream mid-match
            version = play(m, 1 - first, 3, version);
            version = play(m, first, 1, version);
            // the browser reconnects by itself, saying what it has
            awaitMessages(version);
            assertTrue(
                    Pattern.compile("(?i)last-event-id: 2\r\n")
                            .matcher(proxy.sent())
                            .find(),
                    "the browser resumed with Last-Event-ID: 2");
            version = play(m, 1 - first, 4, version);
            version = play(m, first, 2, version); // first wins
            awaitMessages(version);
            await.until(d -> ((Number) js("return seen.ends.length")).intValue() == 1);
            // after the end the EventSource reconnects once, gets 204 and is CLOSED for good
            await.until(d -> ((Number) js("return es.readyState")).intValue() == 2);
            assertTrue(
                    Pattern.compile("(?i)last-event-id: " + version + "\r\n")
                            .matcher(proxy.sent())
                            .find(),
                    "the last reconnect said it had everything");
            assertEquals(version, ((Number) js("return seen.ends[0].version")).longValue());
            List<Long> ids = new ArrayList<>();
            for (JsonNode message : messages()) {
                JsonNode data = JSON.readTree(message.path("data").asText());
                assertEquals(message.path("id").asText(), data.path("version").asText(), "id is the version");
                ids.add(data.path("version").asLong());
            }
            List<Long> expected = new ArrayList<>();
            for (long v = 1; v <= version; v++) expected.add(v);
            assertEquals(expected, ids, "every version once, in order, across the drop");
        }
    }

    @Test
    void aSeatFollowsItsOwnStreamWithATicketThatWorksOnce() throws Exception {
        String ruleset = "great-fire-of-london-1666";
        Created m = create(ruleset, 3, Map.of(), 82L);
        Random random = new Random(4);
        for (int i = 0; i < 6; i++) playRandomLegalCommand(m, random);
        long version = match(m.id(), null).getLong("version");
        int seat = 1;
        String token = m.tokens().get(seat);
        browser.get(base + "ui/");
        // the page holds the token in memory; it trades it for a ticket and opens a plain EventSource
        @SuppressWarnings("unchecked")
        Map<String, Object> ticket = (Map<String, Object>) ((JavascriptExecutor) browser)
                .executeAsyncScript(
                        "const done = arguments[arguments.length - 1];"
                                + "fetch(arguments[0], {method: 'POST', headers: {Authorization: 'Bearer ' + arguments[1]}})"
                                + ".then(r => r.json()).then(t => { " + OPEN.replace("arguments[0]", "t.url")
                                + " done(t); });",
                        "/v1/matches/" + m.id() + "/stream-tickets",
                        token);
        String url = (String) ticket.get("url");
        assertFalse(url.contains(token), "no token in the URL");
        awaitMessages(version);
        List<JsonNode> streamed = new ArrayList<>();
        for (JsonNode message : messages())
            streamed.add(withoutClock(JSON.readTree(message.path("data").asText())));
        assertEquals(events(token, m.id()), streamed, "the seat's own view of every event");
        assertNotEquals(events(null, m.id()), streamed, "not the spectator's");

        // The same ticket again, as an EventSource reconnecting with it would: 401, the EventSource stops.
        js("window.es.close();" + OPEN, url);
        await.until(d -> ((Number) js("return es.readyState")).intValue() == 2);
        assertEquals(0L, ((Number) js("return seen.messages.length")).longValue());
        @SuppressWarnings("unchecked")
        Map<String, Object> refused = (Map<String, Object>) ((JavascriptExecutor) browser)
                .executeAsyncScript(
                        "const done = arguments[arguments.length - 1];"
                                + "fetch(arguments[0]).then(async r => done({status: r.status,"
                                + " type: r.headers.get('Content-Type'), code: (await r.json()).code}));",
                        url);
        assertEquals(401L, ((Number) refused.get("status")).longValue());
        assertEquals("application/problem+json", refused.get("type"));
        assertEquals("UNAUTHORIZED", refused.get("code"));
        js("es.close()");
    }

    /** The caller's events as GET /events returns them. */
    private static List<JsonNode> events(String token, String matchId) throws Exception {
        String page = (token == null ? given() : as(token))
                .get("/v1/matches/" + matchId + "/events?limit=500")
                .asString();
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : JSON.readTree(page).path("items")) out.add(withoutClock(e));
        return out;
    }

    /** The head's message also carries the clock as of sending. */
    private static JsonNode withoutClock(JsonNode event) {
        ((ObjectNode) event).remove("clock");
        return event;
    }

    private static long play(Created m, int seat, int cell, long version) {
        return submit(m.id(), m.tokens().get(seat), version, "{\"type\":\"place\",\"cell\":" + cell + "}")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getLong("version");
    }

    private static void awaitMessages(long count) {
        await.until(d -> ((Number) js("return seen.messages.length")).longValue() >= count);
    }

    private static JsonNode messages() throws Exception {
        return JSON.readTree((String) js("return JSON.stringify(seen.messages)"));
    }

    private static Object js(String script, Object... args) {
        return ((JavascriptExecutor) browser).executeScript(script, args);
    }
}
