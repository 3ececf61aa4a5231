package io.boardstate.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.Ports;
import io.boardstate.support.RedisTestResource;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The ways to run the service that the documentation gives, run as written: the README's run command
 * (embedded Postgres, dev mode) in a fresh copy of the checkout, and the packaged jar's command from
 * docs/operations/running.md. Each must answer, host a match of every game with a few legal
 * commands, serve the viewer, and stop on a signal leaving nothing running.
 */
class NewcomerPathIT {
    /** Dev mode on a fresh checkout builds everything first (and may download what it lacks). */
    private static final Duration FIRST_ANSWER_DEV = Duration.ofMinutes(15);

    private static final Duration FIRST_ANSWER_JAR = Duration.ofMinutes(5);
    private static final Path README = Path.of("README.md");
    private static final Path RUNNING = Path.of("docs/operations/running.md");

    /**
     * In a copy of the checkout as a clone of it would be if everything were committed (tracked and
     * untracked files that git does not ignore; no target/): the honest newcomer's tree, and dev mode
     * never builds in the tree Maven is building. Uncommitted changes are included on purpose, so a
     * change is tested before it is committed; in CI (a fresh clone) the copy equals HEAD.
     */
    @Test
    void theReadmeRunCommandServesAFreshCheckout() throws Exception {
        String command = DocCommands.readmeRunCommand(README);
        Path checkout = Files.createTempDirectory("boardstate-newcomer-");
        int pgPort = Ports.free();
        try {
            copyCheckout(checkout);
            Map<String, String> environment = environment();
            environment.put("BOARDSTATE_EMBEDDED_PG_PORT", Integer.toString(pgPort));
            // Redis is optional: a port nothing listens on, so the run also shows the degraded service works.
            environment.put("BOARDSTATE_REDIS_URL", "redis://127.0.0.1:" + Ports.free());
            // Not the command's business, the machine's: no debugger port (5005 may be taken), no prompt.
            environment.put(
                    "MAVEN_OPTS",
                    (System.getenv().getOrDefault("MAVEN_OPTS", "")
                                    + " -Ddebug=false -Dquarkus.analytics.disabled=true")
                            .strip());
            runAndPlay(command, "README.md, ## Run it", checkout, environment, FIRST_ANSWER_DEV, "INT");
            assertNoPostgresOn(pgPort, command);
        } finally {
            postgresOn(pgPort).forEach(ProcessHandle::destroy); // after a failure: leave no Postgres behind
            deleteTree(checkout);
        }
    }

    /** The packaged jar of this build (Failsafe runs after package), on the ITs' Postgres and a Redis. */
    @Test
    void thePackagedJarCommandServes() throws Exception {
        String command = DocCommands.command(RUNNING, "## The packaged jar", "java ");
        assertTrue(Files.isRegularFile(Path.of("target/quarkus-app/quarkus-run.jar")), "package the service first");
        ItStore.reset();
        RedisTestResource redis = new RedisTestResource();
        try {
            Map<String, String> environment = environment();
            environment.put("BOARDSTATE_DB_URL", ItStore.DB_URL);
            environment.put("BOARDSTATE_DB_SCHEMA", ItStore.SCHEMA);
            environment.put("BOARDSTATE_REDIS_URL", redis.start().get("quarkus.redis.hosts"));
            // SIGTERM: what docker stop and Kubernetes send.
            runAndPlay(command, RUNNING + ", ## The packaged jar", Path.of(""), environment, FIRST_ANSWER_JAR, "TERM");
        } finally {
            redis.stop();
        }
    }

    private static void runAndPlay(
            String command, String source, Path directory, Map<String, String> environment, Duration cap, String signal)
            throws Exception {
        String name = command.startsWith("java ") ? "jar" : "dev";
        Path log = Path.of("target/it-newcomer-" + name + ".log").toAbsolutePath();
        String base = "http://127.0.0.1:" + environment.get("PORT");
        long started = System.nanoTime();
        try (DocumentedRun run = DocumentedRun.start(command, source, directory.toAbsolutePath(), environment, log)) {
            run.awaitAnswer(URI.create(base + "/v1/rulesets"), cap);
            long answered = System.nanoTime();
            try {
                List<String> matches = FirstSteps.playEveryGame(base);
                FirstSteps.openTheViewer(base, matches.get(0));
                int health = io.restassured.RestAssured.given()
                        .baseUri("http://127.0.0.1:" + environment.get("MANAGEMENT_PORT"))
                        .get("/q/health/ready")
                        .statusCode();
                assertEquals(200, health, "ready on the management port");
            } catch (AssertionError | RuntimeException e) {
                throw run.failure("served wrongly: " + e.getMessage(), e);
            }
            int exit = run.stop(signal);
            System.out.printf(
                    "newcomer path: `%s` answered after %d s, played every game, stopped on SIG%s with %d (%d s in all)%n",
                    command,
                    (answered - started) / 1_000_000_000L,
                    signal,
                    exit,
                    (System.nanoTime() - started) / 1_000_000_000L);
        }
    }

    /** Free ports for the API and the management interface, and this JDK for java and the Maven wrapper. */
    private static Map<String, String> environment() {
        Map<String, String> environment = new HashMap<>();
        environment.put("PORT", Integer.toString(Ports.free()));
        environment.put("MANAGEMENT_PORT", Integer.toString(Ports.free()));
        String javaHome = System.getProperty("java.home");
        environment.put("JAVA_HOME", javaHome);
        environment.put("PATH", javaHome + "/bin:" + System.getenv("PATH"));
        return environment;
    }

    /** The embedded Postgres stopped with the service: no process of it left, nothing on its port. */
    private static void assertNoPostgresOn(int port, String command) throws Exception {
        List<String> left =
                postgresOn(port).stream().map(DocumentedRun::describe).toList();
        assertEquals(List.of(), left, "`" + command + "` left its Postgres running");
        try (Socket ignored = new Socket("127.0.0.1", port)) {
            throw new AssertionError("`" + command + "` left something listening on Postgres's port " + port);
        } catch (IOException refused) {
            // stopped
        }
    }

    private static List<ProcessHandle> postgresOn(int port) {
        return ProcessHandle.allProcesses()
                .filter(ProcessHandle::isAlive)
                .filter(p -> {
                    String line = DocumentedRun.describe(p);
                    return line.contains("postgres") && line.contains("-p " + port + " ");
                })
                .toList();
    }

    private static void copyCheckout(Path target) throws IOException, InterruptedException {
        Process git = new ProcessBuilder("git", "ls-files", "-z", "--cached", "--others", "--exclude-standard")
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
        String listing = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, git.waitFor(), "git lists the checkout's files (this test needs a git checkout)");
        for (String file : listing.split("\0")) {
            Path source = Path.of(file);
            if (file.isEmpty() || !Files.isRegularFile(source)) continue; // deleted, not yet committed
            Path copy = target.resolve(file);
            Files.createDirectories(copy.getParent());
            Files.copy(source, copy, java.nio.file.StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }
}
