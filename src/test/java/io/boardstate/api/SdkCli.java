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

/**
 * The openapi-generator CLI as a third party runs it (the pinned Maven Central artifact the build
 * copies to target/tools), and the external tools the SDK tests run on what it makes.
 */
final class SdkCli {
    static final Path CONTRACT = Path.of("openapi/openapi.yaml");
    static final Path CLI = Path.of("target/tools/openapi-generator-cli.jar");
    static final Path OUT = Path.of("target/sdk-cli");

    private SdkCli() {}

    /** Runs the CLI for one generator into target/sdk-cli/<name>, unless it already ran on this contract. */
    static Path generate(String generator, String... options) throws Exception {
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

    static String digest() throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256")
                        .digest((Files.readString(CONTRACT) + SdkCli.class.getName())
                                .getBytes(StandardCharsets.UTF_8)));
    }

    record Run(int exit, String output) {}

    static Run run(int seconds, Path dir, List<String> command) throws Exception {
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

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.delete(p);
        }
    }
}
