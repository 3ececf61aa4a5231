package io.boardstate.it;

import io.boardstate.support.Ports;
import java.io.File;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The packaged service (target/quarkus-app) running as a separate JVM, as in production. */
public final class ServiceProcess implements AutoCloseable {
    private final int port;
    private final int managementPort;
    private final List<String> jvmOptions;
    private final List<String> settings;
    private final String name;
    private String jar = System.getProperty("boardstate.app.jar", "target/quarkus-app/quarkus-run.jar");
    private Process process;

    ServiceProcess(String name, List<String> settings) {
        this(name, List.of("-Xmx256m"), settings);
    }

    /** {@code jvmOptions} go before the settings (heap size, GC, profiler). */
    public ServiceProcess(String name, List<String> jvmOptions, List<String> settings) {
        this.name = name;
        this.port = Ports.free();
        this.managementPort = Ports.free();
        this.jvmOptions = jvmOptions;
        this.settings = settings;
    }

    public int port() {
        return port;
    }

    public String baseUri() {
        return "http://127.0.0.1:" + port;
    }

    /** Health, metrics and the OpenAPI document: the management interface has its own port. */
    public String managementUri() {
        return "http://127.0.0.1:" + managementPort;
    }

    /** Where the process writes its output (appended across restarts). */
    File log() {
        return new File("target/it-" + name + ".log");
    }

    /** The lines of the process's output that contain {@code text} (for a failing test to say why). */
    public List<String> logged(String text) throws IOException {
        if (!log().exists()) return List.of();
        try (var lines = java.nio.file.Files.lines(log().toPath())) {
            return lines.filter(l -> l.contains(text)).toList();
        }
    }

    /** Another build of the service (a previous release, for rolling upgrades). */
    public ServiceProcess jar(String path) {
        this.jar = path;
        return this;
    }

    public ServiceProcess start() throws IOException, InterruptedException {
        if (!new File(jar).exists())
            throw new IllegalStateException("package the service first: " + jar + " is missing");
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(jvmOptions);
        command.add("-Dquarkus.http.port=" + port);
        command.add("-Dquarkus.management.port=" + managementPort);
        command.addAll(settings);
        command.add("-jar");
        command.add(jar);
        ProcessBuilder builder = new ProcessBuilder(command);
        // As in production: few malloc arenas, so many threads do not each grow their own.
        builder.environment().putIfAbsent("MALLOC_ARENA_MAX", "2");
        process = builder.redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(log()))
                .start();
        HttpClient client = HttpClient.newHttpClient();
        // A start takes seconds on a quiet machine, minutes on a loaded one: only "never" fails.
        long deadline = System.nanoTime() + Patience.CAP.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive())
                throw new IllegalStateException(name + " exited at start; see target/it-" + name + ".log");
            try {
                HttpResponse<String> ready = client.send(
                        HttpRequest.newBuilder(URI.create(managementUri() + "/q/health/ready"))
                                .timeout(Duration.ofSeconds(2))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                if (ready.statusCode() == 200) return this;
            } catch (IOException notYet) {
                // still starting
            }
            Thread.sleep(200);
        }
        throw new IllegalStateException(name + " was not ready within " + Patience.CAP);
    }

    /** SIGTERM, as Kubernetes sends it: the service finishes in-flight requests and exits. */
    public int stop() throws InterruptedException {
        if (process == null) return 0;
        process.destroy();
        // quarkus.shutdown.timeout is 20 s; a loaded machine may need more for the rest of the exit.
        if (!process.waitFor(2, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            process.waitFor();
        }
        int exit = process.exitValue();
        process = null;
        return exit;
    }

    /** SIGKILL, as when a node dies: no request is finished, nothing is cleaned up. */
    public void kill() throws InterruptedException {
        if (process == null) return;
        process.destroyForcibly();
        process.waitFor();
        process = null;
    }

    /** The operating system's process id, to read its memory and CPU time. */
    public long pid() {
        return process.pid();
    }

    @Override
    public void close() throws InterruptedException {
        stop();
    }
}
