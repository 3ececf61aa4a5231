package io.boardstate.api.problem;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.agroal.api.configuration.supplier.AgroalDataSourceConfigurationSupplier;
import io.agroal.api.security.NamePrincipal;
import java.net.InetAddress;
import java.net.ServerSocket;
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

    /**
     * Agroal says so with a plain SQLException, no SQL state: the real pool's, against the real
     * Postgres. The held connection is taken under a long timeout (a loaded machine may take a
     * while to connect), then the pool's timeout is shortened for the request that finds none.
     */
    @Test
    void aPoolWithNoFreeConnectionInTime() throws Exception {
        try (AgroalDataSource pool = pool(1, System.getProperty("boardstate.it.db-url", POSTGRES));
                Connection held = pool.getConnection()) {
            pool.getConfiguration().connectionPoolConfiguration().setAcquisitionTimeout(Duration.ofMillis(100));
            SQLException none = assertThrows(SQLException.class, pool::getConnection);
            assertTrue(ProblemMappers.databaseUnreachable(new RuntimeException(none)), none.toString());
        }
    }

    /** The same while the pool still waits for a new connection: a server that accepts and never answers. */
    @Test
    void aPoolStillConnectingWhenTheTimeIsUp() throws Exception {
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
                AgroalDataSource pool = pool(1, "jdbc:postgresql://127.0.0.1:" + silent.getLocalPort() + "/postgres")) {
            pool.getConfiguration().connectionPoolConfiguration().setAcquisitionTimeout(Duration.ofMillis(100));
            SQLException none = assertThrows(SQLException.class, pool::getConnection);
            assertTrue(ProblemMappers.databaseUnreachable(new RuntimeException(none)), none.toString());
        }
    }

    private static final String POSTGRES = "jdbc:postgresql://127.0.0.1:5432/postgres";

    /** A real Agroal pool; its acquisition timeout only stops a broken test from hanging the build. */
    private static AgroalDataSource pool(int size, String url) throws SQLException {
        return AgroalDataSource.from(
                new AgroalDataSourceConfigurationSupplier().connectionPoolConfiguration(p -> p.maxSize(size)
                        .acquisitionTimeout(Duration.ofMinutes(2))
                        .connectionFactoryConfiguration(f -> f.jdbcUrl(url).principal(new NamePrincipal("postgres")))));
    }
}
