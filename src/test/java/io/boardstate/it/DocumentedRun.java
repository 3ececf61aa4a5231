package io.boardstate.it;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A command from the documentation run as a reader runs it: by bash, in a process group of its own
 * (as a terminal's foreground job, so a signal reaches every process of it, as Ctrl-C does), its
 * output in a log whose last lines every failure shows.
 */
final class DocumentedRun implements AutoCloseable {
    private static final int TAIL = 80;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final String command;
    private final String source;
    private final Path log;
    private final Process process;
    private List<ProcessHandle> tree = List.of();

    private DocumentedRun(String command, String source, Path log, Process process) {
        this.command = command;
        this.source = source;
        this.log = log;
        this.process = process;
    }

    /** Starts {@code command} (quoted from {@code source}) in {@code directory} with {@code environment} added. */
    static DocumentedRun start(String command, String source, Path directory, Map<String, String> environment, Path log)
            throws IOException {
        Files.createDirectories(log.getParent());
        // setsid: a new process group whose id is this process's, for the signals below.
        ProcessBuilder builder = new ProcessBuilder("setsid", "bash", "-c", command)
                .directory(directory.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().putAll(environment);
        return new DocumentedRun(command, source, log, builder.start());
    }

    /** Polls {@code url} until it answers 200 (the first answer); fails if the command exits or after {@code cap}. */
    void awaitAnswer(URI url, Duration cap) throws InterruptedException {
        long deadline = System.nanoTime() + cap.toNanos();
        while (true) {
            if (!process.isAlive())
                throw failure("exited with " + process.exitValue() + " before " + url + " answered", null);
            try {
                HttpResponse<Void> answer = HTTP.send(
                        HttpRequest.newBuilder(url)
                                .timeout(Duration.ofSeconds(10))
                                .build(),
                        HttpResponse.BodyHandlers.discarding());
                if (answer.statusCode() == 200) return;
            } catch (IOException notYet) {
                // still building or starting
            }
            if (System.nanoTime() > deadline) throw failure(url + " did not answer within " + cap, null);
            Thread.sleep(1_000);
        }
    }

    /**
     * Sends {@code signal} to the whole process group and waits until the command and every process it
     * started have exited; returns the command's exit code. Escalates to SIGKILL (and fails) after a cap.
     */
    int stop(String signal) throws IOException, InterruptedException {
        tree = process.descendants().toList();
        signalGroup(signal);
        boolean exited = process.waitFor(Patience.CAP.toMinutes(), TimeUnit.MINUTES);
        if (!exited) {
            signalGroup("KILL");
            process.waitFor();
            throw failure("did not exit within " + Patience.CAP + " of SIG" + signal, null);
        }
        for (ProcessHandle child : tree) {
            try {
                child.onExit().get(2, TimeUnit.MINUTES);
            } catch (Exception stillRunning) {
                child.destroyForcibly();
                throw failure("left " + child.pid() + " running after SIG" + signal + ": " + describe(child), null);
            }
        }
        return process.exitValue();
    }

    private void signalGroup(String signal) throws IOException, InterruptedException {
        Process kill = new ProcessBuilder("kill", "-s", signal, "--", "-" + process.pid())
                .redirectErrorStream(true)
                .start();
        kill.waitFor();
    }

    /** An error that names the command and where it is documented, with the last lines of its output. */
    AssertionError failure(String what, Throwable cause) {
        return new AssertionError(
                "`" + command + "` (" + source + ") " + what + "\n--- last " + TAIL + " lines of " + log + " ---\n"
                        + tail(),
                cause);
    }

    String tail() {
        try {
            List<String> lines =
                    List.of(Files.readString(log, StandardCharsets.ISO_8859_1).split("\\R"));
            return String.join("\n", lines.subList(Math.max(0, lines.size() - TAIL), lines.size()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String describe(ProcessHandle handle) {
        return handle.info().commandLine().orElse("pid " + handle.pid());
    }

    /** After a failed test: nothing of the command may outlive it. */
    @Override
    public void close() throws IOException, InterruptedException {
        if (process.isAlive()) {
            signalGroup("KILL");
            process.waitFor();
        }
    }
}
