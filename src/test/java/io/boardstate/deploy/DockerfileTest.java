package io.boardstate.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.bench.ImageJvm;
import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docker/Dockerfile passes a linter and builds what the docs say: the Maven wrapper's package
 * in a JDK stage, the fast-jar in a JRE stage, as the user the Kubernetes manifests run, on the
 * API and management ports. (DockerImageIT checks the copied paths against the real build.)
 */
class DockerfileTest {
    private static final Path LINTER = Path.of(".ci/lint/node_modules/.bin/dockerfilelint");

    @Test
    void theLinterFindsNothing() throws Exception {
        assertTrue(
                Files.isExecutable(LINTER),
                "dockerfilelint is not installed: run `npm ci --prefix .ci/lint` (the CI script does)");
        Process lint = new ProcessBuilder(LINTER.toString(), Dockerfile.PATH.toString())
                .redirectErrorStream(true)
                .start();
        String report = new String(lint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(lint.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, lint.exitValue(), report);
    }

    @Test
    void theLinterIsReal() throws Exception {
        Path bad = Files.createTempFile("Dockerfile", "");
        Files.writeString(bad, "FROM ubuntu:latest\nRUN apt-get install curl\nEXPOSE 80000\n");
        Process lint = new ProcessBuilder(LINTER.toString(), bad.toString())
                .redirectErrorStream(true)
                .redirectOutput(new File("target/dockerfilelint-selftest.txt"))
                .start();
        assertTrue(lint.waitFor(60, TimeUnit.SECONDS));
        // The latest tag, apt-get without -y and without --no-install-recommends, a port out of range.
        assertEquals(4, lint.exitValue(), "dockerfilelint exits with the number of issues");
    }

    @Test
    void theBuildStagePackagesWithTheWrapperFromFilesThatExist() throws Exception {
        Dockerfile dockerfile = Dockerfile.read();
        Dockerfile.Stage build = dockerfile.stage("build");
        assertTrue(build.image().matches("eclipse-temurin:\\d+-jdk"), "a JDK to build: " + build.image());
        assertTrue(javaMajor(build.image()) >= compilerRelease(), "the build JDK compiles maven.compiler.release");
        assertTrue(
                build.all("RUN").stream().anyMatch(r -> r.matches("\\./mvnw .*\\bpackage\\b.*")),
                "the image is built by the Maven wrapper the docs use");
        for (String copy : build.all("COPY")) {
            List<String> words = List.of(copy.split("\\s+"));
            for (String source : words.subList(0, words.size() - 1)) {
                assertTrue(Files.exists(Path.of(source)), "the build stage copies " + source + ", which exists");
            }
        }
        assertEquals("/src", build.last("WORKDIR"));
        String operations = Files.readString(Path.of("docs/operations/README.md"));
        assertTrue(operations.contains("docker/Dockerfile"), "docs/operations/README.md names the Dockerfile");
    }

    /**
     * A JVM starts with the options the image ships, in the Deployment's memory limit (an unknown
     * one would stop every pod at start): the JDK running the tests, newer than the image's, and
     * the default {@code java} of the machine, older than it, when there is one.
     */
    @Test
    void aJvmStartsWithTheImagesJavaOptions() throws Exception {
        List<String> options = ImageJvm.options(); // read from the Dockerfile and the Deployment
        List<String> javas = new java.util.ArrayList<>(
                List.of(ProcessHandle.current().info().command().orElseThrow()));
        if (new File("/usr/bin/java").canExecute()) javas.add("/usr/bin/java");
        for (String java : javas) {
            List<String> command = new java.util.ArrayList<>(List.of(java));
            command.addAll(options);
            command.add("-version");
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(p.waitFor(2, TimeUnit.MINUTES), java + " did not end");
            assertEquals(0, p.exitValue(), java + " " + options + ": " + output);
        }
    }

    @Test
    void theRuntimeStageRunsTheFastJarAsTheManifestsUser() throws Exception {
        Dockerfile dockerfile = Dockerfile.read();
        Dockerfile.Stage runtime = dockerfile.runtime();
        assertTrue(runtime.image().matches("eclipse-temurin:\\d+-jre"), "a JRE to run: " + runtime.image());
        assertEquals(javaMajor(dockerfile.stage("build").image()), javaMajor(runtime.image()));
        assertFalse(dockerfile.copiesFrom("build").isEmpty());
        for (String[] copy : dockerfile.copiesFrom("build")) {
            assertTrue(copy[0].startsWith("/src/target/quarkus-app/"), "copies the fast-jar: " + copy[0]);
        }
        assertEquals("/app", runtime.last("WORKDIR"));
        assertEquals(
                "[\"sh\", \"-c\", \"exec java $JAVA_OPTS -jar /app/quarkus-run.jar\"]",
                runtime.last("ENTRYPOINT"),
                "exec form, the JVM as PID 1 (SIGTERM reaches it)");
        // The user: numeric (runAsNonRoot can verify it), not root, the one the Deployment runs as.
        String user = runtime.last("USER");
        assertTrue(user.matches("\\d+(:\\d+)?"), "numeric USER: " + user);
        String uid = user.split(":")[0];
        assertFalse(uid.equals("0"));
        assertEquals(
                uid,
                Kustomize.only("Deployment")
                        .at("/spec/template/spec/securityContext/runAsUser")
                        .asText());
        // Both ports the service listens on by default.
        ServiceConfig config = new ServiceConfig();
        Set<String> exposed = new TreeSet<>(List.of(runtime.last("EXPOSE").split("\\s+")));
        assertEquals(
                new TreeSet<>(
                        Set.of(config.defaultOf("quarkus.http.port"), config.defaultOf("quarkus.management.port"))),
                exposed);
    }

    private static int javaMajor(String image) {
        Matcher m = Pattern.compile(":(\\d+)-").matcher(image);
        assertTrue(m.find(), image);
        return Integer.parseInt(m.group(1));
    }

    private static int compilerRelease() throws Exception {
        Matcher m = Pattern.compile("<maven.compiler.release>(\\d+)</maven.compiler.release>")
                .matcher(Files.readString(Path.of("pom.xml")));
        assertTrue(m.find());
        return Integer.parseInt(m.group(1));
    }
}
