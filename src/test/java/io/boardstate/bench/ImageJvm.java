package io.boardstate.bench;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The service's JVM options as the image ships them ({@code ENV JAVA_OPTS} in docker/Dockerfile),
 * in a container of the Deployment's memory limit (k8s/deployment.yaml): outside a container the
 * JVM would size {@code MaxRAMPercentage} against the host's memory, so {@code -XX:MaxRAM} stands
 * in for the cgroup limit. Read from the files, so a benchmark follows what operators deploy.
 */
public final class ImageJvm {
    private static final Pattern JAVA_OPTS = Pattern.compile("(?m)^ENV JAVA_OPTS=\"([^\"]*)\"");
    private static final Pattern MEMORY_LIMIT =
            Pattern.compile("limits:\\s*\\n(?:\\s+(?:#|\\S+:).*\\n)*?\\s+memory:\\s*(\\d+)Mi");

    private ImageJvm() {}

    /** The image's JAVA_OPTS, then -XX:MaxRAM standing in for the Deployment's memory limit. */
    public static List<String> options() {
        List<String> options = new ArrayList<>(
                List.of(find(JAVA_OPTS, "docker/Dockerfile").trim().split("\\s+")));
        options.add("-XX:MaxRAM=" + find(MEMORY_LIMIT, "k8s/deployment.yaml") + "m");
        return options;
    }

    private static String find(Pattern pattern, String file) {
        try {
            Matcher m = pattern.matcher(Files.readString(Path.of(file)));
            if (!m.find()) throw new IllegalStateException("no " + pattern + " in " + file);
            return m.group(1);
        } catch (IOException e) {
            throw new UncheckedIOException("run from the repository's root: " + file, e);
        }
    }
}
