package io.boardstate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * Sustained mixed load against a deployed service, for operators sizing a cluster (docs/operations/capacity.md):
 * clients create matches, read them, list legal commands and submit them; stream listeners stay
 * on running matches and reconnect when a stream ends. Every 10 s and at the end it prints
 * throughput, p50/p99 and errors per kind of request. It never stops on an error: errors are
 * counted by status (a 429 waits for its Retry-After, as a client should).
 *
 * <p>Arguments as key=value: url (http://localhost:8080), seconds (60), clients (16), streams (32),
 * rulesets (smallworld,great-fire-of-london-1666), players (4), creates (0.02: share of steps that start a new
 * match besides the client's own), token (bearer sent on creates, for services without
 * anonymous creation).
 */
public final class LoadTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private final Map<String, String> args;
    private final String url;
    private final List<String> rulesets;
    private final Stats stats = new Stats();
    private final List<String> running = new CopyOnWriteArrayList<>();
    private final AtomicLong seeds = new AtomicLong(System.nanoTime());
    private volatile boolean stopping;

    private LoadTest(Map<String, String> args) {
        this.args = args;
        this.url = args.getOrDefault("url", "http://localhost:8080");
        this.rulesets = List.of(args.getOrDefault("rulesets", "smallworld,great-fire-of-london-1666")
                .split(","));
    }

    public static void main(String[] argv) throws Exception {
        Map<String, String> args = new TreeMap<>();
        for (String a : argv) {
            int eq = a.indexOf('=');
            if (eq < 0) throw new IllegalArgumentException("arguments are key=value: " + a);
            args.put(a.substring(0, eq), a.substring(eq + 1));
        }
        new LoadTest(args).run();
    }

    private void run() throws Exception {
        int seconds = Integer.parseInt(args.getOrDefault("seconds", "60"));
        int clients = Integer.parseInt(args.getOrDefault("clients", "16"));
        int streams = Integer.parseInt(args.getOrDefault("streams", "32"));
        System.out.printf(
                "load: %s for %d s, %d clients, %d streams, rulesets %s%n", url, seconds, clients, streams, rulesets);
        ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();
        for (int i = 0; i < clients; i++) pool.submit(this::client);
        for (int i = 0; i < streams; i++) pool.submit(this::listener);
        long start = System.nanoTime();
        for (int elapsed = 0; elapsed < seconds; ) {
            int step = Math.min(10, seconds - elapsed);
            Thread.sleep(step * 1000L);
            elapsed += step;
            if (elapsed < seconds) stats.print("after " + elapsed + " s", (System.nanoTime() - start) / 1e9, false);
        }
        stopping = true;
        pool.shutdownNow();
        stats.print("total", (System.nanoTime() - start) / 1e9, true);
    }

    /** A player at every seat of its own match; a new match when it ends. */
    private Void client() {
        Random random = new Random(seeds.incrementAndGet());
        Match match = null;
        while (!stopping) {
            try {
                if (match == null || random.nextDouble() < rate("creates", 0.02)) {
                    Match created = create(random);
                    if (created != null) match = created;
                    if (match == null) continue;
                }
                JsonNode view = call("read", get("/v1/matches/" + match.id, null));
                if (view == null) continue;
                if (view.path("finished").asBoolean()) {
                    running.remove(match.id);
                    match = null;
                    continue;
                }
                String token = match.tokens.get(view.path("toAct").path(0).asInt());
                JsonNode legal = call("legal list", get("/v1/matches/" + match.id + "/legal-commands", token));
                if (legal == null || legal.path("commands").isEmpty()) continue;
                JsonNode command = legal.path("commands")
                        .get(random.nextInt(legal.path("commands").size()));
                call(
                        "submit",
                        HttpRequest.newBuilder(URI.create(url + "/v1/matches/" + match.id + "/commands"))
                                .header("Authorization", "Bearer " + token)
                                .header("If-Match", "\"" + view.path("version").asLong() + "\"")
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(command.toString())));
            } catch (InterruptedException e) {
                return null;
            }
        }
        return null;
    }

    private record Match(String id, List<String> tokens) {}

    private Match create(Random random) throws InterruptedException {
        String ruleset = rulesets.get(random.nextInt(rulesets.size()));
        int players = Integer.parseInt(args.getOrDefault("players", "4"));
        StringBuilder body = new StringBuilder("{\"ruleset\":\"" + ruleset + "\",\"players\":[");
        for (int i = 0; i < players; i++) body.append(i == 0 ? "{}" : ",{}");
        body.append("],\"seed\":").append(seeds.incrementAndGet()).append('}');
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + "/v1/matches"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body.toString()));
        if (args.containsKey("token")) request.header("Authorization", "Bearer " + args.get("token"));
        JsonNode created = call("create", request);
        if (created == null) return null;
        List<String> tokens = new ArrayList<>();
        created.path("seats").forEach(seat -> tokens.add(seat.path("token").asText()));
        String id = created.path("match").path("id").asText();
        running.add(id);
        return new Match(id, tokens);
    }

    /** A spectator on a running match: reads its stream until the match or the stream ends. */
    private Void listener() {
        while (!stopping) {
            try {
                if (running.isEmpty()) {
                    Thread.sleep(200);
                    continue;
                }
                String id = running.get(ThreadLocalRandom.current().nextInt(running.size()));
                long t = System.nanoTime();
                HttpResponse<InputStream> response = HTTP.send(
                        HttpRequest.newBuilder(URI.create(url + "/v1/matches/" + id + "/stream"))
                                .header("Accept", "text/event-stream")
                                .timeout(Duration.ofSeconds(60))
                                .build(),
                        HttpResponse.BodyHandlers.ofInputStream());
                stats.record("stream open", response.statusCode(), System.nanoTime() - t);
                try (InputStream in = response.body();
                        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
                    if (response.statusCode() != 200) {
                        retryAfter(response.headers().firstValue("Retry-After").orElse(null));
                        continue;
                    }
                    boolean data = false; // a message is data lines then a blank line; comments are heartbeats
                    for (String line; !stopping && (line = lines.readLine()) != null; ) {
                        if (line.startsWith("data:")) data = true;
                        else if (line.isEmpty() && data) {
                            stats.message();
                            data = false;
                        }
                    }
                }
            } catch (InterruptedException e) {
                return null;
            } catch (Exception e) {
                if (!stopping) stats.record("stream open", -1, 0);
            }
        }
        return null;
    }

    private HttpRequest.Builder get(String path, String token) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url + path));
        if (token != null) request.header("Authorization", "Bearer " + token);
        return request;
    }

    /** The answer's JSON on 2xx; null (counted) otherwise. */
    private JsonNode call(String kind, HttpRequest.Builder request) throws InterruptedException {
        long t = System.nanoTime();
        try {
            HttpResponse<String> response =
                    HTTP.send(request.timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());
            stats.record(kind, response.statusCode(), System.nanoTime() - t);
            if (response.statusCode() / 100 != 2) stats.firstError(kind, response.statusCode() + " " + response.body());
            if (response.statusCode() / 100 == 2)
                return response.body().isEmpty() ? null : JSON.readTree(response.body());
            if (response.statusCode() == 429 || response.statusCode() == 503)
                retryAfter(response.headers().firstValue("Retry-After").orElse(null));
            return null;
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            stats.record(kind, -1, System.nanoTime() - t);
            return null;
        }
    }

    private static void retryAfter(String header) throws InterruptedException {
        long seconds = 1;
        try {
            if (header != null) seconds = Math.max(1, Math.min(30, Long.parseLong(header.trim())));
        } catch (NumberFormatException ignored) {
            // an HTTP date: wait the default second
        }
        Thread.sleep(seconds * 1000);
    }

    private double rate(String key, double fallback) {
        return Double.parseDouble(args.getOrDefault(key, Double.toString(fallback)));
    }

    /** Latencies in a log-scale histogram (1 µs .. ~2 min, 2 % steps) and statuses, per kind. */
    private static final class Stats {
        private final Map<String, Histogram> byKind = new ConcurrentHashMap<>();
        private final LongAdder messages = new LongAdder();

        void record(String kind, int status, long nanos) {
            byKind.computeIfAbsent(kind, k -> new Histogram()).record(status, nanos);
        }

        private final Map<String, String> firstErrors = new ConcurrentHashMap<>();

        void firstError(String kind, String error) {
            firstErrors.putIfAbsent(kind, error.length() > 300 ? error.substring(0, 300) : error);
        }

        void message() {
            messages.increment();
        }

        void print(String label, double seconds, boolean detail) {
            System.out.printf("%s (%.0f s): %.0f stream messages/s%n", label, seconds, messages.sum() / seconds);
            new TreeMap<>(byKind)
                    .forEach((kind, h) -> System.out.printf(
                            "  %-12s %8.1f/s  p50 %7.2f ms  p99 %7.2f ms  errors %d %s%n",
                            kind,
                            h.ok.sum() / seconds,
                            h.percentile(0.5),
                            h.percentile(0.99),
                            h.errors(),
                            detail ? h.statuses : ""));
            if (detail) firstErrors.forEach((kind, error) -> System.out.printf("  first %s error: %s%n", kind, error));
        }
    }

    private static final class Histogram {
        private static final double STEP = Math.log(1.02);
        private final LongAdder[] buckets = new LongAdder[1000];
        private final LongAdder ok = new LongAdder();
        private final Map<Integer, LongAdder> statuses = new ConcurrentHashMap<>();

        Histogram() {
            for (int i = 0; i < buckets.length; i++) buckets[i] = new LongAdder();
        }

        void record(int status, long nanos) {
            statuses.computeIfAbsent(status, s -> new LongAdder()).increment();
            if (status / 100 != 2) return;
            ok.increment();
            int bucket = (int) (Math.log(Math.max(1, nanos / 1000.0)) / STEP);
            buckets[Math.min(buckets.length - 1, bucket)].increment();
        }

        long errors() {
            return statuses.entrySet().stream()
                    .filter(e -> e.getKey() / 100 != 2)
                    .mapToLong(e -> e.getValue().sum())
                    .sum();
        }

        double percentile(double p) {
            long total = ok.sum(), seen = 0;
            if (total == 0) return Double.NaN;
            for (int i = 0; i < buckets.length; i++) {
                seen += buckets[i].sum();
                if (seen >= Math.ceil(total * p)) return Math.exp((i + 1) * STEP) / 1000.0;
            }
            return Double.NaN;
        }
    }
}
