package io.boardstate.it;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.RedisTestResource;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A Citus cluster the service cannot use stops its start with a message that says what to run
 * (docs/operations/sharding.md): a coordinator without workers, then a schema distributed halfway
 * by hand. Its own cluster (a coordinator, later one worker), deleted after.
 */
class CitusBadStatesIT {
    private static final String SCHEMA = ItStore.SCHEMA + "_citus_bad";
    private static final CitusCluster CLUSTER = new CitusCluster("citus-bad", CitusCluster.PORT + 30);
    private static RedisTestResource redis;
    private static List<String> settings;

    @BeforeAll
    static void coordinatorAlone() throws Exception {
        Assumptions.assumeTrue(
                CitusCluster.unavailable().isEmpty(),
                () -> "skipped: " + CitusCluster.unavailable().orElse(""));
        CLUSTER.destroy(); // a cluster a previous run left
        CLUSTER.start(0);
        redis = new RedisTestResource();
        settings = List.of(
                "-Dboardstate.db.schema=" + SCHEMA,
                "-Dquarkus.datasource.jdbc.url=" + CLUSTER.url(),
                "-Dquarkus.redis.hosts=" + redis.start().get("quarkus.redis.hosts"));
    }

    @AfterAll
    static void deleteCluster() throws Exception {
        if (redis != null) redis.stop();
        if (CitusCluster.unavailable().isEmpty()) CLUSTER.destroy();
    }

    @Test
    void noWorkerThenAHalfDistributedSchemaStopTheStartSayingWhatToRun() throws Exception {
        String alone = startFails("citus-no-worker");
        assertTrue(alone.contains("has no worker to hold schema " + SCHEMA), alone);
        assertTrue(alone.contains("citus_add_node"), alone);
        assertTrue(notDistributed(), "nothing was distributed");

        // The migrations ran before the refusal; one table distributed by hand, the rest not.
        CLUSTER.addWorker(CitusCluster.PORT + 31);
        try (Connection c = CLUSTER.connect();
                Statement s = c.createStatement()) {
            s.execute("SELECT create_reference_table('" + SCHEMA + ".cache_key')");
        }
        String half = startFails("citus-half");
        assertTrue(half.contains("Schema " + SCHEMA + " is half distributed over Citus"), half);
        // the statements that finish the job (the log is JSON: quotes come escaped)
        assertTrue(half.contains("SELECT create_distributed_table("), half);
        assertTrue(half.contains(".match', 'id', colocate_with => 'none')"), half);
    }

    /** Starts the packaged service, which must exit at start; returns what it logged. */
    private static String startFails(String name) throws Exception {
        ServiceProcess service = new ServiceProcess(name, settings);
        Files.deleteIfExists(service.log().toPath());
        IllegalStateException exited = assertThrows(IllegalStateException.class, service::start);
        assertTrue(exited.getMessage().contains("exited at start"), exited.getMessage());
        return Files.readString(service.log().toPath());
    }

    private static boolean notDistributed() throws Exception {
        try (Connection c = CLUSTER.connect();
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM pg_dist_partition p JOIN pg_class t"
                        + " ON t.oid = p.logicalrelid JOIN pg_namespace n ON n.oid = t.relnamespace"
                        + " WHERE n.nspname = '" + SCHEMA + "'")) {
            r.next();
            return r.getInt(1) == 0;
        }
    }
}
