package io.boardstate.it;

import static io.boardstate.it.CitusPlay.assertDense;
import static io.boardstate.it.CitusPlay.create;
import static io.boardstate.it.CitusPlay.legal;
import static io.boardstate.it.CitusPlay.submit;
import static io.boardstate.it.CitusPlay.view;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.it.CitusPlay.Match;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Scale-out while serving (docs/operations/sharding.md): a third worker joins a running 1+2 cluster
 * and the shards are rebalanced onto it while clients play. A shard being moved blocks its writes
 * (block_writes: logical replication needs wal_level=logical) until the move commits, so a command
 * waits but does not fail. The cluster is this class's own (target/citus-scale-out, deleted after),
 * so no other test sees the third worker.
 */
class CitusScaleOutIT {
    private static final String SCHEMA = ItStore.SCHEMA + "_citus_scale";
    private static final int PORT = CitusCluster.PORT + 5;
    private static final CitusCluster CLUSTER = new CitusCluster("citus-scale-out", PORT);
    private static final int CLIENTS = 4;
    private static CitusReplicas stack;
    private static ServiceProcess a;
    private static ServiceProcess b;

    @BeforeAll
    static void cluster() throws Exception {
        Assumptions.assumeTrue(
                CitusCluster.unavailable().isEmpty(),
                () -> "skipped: " + CitusCluster.unavailable().orElse(""));
        CLUSTER.destroy(); // a fresh 1+2 cluster, whatever an interrupted run left
        CLUSTER.start(2);
        stack = CitusReplicas.start(CLUSTER, SCHEMA, "citus-scale", List.of());
        a = stack.a;
        b = stack.b;
    }

    @AfterAll
    static void stop() throws Exception {
        if (stack != null) stack.stop();
        if (CitusCluster.unavailable().isEmpty()) CLUSTER.destroy();
    }

    @Test
    void aThirdWorkerTakesShardsWhileClientsPlayAndNothingIsLost() throws Exception {
        int newWorker = PORT + 3;
        Map<String, Long> acknowledged = new ConcurrentHashMap<>(); // match -> highest version answered 200
        ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
        AtomicInteger duringMove = new AtomicInteger();
        AtomicBoolean moving = new AtomicBoolean(false);
        AtomicBoolean done = new AtomicBoolean(false);
        ExecutorService pool = Executors.newFixedThreadPool(CLIENTS);
        List<Future<?>> clients = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            ServiceProcess replica = i % 2 == 0 ? a : b;
            int seed = 1000 * i;
            clients.add(pool.submit(() -> {
                int games = 0;
                Match m = create(replica, seed);
                while (!done.get()) {
                    JsonPath now = view(replica, m.id());
                    if (now.getBoolean("finished")) {
                        m = create(replica, seed + ++games);
                        continue;
                    }
                    long version = now.getLong("version");
                    Map<String, Object> command = legal(replica, m).get(0);
                    Response r = submit(replica, m.id(), m.token(now), version, command, null);
                    if (r.statusCode() >= 500) failures.add(r.statusCode() + " " + r.asString());
                    else if (r.statusCode() == 200) {
                        acknowledged.merge(m.id(), r.jsonPath().getLong("version"), Math::max);
                        if (moving.get()) duringMove.incrementAndGet();
                    } else failures.add("unexpected " + r.statusCode() + " " + r.asString());
                }
                return null;
            }));
        }
        try {
            // Let the clients get going before the cluster changes under them.
            Patience.until("clients playing", Duration.ofMillis(200), () -> acknowledged.size() >= CLIENTS);
            CLUSTER.addWorker(newWorker);
            moving.set(true);
            try (Connection c = CLUSTER.connect();
                    Statement s = c.createStatement()) {
                // In this session, not as citus_rebalance_start's background job: its moves are the
                // same, and a background job that never starts on a loaded machine cannot hang the test.
                s.execute("SELECT rebalance_table_shards(shard_transfer_mode := 'block_writes')");
            }
            moving.set(false);
        } finally {
            done.set(true);
            for (Future<?> f : clients) f.get();
            pool.shutdown();
        }

        assertTrue(
                failures.isEmpty(),
                "one client per match: every command answers 200, none fails while shards move: " + failures);
        assertTrue(duringMove.get() > 0, "commands were acknowledged while the rebalance ran");
        try (Connection c = CLUSTER.connect();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM pg_dist_placement p"
                        + " JOIN pg_dist_node n ON n.groupid = p.groupid JOIN pg_dist_shard d ON d.shardid = p.shardid"
                        + " WHERE n.nodeport = " + newWorker + " AND d.logicalrelid = '" + SCHEMA
                        + ".match_event'::regclass")) {
            r.next();
            assertTrue(r.getInt(1) > 0, "event log shards moved to the new worker");
        }
        for (Map.Entry<String, Long> m : acknowledged.entrySet()) {
            assertTrue(view(a, m.getKey()).getLong("version") >= m.getValue(), "acknowledged events kept");
            assertDense(b, m.getKey());
        }
    }
}
