package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

@QuarkusTest
class MatchStreamTest {
    @TestHTTPResource("/")
    URL base;

    @Test
    void streamNotifiesEachVersionAndEndsWithTheMatch() throws Exception {
        Created m = create("tictactoe", 2, Map.of(), 41L);
        int first = match(m.id(), null).getInt("toAct[0]");
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "v1/matches/" + m.id() + "/stream"))
                .header("Accept", "text/event-stream")
                .timeout(Duration.ofSeconds(30))
                .build();
        HttpResponse<java.io.InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertEquals(200, response.statusCode());
        List<String> data = new ArrayList<>();
        CompletableFuture<Void> reader = CompletableFuture.runAsync(() -> {
            try (BufferedReader lines =
                    new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8))) {
                for (String line; (line = lines.readLine()) != null; ) {
                    if (line.startsWith("data:")) {
                        synchronized (data) {
                            data.add(line.substring(5).trim());
                        }
                    }
                }
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        waitFor(data, 1);
        // first wins with 0, 1, 2 while second plays 3, 4
        int[][] moves = {{first, 0}, {1 - first, 3}, {first, 1}, {1 - first, 4}, {first, 2}};
        long version = 1;
        for (int[] move : moves) {
            version = submit(m.id(), m.tokens().get(move[0]), version, "{\"type\":\"place\",\"cell\":" + move[1] + "}")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
            waitForVersion(data, version);
        }
        reader.get(20, TimeUnit.SECONDS); // the stream ends after the finished notice
        synchronized (data) {
            assertTrue(data.getFirst().contains("\"version\":1"), data.toString());
            assertTrue(
                    data.getLast().contains("\"version\":7") && data.getLast().contains("\"finished\":true"),
                    data.toString());
            for (int i = 1; i < data.size(); i++)
                assertTrue(version(data.get(i)) > version(data.get(i - 1)), "increasing: " + data);
        }
    }

    private static long version(String json) {
        return Long.parseLong(json.replaceAll(".*\"version\":(\\d+).*", "$1"));
    }

    private static void waitFor(List<String> data, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (System.nanoTime() < deadline) {
            synchronized (data) {
                if (data.size() >= count) return;
            }
            Thread.sleep(20);
        }
    }

    /** Each command's notice arrives before the next command (the Redis hint, not the slow poll). */
    private static void waitForVersion(List<String> data, long version) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (System.nanoTime() < deadline) {
            synchronized (data) {
                if (!data.isEmpty() && version(data.getLast()) >= version) return;
            }
            Thread.sleep(20);
        }
        throw new AssertionError("no notice of version " + version + " within 5 s: " + data);
    }
}
