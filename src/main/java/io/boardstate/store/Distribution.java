package io.boardstate.store;

import io.agroal.api.AgroalDataSource;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Spreads the schema over a Citus cluster at start-up, after the migrations, when the database has
 * the {@code citus} extension; on plain Postgres it does nothing. Idempotent: a schema already
 * distributed is left alone. A fresh one is distributed whole in one transaction (every per-match
 * table by match id, co-located with {@code match}; small shared tables as reference tables; the
 * command functions delegated to the match's worker), so that replicas starting together or a
 * crash mid-way never leave half of it. A schema found half distributed (by hand) or distributed
 * otherwise stops the start with the SQL that would finish the job. See
 * docs/operations/sharding.md.
 */
@ApplicationScoped
public class Distribution {
    private static final Logger LOG = Logger.getLogger(Distribution.class);

    /** Each table of the schema and how it is spread: by this column (co-located with match), or "reference". */
    static final Map<String, String> TABLES = new LinkedHashMap<>();

    static {
        TABLES.put("cache_key", "reference");
        TABLES.put("organizer_key", "reference");
        TABLES.put("webhook_subscription", "reference");
        TABLES.put("match", "id");
        TABLES.put("match_seat", "match_id");
        TABLES.put("match_event", "match_id");
        TABLES.put("match_snapshot", "match_id");
        TABLES.put("idempotency_record", "match_id");
        TABLES.put("match_timer", "match_id");
        TABLES.put("webhook_delivery", "match_id");
        TABLES.put("match_batch", "key_id");
        TABLES.put("organizer_batch", "reference"); // a few rows per round; read by any key of the organizer
    }

    /** The functions of one match (migration V12), run whole on the worker holding it. */
    static final List<String> FUNCTIONS = List.of("command_append", "command_settle");

    private final AgroalDataSource dataSource;
    private final String schema;
    // Null until the database was reached: whether it has the citus extension.
    private volatile Boolean citus;

    public Distribution(AgroalDataSource dataSource, @ConfigProperty(name = "boardstate.db.schema") String schema) {
        this.dataSource = dataSource;
        this.schema = schema;
    }

    // Before the pollers and anything else that reads the schema.
    void atStart(@Observes @Priority(0) StartupEvent started) {
        try {
            ensure();
        } catch (StoreException e) {
            // Unreachable now (the migrations are off too, or they would have stopped the start): the
            // service starts unready and the readiness check says so; the next start distributes.
            if (!(e.getCause() instanceof SQLException q)
                    || q.getSQLState() == null
                    || !q.getSQLState().startsWith("08")) throw e;
            LOG.warnf("database unreachable at start, schema distribution not checked: %s", q.getMessage());
        }
    }

    /** Distributes the schema if the database is a Citus coordinator and it is not yet; throws if half. */
    public void ensure() {
        try (Connection c = dataSource.getConnection()) {
            citus = citus(c);
            if (!citus) return;
            c.setAutoCommit(false);
            try {
                // One replica at a time; the others find the work done.
                try (Statement s = c.createStatement()) {
                    s.execute("SELECT pg_advisory_xact_lock(hashtext('boardstate distribution ' || current_schema()))");
                    // Distributing functions after tables in one transaction needs one connection per node.
                    s.execute("SET LOCAL citus.multi_shard_modify_mode TO 'sequential'");
                }
                Map<String, String> found = distributed(c);
                List<String> missing = new ArrayList<>();
                List<String> wrong = new ArrayList<>();
                for (Map.Entry<String, String> t : TABLES.entrySet()) {
                    String how = found.get(t.getKey());
                    if (how == null) missing.add(t.getKey());
                    else if (!how.equals(t.getValue())) wrong.add(t.getKey() + " (" + how + ")");
                }
                // Once match is distributed, a missing table is one a later migration added: it is
                // distributed now. Without match, some tables distributed means a hand-run step stopped halfway.
                boolean started = found.containsKey("match");
                if (!wrong.isEmpty() || (!started && !missing.isEmpty() && missing.size() < TABLES.size()))
                    throw new IllegalStateException(refusal(missing, wrong));
                if (!missing.isEmpty()) {
                    if (workers(c) == 0)
                        throw new IllegalStateException("The Citus coordinator has no worker to hold schema " + schema
                                + "; add workers first (SELECT citus_add_node('host', 5432)) and start again.");
                    LOG.infof("distributing schema %s over %d Citus workers", schema, workers(c));
                    try (Statement s = c.createStatement()) {
                        for (String table : missing) unpartition(c, table);
                        for (String sql : statements(missing)) s.execute(sql);
                    }
                }
                distributeFunctions(c);
                c.commit();
                if (!missing.isEmpty()) LOG.infof("schema %s distributed", schema);
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /**
     * Whether the database is a Citus coordinator, asked once it can be reached (the start asks
     * first); until then the answer is unknown, and taken as plain Postgres.
     */
    public boolean onCitus() {
        Boolean known = citus;
        if (known != null) return known;
        try (Connection c = dataSource.getConnection()) {
            citus = citus(c);
            return citus;
        } catch (SQLException e) {
            LOG.warnf("database unreachable, taken as plain Postgres for now: %s", e.getMessage());
            return false;
        }
    }

    static boolean citus(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT 1 FROM pg_extension WHERE extname = 'citus'")) {
            return r.next();
        }
    }

    private static int workers(Connection c) throws SQLException {
        try (Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT count(*) FROM pg_dist_node WHERE noderole = 'primary'"
                        + " AND isactive AND shouldhaveshards AND groupid <> 0")) {
            r.next();
            return r.getInt(1);
        }
    }

    /** The schema's tables Citus knows, each as "reference" or its distribution column (if co-located with match). */
    private Map<String, String> distributed(Connection c) throws SQLException {
        Map<String, String> found = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT t.relname, p.partmethod,"
                + " CASE WHEN p.partmethod = 'h' THEN column_to_column_name(p.logicalrelid, p.partkey) END,"
                + " p.colocationid = (SELECT colocationid FROM pg_dist_partition WHERE logicalrelid = to_regclass(?))"
                + " FROM pg_dist_partition p JOIN pg_class t ON t.oid = p.logicalrelid"
                + " JOIN pg_namespace n ON n.oid = t.relnamespace WHERE n.nspname = ? AND NOT t.relispartition")) {
            s.setString(1, qualified("match"));
            s.setString(2, schema);
            try (ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    String name = r.getString(1);
                    String method = r.getString(2);
                    String column = r.getString(3);
                    boolean withMatch = r.getBoolean(4);
                    String how = "n".equals(method)
                            ? "reference"
                            : "h".equals(method)
                                    ? (withMatch || name.equals("match_batch") ? column : column + " apart from match")
                                    : "method " + method;
                    found.put(name, how);
                }
            }
        }
        return found;
    }

    private void distributeFunctions(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT p.oid::regprocedure::text FROM pg_proc p"
                + " JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = ? AND p.proname = ANY(?)"
                + " AND NOT EXISTS (SELECT 1 FROM pg_dist_object o WHERE o.classid = 'pg_proc'::regclass"
                + "   AND o.objid = p.oid AND o.distribution_argument_index IS NOT NULL)")) {
            s.setString(1, schema);
            s.setArray(2, c.createArrayOf("text", FUNCTIONS.toArray()));
            for (String f : Rows.list(s, r -> r.getString(1)))
                try (PreparedStatement d = c.prepareStatement(
                        "SELECT create_distributed_function(?::regprocedure, 'p_match_id', colocate_with := ?)")) {
                    d.setString(1, f);
                    d.setString(2, qualified("match"));
                    d.execute();
                }
        }
    }

    /**
     * Turns a table hash-partitioned by match (V5) into a plain one with the same rows, columns,
     * defaults, constraint and index names: under Citus its shards spread it already, and 16
     * partitions per shard made distribution six times slower (114 s against 18 s for the schema on
     * two busy cores) for 512 relations per table. Nothing changes on plain Postgres.
     */
    private void unpartition(Connection c, String table) throws SQLException {
        String t = qualified(table);
        String plain = qualified(table + "__plain");
        List<String> rebuild = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement(
                "SELECT EXISTS (SELECT 1 FROM pg_partitioned_table" + " WHERE partrelid = to_regclass(?))")) {
            s.setString(1, t);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                if (!r.getBoolean(1)) return;
            }
        }
        // Keys and foreign keys by their names, then the other indexes, as the migrations made them.
        try (PreparedStatement s = c.prepareStatement("SELECT format('ALTER TABLE %s ADD CONSTRAINT %I %s', ?,"
                + " conname, pg_get_constraintdef(oid)) FROM pg_constraint WHERE conrelid = to_regclass(?)"
                + " AND contype IN ('p', 'u', 'f') ORDER BY contype DESC, conname")) {
            s.setString(1, t);
            s.setString(2, t);
            rebuild.addAll(Rows.list(s, r -> r.getString(1)));
        }
        try (PreparedStatement s = c.prepareStatement(
                "SELECT replace(pg_get_indexdef(i.indexrelid), ' ON ONLY ', ' ON ')"
                        + " FROM pg_index i WHERE i.indrelid = to_regclass(?)"
                        + " AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid) ORDER BY 1")) {
            s.setString(1, t);
            rebuild.addAll(Rows.list(s, r -> r.getString(1)));
        }
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + plain + " (LIKE " + t + " INCLUDING DEFAULTS INCLUDING CONSTRAINTS"
                    + " INCLUDING IDENTITY INCLUDING GENERATED INCLUDING STORAGE INCLUDING COMMENTS)");
            s.execute("INSERT INTO " + plain + " SELECT * FROM " + t);
            // A serial column's sequence belongs to its table: hand it over before the old one goes.
            List<String> owned = new ArrayList<>();
            try (ResultSet r = s.executeQuery("SELECT format('ALTER SEQUENCE %s OWNED BY %s.%I', d.objid::regclass, '"
                    + plain.replace("'", "''") + "', a.attname) FROM pg_depend d JOIN pg_attribute a"
                    + " ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid WHERE d.refobjid = to_regclass('"
                    + t.replace("'", "''") + "') AND d.classid = 'pg_class'::regclass AND d.deptype = 'a'"
                    + " AND (SELECT relkind FROM pg_class WHERE oid = d.objid) = 'S'")) {
                while (r.next()) owned.add(r.getString(1));
            }
            for (String sql : owned) s.execute(sql);
            s.execute("DROP TABLE " + t);
            s.execute("ALTER TABLE " + plain + " RENAME TO " + table);
            for (String sql : rebuild) s.execute(sql);
        }
    }

    /** The SQL that distributes {@code tables} as this class does, in order (reference tables first). */
    List<String> statements(Iterable<String> tables) {
        List<String> sql = new ArrayList<>();
        for (String t : tables) {
            String how = TABLES.get(t);
            String name = qualified(t).replace("'", "''");
            if (how.equals("reference")) sql.add("SELECT create_reference_table('" + name + "')");
            else if (t.equals("match") || t.equals("match_batch"))
                sql.add("SELECT create_distributed_table('" + name + "', '" + how + "', colocate_with => 'none')");
            else
                sql.add("SELECT create_distributed_table('" + name + "', '" + how + "', colocate_with => '"
                        + qualified("match").replace("'", "''") + "')");
        }
        return sql;
    }

    private String refusal(List<String> missing, List<String> wrong) {
        StringBuilder m = new StringBuilder("Schema " + schema + " is half distributed over Citus");
        if (!wrong.isEmpty())
            m.append("; distributed otherwise than boardstate needs: ").append(wrong);
        if (!missing.isEmpty()) {
            m.append("; not distributed: ").append(missing).append(". Finish it on the coordinator, then start again:");
            for (String sql : statements(missing)) m.append("\n  ").append(sql).append(';');
        }
        if (!wrong.isEmpty()) m.append("\nUndo the wrong ones first (SELECT undistribute_table('<table>')).");
        m.append("\nSee docs/operations/sharding.md.");
        return m.toString();
    }

    private String qualified(String table) {
        return "\"" + schema.replace("\"", "\"\"") + "\"." + table;
    }
}
