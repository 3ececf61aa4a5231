package io.boardstate.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** A query's rows read into a list: the loop the store's list reads share. */
final class Rows {
    private Rows() {}

    /** One row read into a value; {@code r} stands on the row. */
    @FunctionalInterface
    interface Reader<T> {
        T read(ResultSet r) throws SQLException;
    }

    /** Runs {@code q} and reads each row with {@code row}, in the order the rows come; the list may be changed (shuffled). */
    static <T> List<T> list(PreparedStatement q, Reader<T> row) throws SQLException {
        List<T> out = new ArrayList<>();
        try (ResultSet r = q.executeQuery()) {
            while (r.next()) out.add(row.read(r));
        }
        return out;
    }
}
