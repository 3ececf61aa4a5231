package io.boardstate.bench;

import static io.restassured.RestAssured.given;

import io.boardstate.support.Organizers;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * On demand (not run by default: {@code -Dtest=BatchSpeedBenchmark}), in the test service: 500
 * matches in one batch, its idempotent replay (same key, and another key of the organizer), and
 * batches of 50 and 250 to show the cost per match does not grow with the batch size, each next to
 * the baseline measured in the same run: the same number of matches created one by one with POST
 * /v1/matches. Medians of {@code -Dbench.rounds} (default 3) after one warm-up round; prints figures,
 * asserts only that every request succeeded.
 */
@QuarkusTest
class BatchSpeedBenchmark {
    private static final String RULESET = System.getProperty("bench.ruleset", "smallworld");
    private static final int ROUNDS = Integer.getInteger("bench.rounds", 3);

    private static Map<String, Object> match(String run, int index) {
        Map<String, Object> m = new HashMap<>();
        m.put("ruleset", RULESET);
        m.put("seed", (long) index);
        m.put(
                "players",
                List.of(
                        Map.of("name", "A" + index, "externalPlayerId", "a-" + index),
                        Map.of("name", "B" + index, "externalPlayerId", "b-" + index)));
        m.put("tags", Map.of("tournament", "bench", "round", run, "table", String.valueOf(index)));
        return m;
    }

    private static double timed(Runnable r) {
        long t = System.nanoTime();
        r.run();
        return (System.nanoTime() - t) / 1e9;
    }

    private static void batch(Organizers.Key key, List<Map<String, Object>> matches, String idem, int status) {
        var request = given().header("Authorization", "Bearer " + key.key()).contentType(ContentType.JSON);
        if (idem != null) request.header("Idempotency-Key", idem);
        request.body(Map.of("matches", matches))
                .post("/v1/match-batches")
                .then()
                .statusCode(status);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    @Test
    void fiveHundredMatchesInOneBatchAndItsReplay() {
        Organizers.Key key = Organizers.issue("bench-batch", List.of("matches:create"), 100_000.0, 100_000);
        Organizers.Key other = Organizers.issue("bench-batch", List.of("matches:create"), 100_000.0, 100_000);
        int[] sizes = {50, 250, 500};
        double[][] batchSeconds = new double[sizes.length][ROUNDS];
        double[] single = new double[ROUNDS];
        double[] replay = new double[ROUNDS];
        double[] replayOther = new double[ROUNDS];
        for (int round = -1; round < ROUNDS; round++) {
            String run = "r" + round + "-" + System.nanoTime();
            List<Map<String, Object>> five = new ArrayList<>();
            for (int i = 0; i < 500; i++) five.add(match(run + "-s", i));
            double s = timed(() -> {
                for (Map<String, Object> m : five)
                    given().header("Authorization", "Bearer " + key.key())
                            .contentType(ContentType.JSON)
                            .body(m)
                            .post("/v1/matches")
                            .then()
                            .statusCode(201);
            });
            double[] b = new double[sizes.length];
            for (int k = 0; k < sizes.length; k++) {
                List<Map<String, Object>> matches = new ArrayList<>();
                for (int i = 0; i < sizes[k]; i++) matches.add(match(run + "-b" + sizes[k], i));
                String idem = run + "-" + sizes[k];
                b[k] = timed(() -> batch(key, matches, idem, 201));
                if (sizes[k] == 500 && round >= 0) {
                    replay[round] = timed(() -> batch(key, matches, idem, 200));
                    replayOther[round] = timed(() -> batch(other, matches, idem, 200));
                }
            }
            if (round < 0) continue; // warm-up
            single[round] = s;
            for (int k = 0; k < sizes.length; k++) batchSeconds[k][round] = b[k];
        }
        double s = median(single);
        System.out.printf(
                "BENCH baseline: 500 %s matches one by one (POST /v1/matches): %.3f s, %.2f ms per match%n",
                RULESET, s, s * 1000 / 500);
        for (int k = 0; k < sizes.length; k++) {
            double b = median(batchSeconds[k]);
            System.out.printf(
                    "BENCH batch of %d: %.3f s, %.2f ms per match (%.3f x the baseline's time per match)%n",
                    sizes[k], b, b * 1000 / sizes[k], (b / sizes[k]) / (s / 500));
        }
        System.out.printf(
                "BENCH replay of the 500 batch, same key: %.3f s (%.3f x baseline); another key of the organizer:"
                        + " %.3f s (%.3f x baseline)%n",
                median(replay), median(replay) / s, median(replayOther), median(replayOther) / s);
    }
}
