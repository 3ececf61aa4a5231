package io.boardstate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Load against a running service (start it as the README says; docs/benchmarks/README.md): concurrent clients play random
 * Small World matches through the HTTP API — read the match, list legal commands, submit one —
 * and the figures are printed next to a baseline measured in the same run with the same clients
 * (GET /q/health/live on the management port, the cheapest request the service answers).
 *
 * <p>Arguments: [baseUrl=http://localhost:8080] [clients=8] [seconds=20] [ruleset=smallworld]
 * [managementUrl=http://localhost:9000]
 */
public final class ApiBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public static void main(String[] args) throws Exception {
        String base = args.length > 0 ? args[0] : "http://localhost:8080";
        int clients = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 20;
        String ruleset = args.length > 3 ? args[3] : "smallworld";
        String management = args.length > 4 ? args[4] : "http://localhost:9000";

        double baseline = run(clients, seconds, latencies -> {
                    long t = System.nanoTime();
                    send(
                            HttpRequest.newBuilder(URI.create(management + "/q/health/live"))
                                    .build(),
                            200);
                    latencies.record("health", System.nanoTime() - t);
                    return 1;
                })
                .perSecond;
        System.out.printf("baseline: %.0f GET /q/health/live per second with %d clients%n", baseline, clients);

        Result play = run(clients, seconds, new Player(base, ruleset)::step);
        System.out.printf(
                "%s: %.0f commands/s = %.3f x baseline; %.0f API requests/s = %.3f x baseline%n",
                ruleset, play.perSecond / 3, play.perSecond / 3 / baseline, play.perSecond, play.perSecond / baseline);
        play.latencies.forEach((label, l) -> System.out.printf(
                "  %-14s p50 %6.2f ms  p99 %6.2f ms  (%d requests)%n",
                label, l.percentile(0.5), l.percentile(0.99), l.count()));
    }

    /** One client's match: each step is read, legal list, submit (three requests). */
    private static final class Player {
        private final String base;
        private final String ruleset;
        private final ThreadLocal<State> state = new ThreadLocal<>();
        private final AtomicLong seeds = new AtomicLong(1);

        Player(String base, String ruleset) {
            this.base = base;
            this.ruleset = ruleset;
        }

        private record State(String id, List<String> tokens, Random random) {}

        int step(Latencies latencies) throws Exception {
            State s = state.get();
            if (s == null) {
                String body = "{\"ruleset\":\"" + ruleset + "\",\"players\":[{},{},{}],\"seed\":"
                        + seeds.getAndIncrement() + "}";
                JsonNode created = send(
                        HttpRequest.newBuilder(URI.create(base + "/v1/matches"))
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        201);
                List<String> tokens = new ArrayList<>();
                created.get("seats")
                        .forEach(seat -> tokens.add(seat.get("token").asText()));
                s = new State(created.get("match").get("id").asText(), tokens, new Random(tokens.hashCode()));
                state.set(s);
            }
            long t = System.nanoTime();
            JsonNode match = send(
                    HttpRequest.newBuilder(URI.create(base + "/v1/matches/" + s.id()))
                            .build(),
                    200);
            latencies.record("read match", System.nanoTime() - t);
            if (match.get("finished").asBoolean()) {
                state.remove();
                return 1;
            }
            String token = s.tokens().get(match.get("toAct").get(0).asInt());
            t = System.nanoTime();
            JsonNode legal = send(
                            HttpRequest.newBuilder(URI.create(base + "/v1/matches/" + s.id() + "/legal-commands"))
                                    .header("Authorization", "Bearer " + token)
                                    .build(),
                            200)
                    .get("commands");
            latencies.record("legal list", System.nanoTime() - t);
            JsonNode command = legal.get(s.random().nextInt(legal.size()));
            t = System.nanoTime();
            send(
                    HttpRequest.newBuilder(URI.create(base + "/v1/matches/" + s.id() + "/commands"))
                            .header("Authorization", "Bearer " + token)
                            .header("If-Match", "\"" + match.get("version").asLong() + "\"")
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(command.toString()))
                            .build(),
                    200);
            latencies.record("submit", System.nanoTime() - t);
            return 3;
        }
    }

    private interface Step {
        int run(Latencies latencies) throws Exception;
    }

    /** Request latencies by kind of request. */
    private static final class Latencies {
        private final java.util.Map<String, List<Long>> byLabel = new java.util.TreeMap<>();

        synchronized void record(String label, long nanos) {
            byLabel.computeIfAbsent(label, k -> new ArrayList<>()).add(nanos);
        }

        synchronized void forEach(java.util.function.BiConsumer<String, Summary> action) {
            byLabel.forEach((label, values) -> action.accept(label, new Summary(values)));
        }
    }

    private record Summary(List<Long> values) {
        double percentile(double p) {
            List<Long> sorted = new ArrayList<>(values);
            Collections.sort(sorted);
            return sorted.get(Math.min(sorted.size() - 1, (int) (sorted.size() * p))) / 1e6;
        }

        int count() {
            return values.size();
        }
    }

    private record Result(double perSecond, Latencies latencies) {}

    private static Result run(int clients, int seconds, Step step) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        long end = System.nanoTime() + Duration.ofSeconds(seconds).toNanos();
        List<Future<long[]>> futures = new ArrayList<>();
        Latencies latencies = new Latencies();
        long start = System.nanoTime();
        for (int i = 0; i < clients; i++) {
            futures.add(pool.submit(() -> {
                long requests = 0;
                while (System.nanoTime() < end) requests += step.run(latencies);
                return new long[] {requests};
            }));
        }
        long total = 0;
        for (Future<long[]> f : futures) total += f.get()[0];
        double elapsed = (System.nanoTime() - start) / 1e9;
        pool.shutdown();
        return new Result(total / elapsed, latencies);
    }

    private static JsonNode send(HttpRequest request, int expected) throws Exception {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected)
            throw new IllegalStateException(request.uri() + " -> " + response.statusCode() + " " + response.body());
        return response.body().isEmpty() ? null : JSON.readTree(response.body());
    }
}
