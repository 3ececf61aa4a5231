package io.boardstate.api.problem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.configuration.supplier.AgroalDataSourceConfigurationSupplier;
import io.agroal.api.security.NamePrincipal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every SQL state that means "Postgres cannot serve now" is a 503 STORE_UNAVAILABLE (nothing
 * changed, retry), however deep the driver's exception is wrapped, and so is a pool with no free
 * connection in time; a constraint or syntax error is not.
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

    /** Agroal says so with a plain SQLException, no SQL state: the real pool's, against the real Postgres. */
    @Test
    void aPoolWithNoFreeConnectionInTime() throws Exception {
        try (AgroalDataSource pool = AgroalDataSource.from(
                        new AgroalDataSourceConfigurationSupplier().connectionPoolConfiguration(p -> p.maxSize(1)
                                .acquisitionTimeout(Duration.ofMillis(100))
                                .connectionFactoryConfiguration(f -> f.jdbcUrl(System.getProperty(
                                                "boardstate.it.db-url", "jdbc:postgresql://127.0.0.1:5432/postgres"))
                                        .principal(new NamePrincipal("postgres")))));
                Connection held = pool.getConnection()) {
            SQLException none = assertThrows(SQLException.class, pool::getConnection);
            assertTrue(ProblemMappers.databaseUnreachable(new RuntimeException(none)), none.toString());
        }
    }
}
