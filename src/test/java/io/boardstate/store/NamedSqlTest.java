package io.boardstate.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Named parameters become JDBC's positional ones once, casts stay, sections come and go. */
class NamedSqlTest {
    @Test
    void namesBecomePositionsAndCastsStay() {
        NamedSql sql = NamedSql.parse(
                "-- a comment with :notAParameter\nSELECT :a::jsonb, :b, :a::text\n--extra{\n, :c\n--}\nFROM t",
                List.of());

        assertEquals("SELECT ?::jsonb, ?, ?::text\nFROM t", sql.sql());
        assertEquals(List.of(1, 3), sql.positions("a"));
        assertEquals(List.of(2), sql.positions("b"));
        assertEquals(List.of(), sql.positions("c"));
        assertEquals(List.of(), sql.positions("notAParameter"));
    }

    @Test
    void aSectionAskedForIsKept() {
        NamedSql sql = NamedSql.parse("SELECT :a\n--extra{\n, :c\n--}\nFROM t", List.of("extra"));

        assertEquals("SELECT ?\n, ?\nFROM t", sql.sql());
        assertEquals(List.of(2), sql.positions("c"));
    }

    @Test
    void theCommandStatementsLoad() {
        NamedSql append = NamedSql.load("db/sql/append.sql");
        NamedSql settle = NamedSql.load("db/sql/settle.sql");

        assertTrue(append.sql().startsWith("SELECT stored"));
        assertFalse(append.sql().contains(":" + "matchId"));
        assertEquals(1, append.positions("matchId").size());
        assertEquals(1, append.positions("notificationKinds").size());
        assertEquals(1, settle.positions("matchId").size());
    }
}
