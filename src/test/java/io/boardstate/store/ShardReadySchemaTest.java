package io.boardstate.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.junit.jupiter.api.Test;

/**
 * The migrated schema is ready to shard by match (docs/operations/sharding.md): what Citus needs of a
 * distributed schema, checked on the catalog the migrations really produce.
 */
@QuarkusTest
class ShardReadySchemaTest {
    /** Tables holding rows of many matches, each to be distributed by match_id. */
    private static final Set<String> PER_MATCH = Set.of(
            "match_seat", "match_event", "match_snapshot", "idempotency_record", "match_timer", "webhook_delivery");

    /** Tables of no match: reference tables (copied to every node) and match_batch, distributed by its key_id. */
    private static final Set<String> NOT_PER_MATCH =
            Set.of("cache_key", "organizer_key", "organizer_batch", "match_batch", "webhook_subscription");

    @Inject
    AgroalDataSource db;

    @ConfigProperty(name = "boardstate.db.schema")
    String schema;

    @Test
    void perMatchTablesArePartitionedByHashOfMatchId() throws SQLException {
        List<String> found =
                rows("select c.relname || ' ' || p.partstrat::text || ' ' || a.attname from pg_partitioned_table p"
                        + " join pg_class c on c.oid = p.partrelid join pg_namespace n on n.oid = c.relnamespace"
                        + " join pg_attribute a on a.attrelid = c.oid and a.attnum = p.partattrs[0]"
                        + " where n.nspname = ? and p.partnatts = 1");
        assertEquals(PER_MATCH.stream().map(t -> t + " h match_id").collect(Collectors.toSet()), Set.copyOf(found));
    }

    @Test
    void everyTableExceptTheMatchAndTablesOfNoMatchIsPartitioned() throws SQLException {
        List<String> plain = rows("select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace"
                + " where n.nspname = ? and c.relkind = 'r' and not c.relispartition");
        Set<String> expected = new java.util.HashSet<>(NOT_PER_MATCH);
        expected.addAll(Set.of("match", "flyway_schema_history"));
        assertEquals(expected, Set.copyOf(plain));
    }

    @Test
    void uniqueConstraintsLeadWithTheDistributionColumn() throws SQLException {
        // Citus enforces unique and primary keys per shard only when they include the distribution column.
        List<String> keys = rows(
                "select t.relname || ' ' || a.attname from pg_index i"
                        + " join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace"
                        + " join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]"
                        + " where n.nspname = ? and i.indisunique and not t.relispartition"
                        + " and t.relname not in ('cache_key', 'organizer_key', 'webhook_subscription', 'organizer_batch', 'flyway_schema_history')");
        assertFalse(keys.isEmpty());
        for (String key : keys)
            assertTrue(key.equals("match id") || key.endsWith(" match_id") || key.equals("match_batch key_id"), key);
    }

    @Test
    void foreignKeysOnlyJoinRowsOfTheSameMatch() throws SQLException {
        // Co-located foreign keys: from (match_id) to match (id), nothing across matches.
        List<String> keys = rows("select c.conrelid::regclass::text || ': ' || pg_get_constraintdef(c.oid)"
                + " from pg_constraint c join pg_namespace n on n.oid = c.connamespace"
                + " join pg_class t on t.oid = c.conrelid"
                + " where n.nspname = ? and c.contype = 'f' and not t.relispartition");
        assertEquals(PER_MATCH.size(), keys.size(), keys.toString());
        for (String key : keys) assertTrue(key.endsWith("FOREIGN KEY (match_id) REFERENCES match(id)"), key);
    }

    private List<String> rows(String sql) throws SQLException {
        try (Connection c = db.getConnection();
                var statement = c.prepareStatement(sql)) {
            statement.setString(1, schema);
            List<String> out = new ArrayList<>();
            try (ResultSet rs = statement.executeQuery()) {
                while (rs.next()) out.add(rs.getString(1));
            }
            return out;
        }
    }
}
