package io.boardstate.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.Viewer;
import io.boardstate.match.support.EngineCodec;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.SplittableRandom;

/**
 * A refactoring aid (not a test): plays seeded random games of each ruleset and prints one
 * SHA-256 per ruleset over everything a client could observe (every event by name and payload,
 * every legal list, every seat's and a spectator's view and every event as each seat sees it,
 * and the rejection code of a command from another seat), so that a change meant to keep the
 * rules can show that it did: the digests before and after must be equal. JSON is written with
 * sorted keys, since map iteration order may differ between JVM runs.
 *
 * <p>Run with the test classpath: {@code java io.boardstate.bench.GoldenDigest [games per seat
 * count, default 6] [ruleset ids, default all]}.
 */
public final class GoldenDigest {
    private static final ObjectMapper SORTED = JsonMapper.builder()
            .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS)
            .configure(com.fasterxml.jackson.databind.MapperFeature.SORT_PROPERTIES_ALPHABETICALLY, true)
            .build();

    public static void main(String[] args) throws Exception {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 6;
        List<String> ids = args.length > 1 ? Arrays.asList(args).subList(1, args.length) : List.of();
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (!ids.isEmpty() && !ids.contains(r.info().id())) continue;
            System.out.printf("%s %s%n", r.info().id(), digest(cast(r), games));
        }
    }

    @SuppressWarnings("unchecked")
    private static Ruleset<Object, Command, Event> cast(Ruleset<?, ?, ?> r) {
        return (Ruleset<Object, Command, Event>) r;
    }

    static String digest(Ruleset<Object, Command, Event> ruleset, int games) throws Exception {
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        EngineCodec<Object, Command, Event> codec = new EngineCodec<>(ruleset);
        for (int seats = ruleset.info().minSeats(); seats <= ruleset.info().maxSeats(); seats++)
            for (long seed = 1; seed <= games; seed++) play(ruleset, codec, seats, seed * 7919 + seats, sha);
        return HexFormat.of().formatHex(sha.digest());
    }

    private static void play(
            Ruleset<Object, Command, Event> ruleset,
            EngineCodec<Object, Command, Event> codec,
            int seats,
            long seed,
            MessageDigest sha)
            throws Exception {
        SplittableRandom chooser = new SplittableRandom(seed);
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : ruleset.info().options()) options.put(o.name(), o.defaultValue());
        Object s = null;
        var start = (Decision.Accepted<Event>) ruleset.setup(new MatchSetup(seats, options), Rng.forVersion(seed, 0));
        for (Event e : start.events()) s = fold(ruleset, codec, s, e, seats, sha);
        for (int n = 1; !ruleset.isOver(s) && n < 5000; n++) {
            for (int v = 0; v < seats; v++) put(sha, ruleset.view(s, Viewer.seat(v)));
            put(sha, ruleset.view(s, Viewer.spectator()));
            int seat = ruleset.seatsToAct(s).iterator().next();
            List<Command> legal = ruleset.legalCommands(s, seat);
            List<JsonNode> listed = new ArrayList<>();
            for (Command c : legal) listed.add(codec.commandToJson(c));
            put(sha, listed);
            Command c = legal.get(chooser.nextInt(legal.size()));
            int other = (seat + 1) % seats;
            if (!ruleset.seatsToAct(s).contains(other)) {
                Decision<Event> wrong = ruleset.decide(ruleset.copy(s), other, c, Rng.forVersion(seed, n));
                put(
                        sha,
                        wrong instanceof Decision.Rejected<Event> r
                                ? r.violation().code()
                                : "accepted");
            }
            var d = ruleset.decide(s, seat, c, Rng.forVersion(seed, n));
            if (!(d instanceof Decision.Accepted<Event> a))
                throw new IllegalStateException("a listed command was refused: " + codec.commandToJson(c) + " " + d);
            for (Event e : a.events()) s = fold(ruleset, codec, s, e, seats, sha);
        }
        put(sha, ruleset.result(s).orElse(null));
    }

    private static Object fold(
            Ruleset<Object, Command, Event> ruleset,
            EngineCodec<Object, Command, Event> codec,
            Object s,
            Event e,
            int seats,
            MessageDigest sha)
            throws Exception {
        put(sha, codec.eventName(e));
        put(sha, codec.eventPayload(e));
        Object next = ruleset.apply(s, e);
        for (int v = 0; v < seats; v++) {
            Event seen = ruleset.redact(e, Viewer.seat(v), next);
            put(sha, seen == null ? null : codec.eventPayload(seen));
        }
        return next;
    }

    private static void put(MessageDigest sha, Object value) throws Exception {
        Object tree = value instanceof JsonNode ? value : SORTED.valueToTree(value);
        sha.update(SORTED.writeValueAsString(SORTED.treeToValue((JsonNode) tree, Object.class))
                .getBytes(StandardCharsets.UTF_8));
        sha.update((byte) '\n');
    }
}
