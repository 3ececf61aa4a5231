package io.boardstate.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A statement kept in a resource file with parameters named {@code :name}, turned once at load time
 * into JDBC's positional {@code ?}; a name may occur more than once ({@code ::type} casts are left
 * alone). Lines starting with {@code --} are comments; the lines between {@code --<section>{} and
 * {@code --}} are kept only when {@code section} is asked for, so that one file holds a statement's
 * variants.
 */
final class NamedSql {
    private static final Pattern NAME = Pattern.compile("(?<!:):([A-Za-z_][A-Za-z0-9_]*)");

    private final String sql;
    private final Map<String, List<Integer>> positions;

    private NamedSql(String sql, Map<String, List<Integer>> positions) {
        this.sql = sql;
        this.positions = positions;
    }

    /** The statement in {@code resource} (on the class path), with the named sections kept. */
    static NamedSql load(String resource, String... sections) {
        String text;
        try (InputStream in = NamedSql.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("no SQL resource " + resource);
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return parse(text, List.of(sections));
    }

    static NamedSql parse(String text, List<String> sections) {
        StringBuilder kept = new StringBuilder();
        String section = null;
        for (String line : text.split("\n")) {
            String trimmed = line.strip();
            if (trimmed.startsWith("--") && trimmed.endsWith("{")) section = trimmed.substring(2, trimmed.length() - 1);
            else if (trimmed.equals("--}")) section = null;
            else if (trimmed.startsWith("--") || trimmed.isEmpty()) continue;
            else if (section == null || sections.contains(section))
                kept.append(trimmed).append('\n');
        }
        Map<String, List<Integer>> positions = new HashMap<>();
        StringBuilder sql = new StringBuilder();
        Matcher m = NAME.matcher(kept.toString().strip());
        int position = 0;
        while (m.find()) {
            positions.computeIfAbsent(m.group(1), n -> new ArrayList<>()).add(++position);
            m.appendReplacement(sql, "?");
        }
        m.appendTail(sql);
        return new NamedSql(sql.toString(), Map.copyOf(positions));
    }

    /** The statement as JDBC takes it. */
    String sql() {
        return sql;
    }

    /** The positions of {@code name} (1-based), for tests. */
    List<Integer> positions(String name) {
        return positions.getOrDefault(name, List.of());
    }

    /** Binds the parameters of one execution of the statement by name; {@link #done} checks all were. */
    Binder bind(Connection c, PreparedStatement s) {
        return new Binder(c, s);
    }

    final class Binder {
        private final Connection c;
        private final PreparedStatement s;
        private final BitSet bound = new BitSet();

        private Binder(Connection c, PreparedStatement s) {
            this.c = c;
            this.s = s;
        }

        /** Sets one parameter at a position; binding a name sets it at each of its positions. */
        @FunctionalInterface
        private interface Setter {
            void set(int position) throws SQLException;
        }

        private Binder each(String name, Setter setter) throws SQLException {
            List<Integer> at = positions.get(name);
            if (at == null) throw new IllegalArgumentException("no parameter :" + name + " in the statement");
            for (int i : at) setter.set(i);
            at.forEach(bound::set);
            return this;
        }

        Binder uuid(String name, UUID value) throws SQLException {
            return each(name, i -> s.setObject(i, value));
        }

        Binder bigint(String name, long value) throws SQLException {
            return each(name, i -> s.setLong(i, value));
        }

        Binder integer(String name, Integer value) throws SQLException {
            return each(name, i -> {
                if (value == null) s.setNull(i, Types.INTEGER);
                else s.setInt(i, value);
            });
        }

        Binder bool(String name, boolean value) throws SQLException {
            return each(name, i -> s.setBoolean(i, value));
        }

        Binder text(String name, String value) throws SQLException {
            return each(name, i -> s.setString(i, value));
        }

        Binder timestamp(String name, Instant value) throws SQLException {
            Timestamp at = value == null ? null : Timestamp.from(value);
            return each(name, i -> s.setTimestamp(i, at));
        }

        /**
         * One column of {@code rows} as an array of {@code type} (a Postgres element type, e.g.
         * {@code text}): {@code column} of each row, in order, for statements that unnest several
         * such arrays side by side.
         */
        <T> Binder array(String name, String type, List<T> rows, Function<T, ?> column) throws SQLException {
            Object[] values = rows.stream().map(column).toArray();
            return each(name, i -> s.setArray(i, c.createArrayOf(type, values)));
        }

        /** Throws unless every parameter of the statement was bound. */
        PreparedStatement done() {
            int missing = bound.nextClearBit(1);
            int count = positions.values().stream().mapToInt(List::size).sum();
            if (missing <= count)
                throw new IllegalStateException("parameter " + missing + " of the statement is not bound: " + sql);
            return s;
        }
    }
}
