package io.boardstate.api.problem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every SQL state that means "Postgres cannot serve now" is a 503 STORE_UNAVAILABLE (nothing
 * changed, retry), however deep the driver's exception is wrapped; a constraint or syntax error is not.
 */
class StoreUnavailableStatesTest {
    @ParameterizedTest
    @ValueSource(strings = {"08006", "08001", "57P01", "57P02", "57P03", "53300", "53100"})
    void unavailable(String state) {
        SQLException sql = new SQLException("server says " + state, state);
        assertTrue(ProblemMappers.databaseUnreachable(new RuntimeException(new IllegalStateException(sql))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"23505", "42601", "22P02", "40001"})
    void notUnavailable(String state) {
        assertFalse(ProblemMappers.databaseUnreachable(new RuntimeException(new SQLException("no", state))));
    }
}
