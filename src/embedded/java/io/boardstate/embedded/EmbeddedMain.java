package io.boardstate.embedded;

import io.boardstate.api.BoardstateMain;
import io.quarkus.runtime.annotations.QuarkusMain;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Starts a real PostgreSQL from a Maven artifact, then the service on it: the zero-install way to
 * run the service (profile "embedded", which names this entry point in quarkus.package.main-class;
 * without the name it would clash with BoardstateMain, the default one). Data lives in
 * target/embedded-postgres and survives restarts. Redis is optional: without one the service runs
 * degraded, straight from Postgres.
 */
@QuarkusMain(name = "embedded")
public class EmbeddedMain {
    /** Where Postgres listens; its own variable, so two checkouts can run side by side. */
    static final String PORT_VARIABLE = "BOARDSTATE_EMBEDDED_PG_PORT";

    public static void main(String... args) throws IOException {
        Path data = Path.of(System.getProperty("boardstate.embedded.data", "target/embedded-postgres"));
        Files.createDirectories(data);
        int port = Integer.parseInt(System.getenv().getOrDefault(PORT_VARIABLE, "54329"));
        // The builder's shutdown hook stops Postgres when the JVM ends on SIGTERM or SIGINT; the finally
        // below stops it when the service returns on its own (dev mode's "q").
        EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                .setDataDirectory(data)
                .setCleanDataDirectory(false)
                .setPort(port)
                .start();
        String url = postgres.getJdbcUrl("postgres", "postgres");
        System.setProperty("quarkus.datasource.jdbc.url", url);
        System.setProperty("quarkus.datasource.username", "postgres");
        System.out.println("boardstate: embedded PostgreSQL on " + url + ", data in " + data.toAbsolutePath());
        try {
            BoardstateMain.main(args);
        } finally {
            postgres.close();
        }
    }
}
