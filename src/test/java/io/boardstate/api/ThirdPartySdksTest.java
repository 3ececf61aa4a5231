package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The SDKs a third party makes from the published contract, with the tools it would use, compile as
 * generated: the openapi-generator CLI (the pinned Maven Central artifact, validation on) for
 * typescript-fetch and typescript-axios ({@code tsc --strict}), java/native ({@code javac}) and python
 * ({@code python -m compileall}); and openapi-typescript's types with openapi-fetch, against a
 * client that submits a legal command as it is. Each SDK is generated again only when the contract
 * changed (target/sdk-cli/&lt;generator&gt;/.contract). Tools: {@code npm ci --prefix .ci/sdk}.
 */
class ThirdPartySdksTest {
    private static final Path CONTRACT = Path.of("openapi/openapi.yaml");
    private static final Path CLI = Path.of("target/tools/openapi-generator-cli.jar");
    private static final Path OUT = Path.of("target/sdk-cli");
    private static final Path NODE_MODULES = Path.of(".ci/sdk/node_modules").toAbsolutePath();
    private static final Path TSC = NODE_MODULES.resolve("typescript/bin/tsc");

    @Test
    void typescriptFetchCompilesStrict() throws Exception {
        Path sdk = generate("typescript-fetch");
        tsc(sdk, "index.ts");
        String body = Files.readString(sdk.resolve("models/GameCommand.ts"));
        assertTrue(
                body.contains("{ type: 'endTurn' } & SmallworldCommandEndTurn |")
                        && body.contains("{ type: 'placeTeam' } & GreatFireOfLondon1666CommandPlaceTeam |"),
                "the command body is one union of every game's commands, discriminated by type");
        assertTrue(
                Files.readString(sdk.resolve("models/SmallworldUndergroundCommand.ts"))
                        .contains("{ type: 'conquer' } & SmallworldCommandConquer"),
                "the editions of a family share the schema of a command they share");
        assertTrue(Files.isRegularFile(sdk.resolve("apis/WebhooksApi.ts")), "the webhook subscriptions have a client");
    }

    @Test
    void typescriptAxiosCompilesStrict() throws Exception {
        tsc(generate("typescript-axios"), "index.ts");
    }

    @Test
    void javaNativeCompiles() throws Exception {
        Path sdk = generate("java", "--library", "native", "--additional-properties", "useJakartaEe=true");
        Path classes = sdk.resolve("classes");
        if (Files.isRegularFile(classes.resolve(".contract"))) return; // compiled from this contract already
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "javac").toString(),
                "-nowarn",
                "-proc:none",
                "-d",
                classes.toString(),
                "-cp",
                System.getProperty("java.class.path"))); // the SDK's dependencies: Jackson, jakarta.annotation, ...
        try (Stream<Path> files = Files.walk(sdk.resolve("src/main/java"))) {
            files.filter(f -> f.toString().endsWith(".java")).forEach(f -> command.add(f.toString()));
        }
        Run javac = run(900, null, command);
        assertEquals(0, javac.exit(), "javac compiles the java/native SDK:\n" + javac.output());
        Files.writeString(classes.resolve(".contract"), digest());
    }

    @Test
    void pythonCompiles() throws Exception {
        Path sdk = generate("python");
        Run compile = run(300, sdk, List.of("python3", "-m", "compileall", "-q", "openapi_client"));
        assertEquals(0, compile.exit(), "python -m compileall:\n" + compile.output());
    }

    @Test
    void openapiTypescriptWithOpenapiFetchCompilesStrict() throws Exception {
        Path dir = OUT.resolve("openapi-typescript");
        Files.createDirectories(dir);
        Run types = run(
                300,
                null,
                List.of(
                        "node",
                        NODE_MODULES.resolve("openapi-typescript/bin/cli.js").toString(),
                        CONTRACT.toString(),
                        "-o",
                        dir.resolve("schema.d.ts").toString()));
        assertEquals(0, types.exit(), "openapi-typescript:\n" + types.output());
        Files.copy(
                Path.of("src/test/ts/openapi-fetch-client.ts"),
                dir.resolve("client.ts"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        tsc(dir, "client.ts");
    }

    /** Runs the CLI for one generator into target/sdk-cli/<name>, unless it already ran on this contract. */
    private static Path generate(String generator, String... options) throws Exception {
        assertTrue(Files.isRegularFile(CLI), "the build copies the openapi-generator CLI to " + CLI);
        Path sdk = OUT.resolve(generator);
        Path stamp = sdk.resolve(".contract");
        if (Files.isRegularFile(stamp) && Files.readString(stamp).equals(digest())) return sdk;
        deleteTree(sdk);
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-jar",
                CLI.toString(),
                "generate",
                "-g",
                generator,
                "-i",
                CONTRACT.toString(),
                "-o",
                sdk.toString()));
        command.addAll(List.of(options));
        Run cli = run(600, null, command);
        assertEquals(0, cli.exit(), generator + ": the CLI generates (validation on):\n" + cli.output());
        assertTrue(
                cli.output().lines().noneMatch(l -> l.contains("Duplicate file path")),
                generator + ": two files of the same name (one overwrote the other):\n" + cli.output());
        Files.writeString(stamp, digest());
        return sdk;
    }

    /** tsc --strict over the generated files (the axios SDK imports axios from .ci/sdk). */
    private static void tsc(Path dir, String entry) throws Exception {
        assertTrue(Files.isRegularFile(TSC), "typescript is not installed: run `npm ci --prefix .ci/sdk`");
        Path modules = dir.resolve("node_modules");
        if (!Files.exists(modules, java.nio.file.LinkOption.NOFOLLOW_LINKS))
            Files.createSymbolicLink(modules, NODE_MODULES);
        Files.writeString(dir.resolve("tsconfig.check.json"), """
                {"compilerOptions": {"strict": true, "noEmit": true, "target": "ES2022", "module": "commonjs",
                  "moduleResolution": "node", "lib": ["ES2022", "DOM", "DOM.Iterable"], "types": []},
                 "files": ["%s"]}
                """.formatted(entry));
        Run tsc = run(600, dir, List.of("node", TSC.toString(), "-p", "tsconfig.check.json"));
        assertEquals(0, tsc.exit(), dir + ": tsc --strict:\n" + tsc.output());
    }

    private static String digest() throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256")
                        .digest((Files.readString(CONTRACT) + ThirdPartySdksTest.class.getName())
                                .getBytes(StandardCharsets.UTF_8)));
    }

    record Run(int exit, String output) {}

    private static Run run(int seconds, Path dir, List<String> command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        if (dir != null) builder.directory(dir.toFile());
        Process process = builder.start();
        StringBuilder output = new StringBuilder();
        Thread reader = Thread.ofVirtual().start(() -> {
            try {
                output.append(new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                output.append(e);
            }
        });
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            reader.join(5_000);
            throw new AssertionError(String.join(" ", command) + " did not finish in " + seconds + " s:\n" + output);
        }
        reader.join();
        String text = output.toString();
        return new Run(process.exitValue(), text.length() > 20_000 ? text.substring(0, 20_000) + "..." : text);
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
