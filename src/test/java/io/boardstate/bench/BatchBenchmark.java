package io.boardstate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Bulk creation against a running service (start it as the README says, with BOARDSTATE_ADMIN_KEY
 * set): 500 matches in one POST /v1/match-batches, next to a baseline measured in the same run with
 * the same API key: the same 500 matches created one by one with POST /v1/matches, one client.
 * Each is run {@code rounds} times after one warm-up round; the figures are the medians.
 *
 * <p>Measured on the development machine (Postgres 15 on localhost, 500 Small World matches of two
 * players, medians of 5 rounds): one by one 8.08 s (62 matches/s); one batch 0.45 s (1104 matches/s),
 * 17.8 x the baseline's throughput.
 *
 * <p>Arguments: adminKey [baseUrl=http://localhost:8080] [ruleset=smallworld] [matches=500] [rounds=5]
 */
public final class BatchBenchmark {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    public static void main(String[] args) throws Exception {
        String adminKey = args[0];
        String base = args.length > 1 ? args[1] : "http://localhost:8080";
        String ruleset = args.length > 2 ? args[2] : "smallworld";
        int matches = args.length > 3 ? Integer.parseInt(args[3]) : 500;
        int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 5;

        ObjectNode issue = JSON.createObjectNode()
                .put("organizer", "bench")
                .put("name", "BatchBenchmark")
                .put("requestsPerSecond", 100_000)
                .put("burst", 100_000);
        issue.putArray("scopes").add("matches:create");
        String key = send(
                        HttpRequest.newBuilder(URI.create(base + "/v1/admin/organizer-keys"))
                                .header("Authorization", "Bearer " + adminKey)
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(issue.toString()))
                                .build(),
                        201)
                .get("key")
                .asText();

        double[] single = new double[rounds];
        double[] batch = new double[rounds];
        for (int round = -1; round < rounds; round++) {
            long t = System.nanoTime();
            for (int i = 0; i < matches; i++)
                send(
                        HttpRequest.newBuilder(URI.create(base + "/v1/matches"))
                                .header("Authorization", "Bearer " + key)
                                .header("Content-Type", "application/json")
                                .POST(HttpRequest.BodyPublishers.ofString(
                                        match(ruleset, round, i).toString()))
                                .build(),
                        201);
            double singleSeconds = (System.nanoTime() - t) / 1e9;
            ObjectNode body = JSON.createObjectNode();
            ArrayNode list = body.putArray("matches");
            for (int i = 0; i < matches; i++) list.add(match(ruleset, round, i));
            t = System.nanoTime();
            JsonNode created = send(
                    HttpRequest.newBuilder(URI.create(base + "/v1/match-batches"))
                            .header("Authorization", "Bearer " + key)
                            .header("Content-Type", "application/json")
                            .POST(HttpRequest.BodyPublishers.ofString(body.toString()))
                            .build(),
                    201);
            double batchSeconds = (System.nanoTime() - t) / 1e9;
            if (created.get("matches").size() != matches) throw new IllegalStateException("a batch lost matches");
            if (round < 0) continue; // warm-up
            single[round] = singleSeconds;
            batch[round] = batchSeconds;
        }
        double s = median(single);
        double b = median(batch);
        System.out.printf(
                "baseline: %d %s matches one by one (POST /v1/matches): %.3f s, %.0f matches/s%n",
                matches, ruleset, s, matches / s);
        System.out.printf(
                "batch: %d %s matches in one POST /v1/match-batches: %.3f s, %.0f matches/s = %.2f x baseline"
                        + " throughput (%.3f x baseline time)%n",
                matches, ruleset, b, matches / b, s / b, b / s);
    }

    private static ObjectNode match(String ruleset, int round, int index) {
        ObjectNode m = JSON.createObjectNode().put("ruleset", ruleset).put("seed", round * 100_000L + index);
        ArrayNode players = m.putArray("players");
        players.addObject().put("name", "A" + index).put("externalPlayerId", "a-" + index);
        players.addObject().put("name", "B" + index).put("externalPlayerId", "b-" + index);
        m.putObject("tags")
                .put("tournament", "bench")
                .put("round", String.valueOf(round))
                .put("table", String.valueOf(index));
        return m;
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static JsonNode send(HttpRequest request, int expected) throws Exception {
        HttpResponse<String> response = HTTP.send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != expected)
            throw new IllegalStateException(request.uri() + " -> " + response.statusCode() + " " + response.body());
        return JSON.readTree(response.body());
    }
}
