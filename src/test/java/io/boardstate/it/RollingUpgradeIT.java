package io.boardstate.it;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.support.RedisTestResource;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A rolling upgrade with a migration (docs/operations/runbook.md): the previous release (the commit before
 * the one that added the newest migration, built from this repository's history) runs, a replica of this build
 * starts beside it and migrates the schema, and the previous release keeps serving on the
 * migrated schema — creating matches, reading, and playing moves on the same matches as the new
 * replica — with no error and one consistent log.
 */
class RollingUpgradeIT {
    private static final String SCHEMA = ItStore.SCHEMA;
    private static RedisTestResource redis;
    private static List<String> settings;
    private static String previousJar;

    @BeforeAll
    static void previousReleaseAndInfrastructure() throws Exception {
        String previous = previousRelease();
        // A checkout without history (a shallow clone, a source archive) has no previous release to run.
        org.junit.jupiter.api.Assumptions.assumeTrue(
                previous != null, "the repository's history is not here: no previous release to build");
        previousJar = buildPreviousRelease(previous);
        ItStore.reset();
        redis = new RedisTestResource();
        settings = ItStore.settings(redis.start().get("quarkus.redis.hosts"));
    }

    @AfterAll
    static void stopRedis() {
        if (redis != null) redis.stop();
    }

    @Test
    void thePreviousReleaseKeepsWorkingOnTheMigratedSchema() throws Exception {
        try (ServiceProcess old = new ServiceProcess("upgrade-previous", settings)
                .jar(previousJar)
                .start()) {
            String before = createMatch(old, BASE, 1);
            play(old, before, 6);
            try (ServiceProcess current = new ServiceProcess("upgrade-current", settings).start()) {
                assertEquals(newestMigration(), schemaVersion(), "the new replica migrated the schema");
                // Both releases serve the same matches, old and new, one move each in turn. The
                // editions' matches created by the new replica are the risky ones: every state,
                // snapshot and event it writes must be read by the previous release
                // (docs/adr/0004-stored-format-evolution.md).
                String after = createMatch(old, BASE, 2);
                String fresh = createMatch(current, BASE, 3);
                String underground = createMatch(current, UNDERGROUND, 4);
                String warcraft = createMatch(current, WARCRAFT, 5);
                String oldUnderground = createMatch(old, UNDERGROUND, 6);
                for (String match : List.of(before, after, fresh, underground, warcraft, oldUnderground)) {
                    int moves = RULESETS.get(match).equals(BASE) ? 4 : 16;
                    for (int i = 0; i < moves; i++) play(i % 2 == 0 ? old : current, match, 1);
                    // The releases use different Redis keys (hash tags came in V5's release): a
                    // view of the previous release may be up to boardstate.cache.trust-for old.
                    Thread.sleep(1_200);
                    JsonPath seenByOld = view(old, match);
                    JsonPath seenByNew = view(current, match);
                    assertEquals(seenByOld.getLong("version"), seenByNew.getLong("version"), match);
                    assertEquals(events(old, match), events(current, match), "one log, whichever release reads it");
                    // The coin ledger is derived when the log is read: the new replica shows it for
                    // every match, whichever release wrote the events; a previous release from before
                    // the ledger shows none, one from after it (any built for a later migration) the same.
                    JsonPath seenByNewSeat0 = firstEvent(current, match);
                    assertEquals(
                            List.of(0, 1, 2),
                            seenByNewSeat0.getList("items[0].coins.seat"),
                            match + ": the ledger opens with every seat's coins");
                    assertEquals(5, seenByNewSeat0.getInt("items[0].coins[0].amount"), "seat 0 sees its own");
                    Object oldCoins = firstEvent(old, match).get("items[0].coins");
                    assertTrue(
                            oldCoins == null || oldCoins.equals(seenByNewSeat0.get("items[0].coins")),
                            "the previous release shows no ledger, or the same one: " + oldCoins);
                }
            }
        }
    }

    private static final Map<String, List<String>> TOKENS = new java.util.HashMap<>();

    private static final String BASE = "smallworld";
    private static final String UNDERGROUND = "smallworld-underground";
    private static final String WARCRAFT = "smallworld-warcraft";
    private static final Map<String, String> RULESETS = new java.util.HashMap<>();

    private static String createMatch(ServiceProcess service, String ruleset, int seed) {
        JsonPath created = given().baseUri(service.baseUri())
                .contentType(ContentType.JSON)
                .body(Map.of("ruleset", ruleset, "players", List.of(Map.of(), Map.of(), Map.of()), "seed", seed))
                .post("/v1/matches")
                .then()
                .statusCode(201)
                .extract()
                .jsonPath();
        String id = created.getString("match.id");
        TOKENS.put(id, created.getList("seats.token", String.class));
        RULESETS.put(id, ruleset);
        return id;
    }

    /**
     * Plays moves as a client does: a 412 (another replica moved first, or this replica's view was
     * up to boardstate.cache.trust-for old) means read again and retry, for as long as a loaded machine
     * may need; anything else must be 200.
     */
    private static void play(ServiceProcess service, String match, int moves) throws InterruptedException {
        Random random = new Random(match.hashCode());
        long lastMove = System.nanoTime();
        for (int i = 0; i < moves; ) {
            boolean mayRetry = System.nanoTime() - lastMove < Patience.CAP.toNanos();
            JsonPath view = view(service, match);
            String token = TOKENS.get(match).get(view.getInt("toAct[0]"));
            List<Map<String, Object>> commands = given().baseUri(service.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .get("/v1/matches/" + match + "/legal-commands")
                    .then()
                    .statusCode(200)
                    .extract()
                    .jsonPath()
                    .getList("commands");
            if (commands.isEmpty() && mayRetry) { // a view older than the head: another seat acts
                Thread.sleep(100);
                continue;
            }
            Response submit = given().baseUri(service.baseUri())
                    .header("Authorization", "Bearer " + token)
                    .header("If-Match", "\"" + view.getLong("version") + "\"")
                    .contentType(ContentType.JSON)
                    .body(commands.get(random.nextInt(commands.size())))
                    .post("/v1/matches/" + match + "/commands");
            if (submit.statusCode() == 412 && mayRetry) {
                Thread.sleep(100);
                continue;
            }
            assertEquals(200, submit.statusCode(), submit.asString());
            i++;
            lastMove = System.nanoTime();
        }
    }

    private static JsonPath view(ServiceProcess service, String match) {
        return given().baseUri(service.baseUri())
                .get("/v1/matches/" + match)
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static List<Object> events(ServiceProcess service, String match) {
        return given().baseUri(service.baseUri())
                .get("/v1/matches/" + match + "/events")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath()
                .getList("items.type");
    }

    /** The log's first page as seat 0 sees it. */
    private static JsonPath firstEvent(ServiceProcess service, String match) {
        return given().baseUri(service.baseUri())
                .header("Authorization", "Bearer " + TOKENS.get(match).get(0))
                .get("/v1/matches/" + match + "/events")
                .then()
                .statusCode(200)
                .extract()
                .jsonPath();
    }

    private static String schemaVersion() throws Exception {
        try (Connection c = ItStore.connect();
                var rs = c.createStatement()
                        .executeQuery(
                                "select max(version::int) from " + SCHEMA + ".flyway_schema_history where success")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private static String newestMigration() throws IOException {
        try (var files = Files.list(Path.of("src/main/resources/db/migration"))) {
            return files.map(f -> f.getFileName().toString())
                    .map(n -> n.substring(1, n.indexOf("__")))
                    .map(Integer::parseInt)
                    .max(Integer::compare)
                    .map(String::valueOf)
                    .orElseThrow();
        }
    }

    /**
     * The commit before the one that added the newest migration, or null when this checkout lacks
     * the history. Later edits of that migration before it landed (on a branch) do not count: the
     * previous release never ran them.
     */
    private static String previousRelease() {
        try {
            String newest;
            try (var files = Files.list(Path.of("src/main/resources/db/migration"))) {
                newest = files.map(f -> f.getFileName().toString())
                        .filter(n -> n.matches("V\\d+__.*\\.sql"))
                        .max(Comparator.comparingInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))))
                        .orElseThrow();
            }
            String added = git(
                    "log", "--diff-filter=A", "-1", "--format=%H", "--", "src/main/resources/db/migration/" + newest);
            String previous = git("rev-parse", "--verify", "--quiet", added + "^{commit}^");
            git("cat-file", "-t", previous);
            return previous;
        } catch (Exception noHistory) {
            return null;
        }
    }

    /** Builds that commit (cached under target/previous-release) and returns its jar. */
    private static String buildPreviousRelease(String previous) throws Exception {
        File dir = new File("target/previous-release/" + previous);
        File jar = new File(dir, "target/quarkus-app/quarkus-run.jar");
        if (jar.exists()) return jar.getPath();
        dir.mkdirs();
        run(new File("."), "sh", "-c", "git archive " + previous + " | tar -x -C " + dir.getPath());
        Path mavenRepo = Path.of(System.getProperty("user.home"), ".m2", "repository");
        List<String> build = new ArrayList<>(List.of(
                new File(dir, "mvnw").getAbsolutePath(),
                "-q",
                "-B",
                "-o",
                "-Dmaven.repo.local=" + mavenRepo,
                "package",
                "-DskipTests",
                "-Dspotless.check.skip=true"));
        try {
            run(dir, build.toArray(String[]::new));
        } catch (IllegalStateException offlineMissing) {
            build.remove("-o"); // a plugin the previous release needs is not cached yet
            run(dir, build.toArray(String[]::new));
        }
        assertTrue(jar.exists(), "the previous release was built: " + jar);
        return jar.getPath();
    }

    private static String git(String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        String out = run(new File("."), command.toArray(String[]::new)).trim();
        if (out.isEmpty()) throw new IllegalStateException("git " + String.join(" ", args) + " printed nothing");
        return out;
    }

    private static String run(File dir, String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command)
                .directory(dir)
                .redirectErrorStream(true)
                .start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(15, TimeUnit.MINUTES) || p.exitValue() != 0)
            throw new IllegalStateException(String.join(" ", command) + " failed (needs the repository's history): "
                    + out.substring(Math.max(0, out.length() - 2000)));
        return out;
    }
}
