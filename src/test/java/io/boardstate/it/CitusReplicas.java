package io.boardstate.it;

import io.boardstate.support.RedisTestResource;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The Citus ITs' stack: two replicas of the packaged service on a running Citus cluster, in a
 * schema dropped first (the service distributes it again at start), with a Redis of their own.
 */
final class CitusReplicas {
    final ServiceProcess a;
    final ServiceProcess b;
    private final RedisTestResource redis;

    private CitusReplicas(ServiceProcess a, ServiceProcess b, RedisTestResource redis) {
        this.a = a;
        this.b = b;
        this.redis = redis;
    }

    /** Starts replicas {@code name}-a and {@code name}-b with {@code extra} settings after the stack's own. */
    static CitusReplicas start(CitusCluster cluster, String schema, String name, List<String> extra) throws Exception {
        try (Connection c = cluster.connect();
                Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        }
        RedisTestResource redis = new RedisTestResource();
        List<String> settings = new ArrayList<>(List.of(
                "-Dboardstate.db.schema=" + schema,
                "-Dquarkus.datasource.jdbc.url=" + cluster.url(),
                "-Dquarkus.redis.hosts=" + redis.start().get("quarkus.redis.hosts")));
        settings.addAll(extra);
        ServiceProcess a = null;
        try {
            a = new ServiceProcess(name + "-a", settings).start();
            return new CitusReplicas(a, new ServiceProcess(name + "-b", settings).start(), redis);
        } catch (Exception | Error e) {
            if (a != null) a.stop();
            redis.stop();
            throw e;
        }
    }

    void stop() throws InterruptedException {
        a.stop();
        b.stop();
        redis.stop();
    }
}
