package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The typescript-fetch SDK that openapi-generator makes from openapi/openapi.yaml (untouched,
 * target/sdk/typescript-fetch) compiles with {@code tsc --strict} together with a bot written
 * only against it (src/test/ts/bot.ts), and the bot plays a full match against this service in
 * Node while following it live: a spectator over Server-Sent Events, a seat over NDJSON with one
 * dropped and resumed connection, every event decoded with the SDK's models. TypeScript comes from
 * .ci/lint's package.json ({@code npm ci --prefix .ci/lint}).
 */
@QuarkusTest
class TypeScriptSdkPlaysTest {
    private static final Path SDK = Path.of("target/sdk/typescript-fetch");
    private static final Path TSC = Path.of(".ci/lint/node_modules/typescript/bin/tsc");
    private static final Path WORK = Path.of("target/ts-bot");

    @TestHTTPResource("/")
    URL root;

    @BeforeAll
    static void compile() throws Exception {
        assertTrue(Files.isRegularFile(SDK.resolve("index.ts")), "the build generates the SDK before the tests");
        assertTrue(Files.isRegularFile(TSC), "typescript is not installed: run `npm ci --prefix .ci/lint`");
        SdkCli.deleteTree(WORK);
        Files.createDirectories(WORK);
        for (String file : List.of("bot.ts", "tsconfig.json"))
            Files.copy(Path.of("src/test/ts", file), WORK.resolve(file));
        for (String part : List.of("index.ts", "runtime.ts", "apis", "models"))
            copyTree(SDK.resolve(part), WORK.resolve("sdk").resolve(part));
        SdkCli.Run tsc = run(
                120,
                "node",
                TSC.toString(),
                "--strict",
                "-p",
                WORK.resolve("tsconfig.json").toString());
        assertEquals(0, tsc.exit(), "tsc --strict compiles the SDK and the bot:\n" + tsc.output());
    }

    @ParameterizedTest
    @ValueSource(strings = {"smallworld", "smallworld-underground", "smallworld-warcraft", "great-fire-of-london-1666"})
    void theTypeScriptSdkPlaysAFullMatchAndFollowsItLive(String ruleset) throws Exception {
        String base = root.toString().replaceAll("/$", "");
        SdkCli.Run bot = run(600, "node", WORK.resolve("out/bot.js").toString(), base, ruleset, "7");
        assertEquals(0, bot.exit(), ruleset + ": the bot plays to the end:\n" + bot.output());
        List<String> lines = bot.output().lines().filter(l -> l.startsWith("{")).toList();
        assertEquals(1, lines.size(), bot.output());
        JsonPath summary = JsonPath.from(lines.getFirst());
        assertEquals(ruleset, summary.getString("ruleset"));
        long version = summary.getLong("version");
        assertTrue(summary.getInt("commands") > 10, bot.output());
        assertEquals(version, summary.getLong("sse"), "SSE: every version once");
        assertEquals(version, summary.getLong("ndjson"), "NDJSON: every version once across the dropped connection");
        assertEquals(2, summary.getInt("connections"), "the NDJSON stream was resumed");
        assertEquals(1, summary.getInt("conflicts"), "a stale If-Match came back as a typed Problem");
        // what the bot saw is the service's log
        assertEquals(
                version,
                io.restassured.RestAssured.given()
                        .get("/v1/matches/" + summary.getString("matchId"))
                        .jsonPath()
                        .getLong("version"));
    }

    private static SdkCli.Run run(int seconds, String... command) throws Exception {
        return SdkCli.run(seconds, null, List.of(command));
    }

    private static void copyTree(Path from, Path to) throws IOException {
        if (Files.isRegularFile(from)) {
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
            return;
        }
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) Files.createDirectories(target);
                else Files.copy(file, target);
            }
        }
    }
}
