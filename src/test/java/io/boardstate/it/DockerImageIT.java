package io.boardstate.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The image's runtime stage copies exactly what `./mvnw package` produced (no Docker engine here:
 * the Dockerfile's COPY --from=build sources are matched against target/quarkus-app), so the
 * image holds a runnable fast-jar and nothing it needs is left behind.
 */
class DockerImageIT {
    /** Written by the build for inspection (the dependency list), not read at run time. */
    private static final Set<String> BUILD_INFO = Set.of("quarkus-app-dependencies.txt");

    private static final Pattern COPY_FROM_BUILD =
            Pattern.compile("^COPY\\s+--from=build\\s+(?:--\\S+\\s+)*/src/(\\S+)\\s+(\\S+)$");

    @Test
    void theRuntimeStageCopiesTheWholeFastJar() throws IOException {
        Path app = Path.of("target/quarkus-app");
        assertTrue(Files.isRegularFile(app.resolve("quarkus-run.jar")), "package the service first");
        Set<String> copied = new TreeSet<>();
        List<String> copies = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("docker/Dockerfile"))) {
            Matcher m = COPY_FROM_BUILD.matcher(line.strip());
            if (!m.matches()) continue;
            copies.add(m.group(1));
            String source = m.group(1);
            assertTrue(source.startsWith("target/quarkus-app/"), source);
            String entry = source.substring("target/quarkus-app/".length()).replaceAll("/$", "");
            if (entry.contains("*")) {
                String glob = entry;
                try (Stream<Path> files = Files.list(app)) {
                    List<String> matched = files.map(p -> p.getFileName().toString())
                            .filter(n -> app.getFileSystem()
                                    .getPathMatcher("glob:" + glob)
                                    .matches(Path.of(n)))
                            .toList();
                    assertFalse(matched.isEmpty(), source + " matches a file of the build");
                    copied.addAll(matched);
                }
            } else {
                assertTrue(Files.exists(app.resolve(entry)), source + " exists after ./mvnw package");
                copied.add(entry);
            }
        }
        assertFalse(copies.isEmpty(), "the runtime stage copies from the build stage");
        Set<String> built = new TreeSet<>();
        try (Stream<Path> files = Files.list(app)) {
            files.map(p -> p.getFileName().toString())
                    .filter(n -> !BUILD_INFO.contains(n))
                    .forEach(built::add);
        }
        assertEquals(built, copied, "the image holds every part of target/quarkus-app");
    }
}
