package io.boardstate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.locks.LockSupport;

/**
 * Clients of the command path, each on its own match: a command is GET legal-commands (as the
 * seat to act) then POST one listed command with If-Match; a read is GET the match or its legal
 * list. With several replicas, consecutive requests of a client go to the next replica (no sticky
 * sessions). Latencies are kept per kind of request.
 */
final class CommandLoad {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final List<String> replicas;
    private final String ruleset;
    private final int players;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5))
            .build();
    private final List<Client> clients = new ArrayList<>();
    private final boolean lean;
    private final boolean jdkClient;

    /**
     * {@code lean}: submits ask for a minimal answer with the caller's next legal commands
     * ({@code Prefer: return=minimal}, {@code ?include=legal}), so the legal list is fetched only
     * when another seat is to act. {@code jdkClient}: requests go through the JDK's HttpClient
     * instead of one lean keep-alive connection per client and replica ({@link Http1Connection}).
     */
    CommandLoad(List<String> replicas, String ruleset, int players, int clients, boolean lean, boolean jdkClient) {
        this.lean = lean;
        this.jdkClient = jdkClient;
        this.replicas = replicas;
        this.ruleset = ruleset;
        this.players = players;
        for (int i = 0; i < clients; i++) this.clients.add(new Client(i));
    }

    /** What a phase measured: operations per second and latencies by kind. */
    record Result(double commandsPerSecond, double readsPerSecond, long errors, Map<String, double[]> latencies) {
        String latency(String kind) {
            double[] l = latencies.get(kind);
            return l == null ? "-" : String.format("p50 %.1f ms / p99 %.1f ms", l[0], l[1]);
        }
    }

    /** Commands as fast as the clients go ({@code perSecond} 0), or paced to about {@code perSecond} in total. */
    Result commands(Duration measure, double perSecond) throws Exception {
        return run(measure, perSecond, Client::command);
    }

    /** Commands as fast as the clients go for {@code duration}, recording nothing. */
    void warm(Duration duration) throws Exception {
        run(duration, 0, Client::command);
    }

    /** Reads only: the match view and the legal list, alternately. */
    Result reads(Duration measure) throws Exception {
        return run(measure, 0, Client::read);
    }

    private interface Step {
        void run(Client client, Samples samples) throws Exception;
    }

    private Result run(Duration duration, double perSecond, Step step) throws Exception {
        long start = System.nanoTime();
        long end = start + duration.toNanos();
        long interval = perSecond <= 0 ? 0 : (long) (1e9 * clients.size() / perSecond);
        List<Samples> all = new ArrayList<>();
        try (ExecutorService threads = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<?>> running = new ArrayList<>();
            for (Client client : clients) {
                Samples samples = new Samples();
                all.add(samples);
                // Paced clients start a fraction of the interval apart, so that the requests arrive
                // spread over it: started together, all of them fired at once every interval, and
                // "half load" measured bursts of every client at the same instant.
                long phase = interval * client.index / clients.size();
                running.add(threads.submit(() -> {
                    long next = System.nanoTime() + phase;
                    while (System.nanoTime() < end) {
                        if (interval > 0) {
                            next += interval;
                            long wait = next - System.nanoTime();
                            if (wait > 0) LockSupport.parkNanos(wait);
                        }
                        try {
                            step.run(client, samples);
                        } catch (Exception e) {
                            samples.errors++;
                            if (samples.errors <= 2)
                                System.err.println("client " + client.index + ": " + e.getMessage());
                            client.match = null;
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : running) f.get();
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        Samples merged = Samples.merge(all);
        return new Result(merged.commands / seconds, merged.reads / seconds, merged.errors, merged.percentiles());
    }

    /** One client: its match, its seat tokens, who acts next. */
    private final class Client {
        final int index;
        final Random random;
        int requests;
        Match match;

        Client(int index) {
            this.index = index;
            this.random = new Random(index);
        }

        record Match(String id, List<String> tokens, int toAct) {}

        final Map<String, Http1Connection> connections = new HashMap<>();

        JsonNode nextLegal;

        void command(Samples samples) throws Exception {
            Match m = match();
            String token = m.tokens().get(m.toAct());
            JsonNode legal = nextLegal;
            nextLegal = null;
            if (legal == null) {
                long t = System.nanoTime();
                legal = call("GET", "/v1/matches/" + m.id() + "/legal-commands", token, List.of(), null, 200);
                samples.record("legal list", System.nanoTime() - t);
            }
            JsonNode commands = legal.get("commands");
            if (commands.isEmpty()) throw new IllegalStateException("seat " + m.toAct() + " has no legal command");
            JsonNode command = commands.get(random.nextInt(commands.size()));
            List<String> headers = new ArrayList<>(List.of(
                    "If-Match", "\"" + legal.get("version").asLong() + "\"", "Content-Type", "application/json"));
            if (lean) headers.addAll(List.of("Prefer", "return=minimal"));
            long t = System.nanoTime();
            JsonNode result = call(
                    "POST",
                    "/v1/matches/" + m.id() + "/commands" + (lean ? "?include=legal" : ""),
                    token,
                    headers,
                    command.toString(),
                    200);
            samples.record("submit", System.nanoTime() - t);
            samples.commands++;
            JsonNode after = lean ? result : result.get("match");
            if (after.get("finished").asBoolean()) {
                match = null;
                return;
            }
            int next = after.get("toAct").get(0).asInt();
            match = new Match(m.id(), m.tokens(), next);
            if (lean && next == m.toAct()) nextLegal = result.get("legal");
        }

        void read(Samples samples) throws Exception {
            Match m = match();
            String token = m.tokens().get(m.toAct());
            boolean view = requests % 2 == 0;
            long t = System.nanoTime();
            call(
                    "GET",
                    view ? "/v1/matches/" + m.id() : "/v1/matches/" + m.id() + "/legal-commands",
                    token,
                    List.of(),
                    null,
                    200);
            samples.record(view ? "read match" : "legal list", System.nanoTime() - t);
            samples.reads++;
        }

        Match match() throws Exception {
            if (match != null) return match;
            String body = "{\"ruleset\":\"" + ruleset + "\",\"players\":[" + "{},".repeat(players - 1) + "{}],\"seed\":"
                    + random.nextInt(1_000_000) + "}";
            JsonNode created =
                    call("POST", "/v1/matches", null, List.of("Content-Type", "application/json"), body, 201);
            List<String> tokens = new ArrayList<>();
            created.get("seats").forEach(seat -> tokens.add(seat.get("token").asText()));
            JsonNode m = created.get("match");
            match = new Match(
                    m.get("id").asText(), tokens, m.get("toAct").get(0).asInt());
            return match;
        }

        /** One request to the next replica ({@code headers}: name, value, ...); its JSON body. */
        JsonNode call(String method, String path, String token, List<String> headers, String body, int expected)
                throws Exception {
            String base = replicas.get((index + requests++) % replicas.size());
            List<String> all = new ArrayList<>(headers);
            if (token != null) all.addAll(List.of("Authorization", "Bearer " + token));
            byte[] bytes = body == null ? null : body.getBytes(StandardCharsets.UTF_8);
            Http1Connection.Response response = jdkClient
                    ? viaJdkClient(base + path, method, all, bytes)
                    : connections
                            .computeIfAbsent(base, u -> new Http1Connection(URI.create(u), 30_000))
                            .send(method, path, all, bytes);
            if (response.status() != expected)
                throw new IllegalStateException(method + " " + path + " -> " + response.status() + " "
                        + new String(response.body(), StandardCharsets.UTF_8));
            return JSON.readTree(response.body());
        }
    }

    private Http1Connection.Response viaJdkClient(String url, String method, List<String> headers, byte[] body)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(30));
        for (int i = 0; i < headers.size(); i += 2) b.header(headers.get(i), headers.get(i + 1));
        b.method(
                method,
                body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofByteArray(body));
        HttpResponse<byte[]> response = http.send(b.build(), HttpResponse.BodyHandlers.ofByteArray());
        return new Http1Connection.Response(response.statusCode(), response.body());
    }

    /** Latency samples of one client (nanoseconds by kind) and its counts. */
    private static final class Samples {
        final Map<String, long[]> byKind = new TreeMap<>();
        final Map<String, Integer> sizes = new TreeMap<>();
        long commands;
        long reads;
        long errors;

        void record(String kind, long nanos) {
            long[] values = byKind.computeIfAbsent(kind, k -> new long[1024]);
            int size = sizes.getOrDefault(kind, 0);
            if (size == values.length) byKind.put(kind, values = Arrays.copyOf(values, size * 2));
            values[size] = nanos;
            sizes.put(kind, size + 1);
        }

        static Samples merge(List<Samples> all) {
            Samples merged = new Samples();
            for (Samples s : all) {
                merged.commands += s.commands;
                merged.reads += s.reads;
                merged.errors += s.errors;
                s.byKind.forEach((kind, values) -> {
                    for (int i = 0; i < s.sizes.get(kind); i++) merged.record(kind, values[i]);
                });
            }
            return merged;
        }

        /** p50 and p99 in milliseconds by kind. */
        Map<String, double[]> percentiles() {
            Map<String, double[]> out = new TreeMap<>();
            byKind.forEach((kind, values) -> {
                long[] sorted = Arrays.copyOf(values, sizes.get(kind));
                Arrays.sort(sorted);
                out.put(kind, new double[] {
                    sorted[(int) (sorted.length * 0.50)] / 1e6,
                    sorted[Math.min(sorted.length - 1, (int) (sorted.length * 0.99))] / 1e6
                });
            });
            return out;
        }
    }
}
