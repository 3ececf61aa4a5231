package io.boardstate.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/operations/running.md and the files it runs agree, before NewcomerPathIT runs the commands:
 * its embedded command is the README's, and the Compose stack (no Docker engine here) builds the
 * image from files that exist and configures it only with variables the service reads, on the
 * ports the image exposes, pointing at the stack's own Postgres and Redis.
 */
class RunningDocsTest {
    private static final Path RUNNING = Path.of("docs/operations/running.md");
    private static final Path COMPOSE = Path.of("docker/docker-compose.yml");

    @Test
    void theEmbeddedCommandIsTheReadmes() throws Exception {
        String readme = DocCommands.readmeRunCommand(Path.of("README.md"));
        assertEquals(List.of(readme), DocCommands.bashBlock(RUNNING, "## Embedded dev mode"));
        assertTrue(readme.startsWith("./mvnw "), "a newcomer's command runs the wrapper: " + readme);
    }

    @Test
    void theComposeCommandRunsTheComposeFile() throws Exception {
        String command = DocCommands.command(RUNNING, "## Containers: Docker Compose", "docker compose ");
        assertTrue(command.contains("-f " + COMPOSE + " "), command);
        assertTrue(Files.isRegularFile(COMPOSE));
    }

    @Test
    void theComposeStackBuildsTheImageAndConfiguresItWithRealSettings() throws Exception {
        JsonNode compose = new YAMLMapper().readTree(COMPOSE.toFile());
        JsonNode services = compose.path("services");
        JsonNode service = services.path("boardstate");
        Path context = COMPOSE.getParent()
                .resolve(service.at("/build/context").asText())
                .normalize();
        Path dockerfile = context.resolve(service.at("/build/dockerfile").asText());
        assertTrue(Files.isRegularFile(dockerfile), "the build's Dockerfile: " + dockerfile);
        assertTrue(Files.isRegularFile(context.resolve("pom.xml")), "the build context is the repository root");

        Set<String> read = variablesTheServiceReads();
        List<String> environment = new ArrayList<>();
        service.path("environment").fieldNames().forEachRemaining(environment::add);
        assertTrue(read.containsAll(environment), "variables the service reads " + read + ": " + environment);

        // The API and management ports, as the image exposes them.
        Set<String> exposed = new TreeSet<>();
        for (String line : Files.readAllLines(dockerfile))
            if (line.startsWith("EXPOSE "))
                exposed.addAll(List.of(line.substring(7).strip().split("\\s+")));
        Set<String> published = new TreeSet<>();
        for (JsonNode port : service.path("ports"))
            published.add(port.asText().substring(port.asText().lastIndexOf(':') + 1));
        assertEquals(exposed, published);

        // Postgres and Redis: the stack's own services, with the credentials they are started with.
        JsonNode env = service.path("environment");
        URI db = URI.create(env.path("BOARDSTATE_DB_URL").asText().substring("jdbc:".length()));
        JsonNode postgres = services.path(db.getHost());
        assertTrue(postgres.isObject(), "the DB URL names a service of the stack: " + db);
        assertEquals("/" + postgres.at("/environment/POSTGRES_DB").asText(), db.getPath());
        assertEquals(
                postgres.at("/environment/POSTGRES_PASSWORD").asText(),
                env.path("BOARDSTATE_DB_PASSWORD").asText());
        assertEquals("postgres", env.path("BOARDSTATE_DB_USER").asText(), "the image's superuser");
        String redis = URI.create(env.path("BOARDSTATE_REDIS_URL").asText()).getHost();
        assertTrue(services.path(redis).isObject(), "the Redis URL names a service of the stack: " + redis);
        List<String> dependsOn = new ArrayList<>();
        service.path("depends_on").fieldNames().forEachRemaining(dependsOn::add);
        assertEquals(new TreeSet<>(List.of(db.getHost(), redis)), new TreeSet<>(dependsOn));
    }

    /** ${NAME} references in application.properties outside the test and dev profiles. */
    private static Set<String> variablesTheServiceReads() throws Exception {
        Set<String> names = new TreeSet<>();
        Matcher m = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)").matcher("");
        for (String line : Files.readAllLines(Path.of("src/main/resources/application.properties"))) {
            if (line.startsWith("%test.") || line.startsWith("%dev.") || line.startsWith("#")) continue;
            m.reset(line);
            while (m.find()) names.add(m.group(1));
        }
        return names;
    }
}
