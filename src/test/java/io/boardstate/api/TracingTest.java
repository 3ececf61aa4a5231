package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.matchesPattern;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpServer;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * With an OTLP endpoint configured, every request's trace is exported; its id is in the problem
 * document of a failed request, and an incoming W3C traceparent is continued. The receiver is a
 * real HTTP server speaking OTLP/HTTP (protobuf bodies on /v1/traces).
 */
@QuarkusTest
@TestProfile(TracingTest.WithCollector.class)
class TracingTest {
    /**
     * The profile may be loaded by another class loader than the test, so the collector keeps what
     * it receives where both see it: one file per export. (Not in the system properties: a value
     * there that is not a string breaks every later start of Quarkus, whose transaction manager
     * copies them all.)
     */
    private static final Path EXPORTS = Path.of("target/tracing-test-exports");

    private static HttpServer collector;

    private static List<byte[]> exports() {
        try (Stream<Path> files = Files.list(EXPORTS)) {
            List<byte[]> all = new ArrayList<>();
            for (Path file : files.toList())
                if (file.toString().endsWith(".bin")) all.add(Files.readAllBytes(file)); // whole ones only
            return all;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static class WithCollector implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            try {
                if (Files.isDirectory(EXPORTS))
                    try (Stream<Path> old = Files.list(EXPORTS)) {
                        for (Path file : old.toList()) Files.delete(file);
                    }
                Files.createDirectories(EXPORTS);
                collector = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
            collector.createContext("/v1/traces", exchange -> {
                ByteArrayOutputStream body = new ByteArrayOutputStream();
                exchange.getRequestBody().transferTo(body);
                Path part = Files.write(EXPORTS.resolve(UUID.randomUUID() + ".part"), body.toByteArray());
                Files.move(part, EXPORTS.resolve(part.getFileName() + ".bin"), StandardCopyOption.ATOMIC_MOVE);
                exchange.getResponseHeaders().add("Content-Type", "application/x-protobuf");
                exchange.sendResponseHeaders(200, -1);
                exchange.close();
            });
            collector.start();
            return Map.of(
                    "quarkus.otel.exporter.otlp.traces.endpoint",
                    "http://127.0.0.1:" + collector.getAddress().getPort(),
                    "quarkus.otel.exporter.otlp.traces.protocol",
                    "http/protobuf",
                    "quarkus.otel.bsp.schedule.delay",
                    "PT0.1S");
        }
    }

    @AfterAll
    static void stopCollector() {
        if (collector != null) collector.stop(0);
    }

    @Test
    void aProblemDocumentNamesTheExportedTrace() throws Exception {
        String traceId = given().get("/v1/matches/00000000-0000-0000-0000-000000000000")
                .then()
                .statusCode(404)
                .body("code", equalTo("UNKNOWN_MATCH"))
                .body("traceId", matchesPattern("[0-9a-f]{32}"))
                .extract()
                .path("traceId");
        assertNotEquals("00000000000000000000000000000000", traceId);
        awaitExported(traceId);
    }

    @Test
    void anIncomingTraceparentIsContinued() throws Exception {
        String traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
        given().header("traceparent", "00-" + traceId + "-00f067aa0ba902b7-01")
                .get("/v1/matches/not-a-uuid")
                .then()
                .statusCode(404)
                .body("traceId", equalTo(traceId));
        awaitExported(traceId);
    }

    @Test
    void aCommandShowsItsStepsAsSpans() throws Exception {
        String traceId = "5cf92f3577b34da6a3ce929d0e0e4737";
        io.boardstate.support.Api.Created m = io.boardstate.support.Api.create("tictactoe", 2, Map.of(), 72L);
        int first = io.boardstate.support.Api.match(m.id(), null).getInt("toAct[0]");
        given().header("traceparent", "00-" + traceId + "-00f067aa0ba902b7-01")
                .header("Authorization", "Bearer " + m.tokens().get(first))
                .header("If-Match", "\"1\"")
                .contentType("application/json")
                .body("{\"type\":\"writeNote\",\"note\":\"traced\"}")
                .post("/v1/matches/" + m.id() + "/commands")
                .then()
                .statusCode(200);
        for (String step : List.of("command.load", "command.decide", "command.append", "command.cache"))
            awaitExported(traceId, step);
    }

    private static void awaitExported(String traceId, String spanName) throws InterruptedException {
        byte[] id = HexFormat.of().parseHex(traceId);
        byte[] name = spanName.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            for (byte[] export : exports()) if (contains(export, id) && contains(export, name)) return;
            Thread.sleep(50);
        }
        assertTrue(false, "no span " + spanName + " of trace " + traceId + " reached the collector");
    }

    private static void awaitExported(String traceId) throws InterruptedException {
        byte[] id = HexFormat.of().parseHex(traceId);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (System.nanoTime() < deadline) {
            for (byte[] export : exports()) if (contains(export, id)) return;
            Thread.sleep(50);
        }
        assertTrue(
                false,
                "no span of trace " + traceId + " reached the collector ("
                        + exports().size() + " exports)");
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) if (haystack[i + j] != needle[j]) continue outer;
            return true;
        }
        return false;
    }
}
