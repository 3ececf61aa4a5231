package io.boardstate.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One list of environment variables: the table of docs/operations/configuration.md is exactly what
 * application.properties reads, and every variable the deployment files set is in both.
 */
class ConfigurationTableTest {
    private static final Path CONFIGURATION = Path.of("docs/operations/configuration.md");
    private static final String SECTION = "\n## Environment variables";
    private static final Pattern VARIABLE = Pattern.compile("`([A-Z][A-Z0-9_]*)`");

    @Test
    void theTableListsExactlyTheVariablesTheServiceReads() throws IOException {
        assertEquals(new ServiceConfig().environmentVariables(), documentedVariables());
    }

    @Test
    void everyVariableTheDeploymentFilesSetIsDocumentedAndRead() throws Exception {
        Set<String> documented = documentedVariables();
        Set<String> read = new ServiceConfig().environmentVariables();
        Map<String, Set<String>> set = deploymentVariables();
        for (var file : set.entrySet()) {
            assertFalse(file.getValue().isEmpty(), file.getKey() + " sets variables");
            for (String variable : file.getValue()) {
                assertTrue(
                        documented.contains(variable),
                        file.getKey() + " sets " + variable + ", not in " + CONFIGURATION);
                assertTrue(
                        read.contains(variable), file.getKey() + " sets " + variable + ", which the service ignores");
            }
        }
    }

    static Set<String> documentedVariables() throws IOException {
        String doc = Files.readString(CONFIGURATION);
        int start = doc.indexOf(SECTION);
        assertTrue(start >= 0, CONFIGURATION + " has a section \"Environment variables\"");
        int end = doc.indexOf("\n## ", start + 1);
        Set<String> names = new TreeSet<>();
        for (String line : doc.substring(start, end < 0 ? doc.length() : end).split("\n")) {
            if (!line.startsWith("|")) continue;
            String firstCell = line.split("\\|")[1];
            Matcher m = VARIABLE.matcher(firstCell);
            while (m.find()) names.add(m.group(1));
        }
        assertFalse(names.isEmpty(), "the configuration table names variables");
        return names;
    }

    private static Map<String, Set<String>> deploymentVariables() throws Exception {
        Map<String, Set<String>> set = new TreeMap<>();
        for (JsonNode object : Kustomize.render()) {
            String name = "k8s " + object.path("kind").asText() + " "
                    + object.at("/metadata/name").asText();
            if (object.path("kind").asText().equals("ConfigMap")
                    && object.path("data").has("BOARDSTATE_DB_URL")) {
                object.path("data").fieldNames().forEachRemaining(k -> add(set, name, k));
            }
            for (JsonNode container : object.at("/spec/template/spec/containers")) {
                container.path("env").forEach(e -> add(set, name, e.path("name").asText()));
            }
        }
        Kustomize.read(Path.of("k8s/secret.example.yaml"))
                .path("stringData")
                .fieldNames()
                .forEachRemaining(k -> add(set, "k8s/secret.example.yaml", k));
        Kustomize.read(Path.of("k8s/admin-secret.example.yaml"))
                .path("stringData")
                .fieldNames()
                .forEachRemaining(k -> add(set, "k8s/admin-secret.example.yaml", k));
        Kustomize.read(Path.of("docker/docker-compose.yml"))
                .at("/services/boardstate/environment")
                .fieldNames()
                .forEachRemaining(k -> add(set, "docker/docker-compose.yml", k));
        return set;
    }

    private static void add(Map<String, Set<String>> set, String file, String variable) {
        set.computeIfAbsent(file, k -> new TreeSet<>()).add(variable);
    }
}
