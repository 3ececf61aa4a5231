package io.boardstate.deploy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** k8s/ as `kubectl apply -k k8s/` would send it: rendered by kustomize, one JSON tree per object. */
final class Kustomize {
    static final ObjectMapper YAML = new YAMLMapper();
    private static List<JsonNode> rendered;

    private Kustomize() {}

    static synchronized List<JsonNode> render() throws IOException, InterruptedException {
        if (rendered == null) rendered = parseAll(run(command()));
        return rendered;
    }

    static List<JsonNode> parseAll(String yaml) throws IOException {
        List<JsonNode> objects = new ArrayList<>();
        try (var parser = new YAMLFactory().createParser(yaml)) {
            var documents = YAML.readValues(parser, JsonNode.class);
            while (documents.hasNextValue()) {
                JsonNode document = documents.nextValue();
                if (document != null && !document.isNull() && !document.isEmpty()) objects.add(document);
            }
        }
        return objects;
    }

    static JsonNode read(Path file) throws IOException {
        return YAML.readTree(file.toFile());
    }

    static JsonNode only(String kind) throws IOException, InterruptedException {
        List<JsonNode> matches = render().stream()
                .filter(o -> o.path("kind").asText().equals(kind))
                .toList();
        if (matches.size() != 1) throw new AssertionError("expected one " + kind + " in k8s/, found " + matches.size());
        return matches.get(0);
    }

    /** kubectl's built-in kustomize, or the standalone kustomize. */
    private static List<String> command() {
        if (onPath("kubectl")) return List.of("kubectl", "kustomize", "k8s");
        if (onPath("kustomize")) return List.of("kustomize", "build", "k8s");
        throw new AssertionError("kubectl (with kustomize) or kustomize must be installed to check k8s/ (see README)");
    }

    private static String run(List<String> command) throws IOException, InterruptedException {
        Path errors = Files.createTempFile("kustomize", ".err");
        Process process =
                new ProcessBuilder(command).redirectError(errors.toFile()).start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
            throw new AssertionError(String.join(" ", command) + " failed: " + Files.readString(errors));
        }
        return out;
    }

    static boolean onPath(String tool) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (new File(dir, tool).canExecute()) return true;
        }
        return false;
    }
}
