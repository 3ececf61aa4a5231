package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
    private static final Path NODE_MODULES = Path.of(".ci/sdk/node_modules").toAbsolutePath();
    private static final Path TSC = NODE_MODULES.resolve("typescript/bin/tsc");

    @Test
    void typescriptFetchCompilesStrict() throws Exception {
        Path sdk = SdkCli.generate("typescript-fetch");
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
        tsc(SdkCli.generate("typescript-axios"), "index.ts");
    }

    @Test
    void javaNativeCompiles() throws Exception {
        Path sdk = SdkCli.generate("java", "--library", "native", "--additional-properties", "useJakartaEe=true");
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
        SdkCli.Run javac = SdkCli.run(900, null, command);
        assertEquals(0, javac.exit(), "javac compiles the java/native SDK:\n" + javac.output());
        Files.writeString(classes.resolve(".contract"), SdkCli.digest());
    }

    @Test
    void pythonCompiles() throws Exception {
        Path sdk = SdkCli.generate("python");
        SdkCli.Run compile = SdkCli.run(300, sdk, List.of("python3", "-m", "compileall", "-q", "openapi_client"));
        assertEquals(0, compile.exit(), "python -m compileall:\n" + compile.output());
    }

    @Test
    void openapiTypescriptWithOpenapiFetchCompilesStrict() throws Exception {
        Path dir = SdkCli.OUT.resolve("openapi-typescript");
        Files.createDirectories(dir);
        SdkCli.Run types = SdkCli.run(
                300,
                null,
                List.of(
                        "node",
                        NODE_MODULES.resolve("openapi-typescript/bin/cli.js").toString(),
                        SdkCli.CONTRACT.toString(),
                        "-o",
                        dir.resolve("schema.d.ts").toString()));
        assertEquals(0, types.exit(), "openapi-typescript:\n" + types.output());
        Files.copy(
                Path.of("src/test/ts/openapi-fetch-client.ts"),
                dir.resolve("client.ts"),
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        tsc(dir, "client.ts");
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
        SdkCli.Run tsc = SdkCli.run(600, dir, List.of("node", TSC.toString(), "-p", "tsconfig.check.json"));
        assertEquals(0, tsc.exit(), dir + ": tsc --strict:\n" + tsc.output());
    }
}
