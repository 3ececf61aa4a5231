package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Api.Created;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.ByteArrayInputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A command arrives whole however the client sends its body: over HTTP/2 (cleartext, as the JDK's
 * client and the generated Java SDK speak it) and chunked over HTTP/1.1, where an undeclared body
 * over the limit is 413 and stores nothing. (Reading bodies ahead on the event loop once broke the
 * HTTP/2 case with a 500.)
 */
@QuarkusTest
class CommandBodyTransportsTest {
    @TestHTTPResource("/")
    URI base;

    Created m;
    String mover;

    @BeforeEach
    void match() {
        m = create("tictactoe", 2, Map.of(), 77L);
        mover = m.tokens().get(io.boardstate.support.Api.match(m.id(), null).getInt("toAct[0]"));
    }

    private HttpResponse<String> post(HttpClient client, HttpRequest.BodyPublisher body) throws Exception {
        return client.send(
                HttpRequest.newBuilder(base.resolve("/v1/matches/" + m.id() + "/commands"))
                        .header("Authorization", "Bearer " + mover)
                        .header("Content-Type", "application/json")
                        .header("If-Match", "\"1\"")
                        .POST(body)
                        .build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static HttpRequest.BodyPublisher chunked(String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(bytes));
    }

    private long version() {
        return io.boardstate.support.Api.match(m.id(), null).getLong("version");
    }

    @Test
    void overHttp2() throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
        // The first request upgrades the connection (h2c); the command then travels as an HTTP/2 stream.
        client.send(
                HttpRequest.newBuilder(base.resolve("/v1/rulesets")).build(), HttpResponse.BodyHandlers.discarding());
        HttpResponse<String> answer =
                post(client, HttpRequest.BodyPublishers.ofString("{\"type\":\"place\",\"cell\":4}"));
        assertEquals(HttpClient.Version.HTTP_2, answer.version(), "the command went over HTTP/2");
        assertEquals(200, answer.statusCode(), answer.body());
        assertEquals(2, version());
    }

    @Test
    void chunkedOverHttp1() throws Exception {
        HttpClient client =
                HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
        HttpResponse<String> tooLarge =
                post(client, chunked("{\"type\":\"place\",\"cell\":4,\"x\":\"" + "x".repeat(70_000) + "\"}"));
        assertEquals(413, tooLarge.statusCode(), tooLarge.body());
        assertTrue(tooLarge.body().contains("\"PAYLOAD_TOO_LARGE\""), tooLarge.body());
        assertEquals(1, version(), "a refused body changes nothing");

        HttpResponse<String> answer = post(client, chunked("{\"type\":\"place\",\"cell\":4}"));
        assertEquals(HttpClient.Version.HTTP_1_1, answer.version());
        assertEquals(200, answer.statusCode(), answer.body());
        assertEquals(2, version());
    }
}
