package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.RedisTestResource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Streams opened and dropped in bulk while moves are played on two replicas: afterwards Redis and
 * the feed are up on both, every stream gets every version pushed whichever replica took the move
 * (the replicas' periodic safety poll is set to an hour, beyond every wait, so a version only a poll
 * would bring fails; the waits themselves are generous, a loaded machine is slow, not wrong), readiness says "degraded" while Redis is down (and stays UP), streams keep
 * getting every version from the log meanwhile, and pushes come back with Redis.
 */
class StreamSoakIT {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @RegisterExtension
    static final ItStack STACK = new ItStack("-Dboardstate.stream.poll-every=PT1H");

    @Test
    void streamsDroppedInBulkLeaveBothReplicasPushingEveryVersion() throws Exception {
        try (ServiceProcess a = new ServiceProcess("soak-a", STACK.settings()).start();
                ServiceProcess b = new ServiceProcess("soak-b", STACK.settings()).start()) {
            List<ServiceProcess> replicas = List.of(a, b);
            List<Match> matches = new ArrayList<>();
            for (int i = 0; i < 4; i++) matches.add(Match.create(replicas.get(i % 2), i));

            // Churn: moves on both replicas while streams are opened and dropped in bulk.
            AtomicBoolean stop = new AtomicBoolean();
            AtomicInteger moves = new AtomicInteger();
            ExecutorService players = Executors.newFixedThreadPool(matches.size());
            List<CompletableFuture<Void>> playing = new ArrayList<>();
            for (Match m : matches)
                playing.add(CompletableFuture.runAsync(
                        () -> {
                            while (!stop.get()) if (m.play(replicas)) moves.incrementAndGet();
                        },
                        players));
            int dropped = 0;
            Random random = new Random(5);
            for (int round = 0; round < 6; round++) {
                List<Stream> batch = new ArrayList<>();
                for (int i = 0; i < 25; i++)
                    batch.add(new Stream(replicas.get(i % 2), matches.get(i % matches.size()).id, null));
                Thread.sleep(random.nextInt(500));
                for (Stream s : batch) s.close();
                dropped += batch.size();
            }
            stop.set(true);
            for (CompletableFuture<Void> p : playing) p.get(Patience.CAP.toSeconds(), TimeUnit.SECONDS);
            players.shutdown();
            for (ServiceProcess r : replicas) awaitReadiness(r, "up");

            // Every stream, on either replica, gets every version pushed.
            int delivered = deliverEveryVersion(replicas, matches, Patience.CAP, 6);

            // Redis down: readiness says so honestly (and stays UP); streams still get every version.
            RedisTestResource.stopRedis();
            for (ServiceProcess r : replicas) awaitReadiness(r, "degraded");
            delivered += deliverEveryVersion(replicas, matches, Patience.CAP, 2);
            RedisTestResource.startRedis();
            for (ServiceProcess r : replicas) awaitReadiness(r, "up");
            delivered += deliverEveryVersion(replicas, matches, Patience.CAP, 4);
            System.out.printf(
                    "stream soak: %d streams opened and dropped during %d moves on 2 replicas; %d versions delivered"
                            + " to every stream, 0 missing%n",
                    dropped, moves.get(), delivered);
        }
    }

    /** Opens a stream per match on each replica at the head, plays moves, checks every stream got each. */
    private static int deliverEveryVersion(
            List<ServiceProcess> replicas, List<Match> matches, Duration within, int movesPerMatch) throws Exception {
        List<Stream> streams = new ArrayList<>();
        try {
            for (Match m : matches)
                for (ServiceProcess r : replicas) streams.add(new Stream(r, m.id, Long.toString(m.version(r))));
            int delivered = 0;
            for (int i = 0; i < movesPerMatch; i++) {
                for (Match m : matches) {
                    if (!m.play(replicas)) continue;
                    long version = m.version(replicas.get(0));
                    for (Stream s : streams)
                        if (s.matchId.equals(m.id)) {
                            s.awaitVersion(version, within);
                            delivered++;
                        }
                }
            }
            for (Stream s : streams) s.assertNoGap();
            return delivered;
        } finally {
            for (Stream s : streams) s.close();
        }
    }

    private static void awaitReadiness(ServiceProcess replica, String feed) throws InterruptedException {
        String seen = null;
        for (long deadline = System.nanoTime() + Patience.CAP.toNanos(); System.nanoTime() < deadline; ) {
            JsonPath ready = given().baseUri(replica.managementUri())
                    .get("/q/health/ready")
                    .then()
                    .extract()
                    .jsonPath();
            assertEquals("UP", ready.getString("status"), "readiness never fails for Redis");
            seen = ready.getString("checks.find { it.name == 'redis-cache' }.data.feed");
            String cache = ready.getString("checks.find { it.name == 'redis-cache' }.data.redis");
            if (feed.equals(seen) && feed.equals(cache)) return;
            Thread.sleep(100);
        }
        throw new AssertionError(replica.baseUri() + " never reported Redis " + feed + " (feed: " + seen + ")");
    }

    /** A Small World match played with random legal moves on alternating replicas. */
    private static final class Match {
        final String id;
        final List<String> tokens;
        final Random random;
        int turn;

        private Match(String id, List<String> tokens, int seed) {
            this.id = id;
            this.tokens = tokens;
            this.random = new Random(seed);
        }

        static Match create(ServiceProcess replica, int seed) {
            JsonPath created = given().baseUri(replica.baseUri())
                    .contentType(ContentType.JSON)
                    .body(Map.of("ruleset", "smallworld", "players", List.of(Map.of(), Map.of()), "seed", seed))
                    .post("/v1/matches")
                    .then()
                    .statusCode(201)
                    .extract()
                    .jsonPath();
            return new Match(created.getString("match.id"), created.getList("seats.token", String.class), seed);
        }

        long version(ServiceProcess replica) {
            return given().baseUri(replica.baseUri())
                    .get("/v1/matches/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getLong("version");
        }

        /** One move on the next replica; false when the match is over. */
        boolean play(List<ServiceProcess> replicas) {
            ServiceProcess replica = replicas.get(turn++ % replicas.size());
            JsonPath view = given().baseUri(replica.baseUri())
                    .get("/v1/matches/" + id)
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath();
            if (view.getBoolean("finished")) return false;
            String token = tokens.get(view.getInt("toAct[0]"));
            List<Map<String, Object>> commands = given().baseUri(replica.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .get("/v1/matches/" + id + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("commands");
            int status = given().baseUri(replica.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .header("If-Match", "\"" + view.getLong("version") + "\"")
                    .contentType(ContentType.JSON)
                    .body(commands.get(random.nextInt(commands.size())))
                    .post("/v1/matches/" + id + "/commands")
                    .statusCode();
            assertEquals(200, status, "a move on " + replica.baseUri());
            return true;
        }
    }

    /** A live stream read in the background: the ids it received. */
    private static final class Stream implements AutoCloseable {
        final String matchId;
        final long start;
        final List<Long> ids = new ArrayList<>();
        final AtomicLong last = new AtomicLong();
        private final InputStream body;

        Stream(ServiceProcess replica, String matchId, String lastEventId) throws Exception {
            this.matchId = matchId;
            this.start = lastEventId == null ? 0 : Long.parseLong(lastEventId);
            last.set(start);
            HttpRequest.Builder request = HttpRequest.newBuilder(
                            URI.create(replica.baseUri() + "/v1/matches/" + matchId + "/stream"))
                    .header("Accept", "text/event-stream");
            if (lastEventId != null) request.header("Last-Event-ID", lastEventId);
            HttpResponse<InputStream> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
            assertEquals(200, response.statusCode());
            body = response.body();
            CompletableFuture.runAsync(() -> {
                try (BufferedReader lines = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8))) {
                    for (String line; (line = lines.readLine()) != null; ) {
                        if (!line.startsWith("id:")) continue;
                        long id = Long.parseLong(line.substring(3).trim());
                        synchronized (ids) {
                            ids.add(id);
                        }
                        last.set(id);
                    }
                } catch (Exception closed) {
                    // dropped by the test
                }
            });
        }

        void awaitVersion(long version, Duration within) throws InterruptedException {
            long deadline = System.nanoTime() + within.toNanos();
            while (last.get() < version) {
                if (System.nanoTime() > deadline)
                    throw new AssertionError(
                            "stream of " + matchId + " has " + last.get() + ", not " + version + " within " + within);
                Thread.sleep(5);
            }
        }

        void assertNoGap() {
            synchronized (ids) {
                for (int i = 0; i < ids.size(); i++)
                    assertEquals(start + i + 1, ids.get(i), "stream of " + matchId + ": " + ids);
            }
            assertTrue(last.get() > start, "the stream got versions");
        }

        @Override
        public void close() throws Exception {
            body.close();
        }
    }
}
