package io.boardstate.match;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.api.ApiProblem;
import io.boardstate.api.Dtos.CommandResult;
import io.boardstate.api.Dtos.CreateMatchRequest;
import io.boardstate.api.Dtos.CreatedMatch;
import io.boardstate.api.Dtos.EventPage;
import io.boardstate.api.Dtos.EventView;
import io.boardstate.api.Dtos.LegalCommands;
import io.boardstate.api.Dtos.MatchView;
import io.boardstate.api.Dtos.PlayerRequest;
import io.boardstate.api.Dtos.SeatCredential;
import io.boardstate.api.Dtos.SeatInfo;
import io.boardstate.api.ProblemDocument;
import io.boardstate.cache.StateCache;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.Viewer;
import io.boardstate.store.IdempotencyRecord;
import io.boardstate.store.MatchRecord;
import io.boardstate.store.MatchStore;
import io.boardstate.store.SeatRecord;
import io.boardstate.store.SnapshotRecord;
import io.boardstate.store.StoredEvent;
import io.boardstate.store.VersionConflictException;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Everything a request does to a match. Holds no match state between requests: each one reads
 * the head from Postgres, the state from Redis when its version is the head's, and otherwise
 * rebuilds it from the newest snapshot and the events after it.
 */
@ApplicationScoped
public class MatchService {
    private static final int REBUILD_PAGE = 1000;

    private final RulesetRegistry registry;
    private final MatchStore store;
    private final StateCache cache;
    private final MatchMetrics metrics;
    private final int snapshotEvery;
    private final Duration inFlightTimeout;
    private final ObjectMapper apiMapper;

    public MatchService(
            ObjectMapper apiMapper,
            RulesetRegistry registry,
            MatchStore store,
            StateCache cache,
            MatchMetrics metrics,
            @ConfigProperty(name = "boardstate.store.snapshot-every") int snapshotEvery,
            @ConfigProperty(name = "boardstate.idempotency.in-flight-timeout") Duration inFlightTimeout) {
        this.apiMapper = apiMapper;
        this.registry = registry;
        this.store = store;
        this.cache = cache;
        this.metrics = metrics;
        this.snapshotEvery = snapshotEvery;
        this.inFlightTimeout = inFlightTimeout;
    }

    /** Who asks: the match, its ruleset and the caller's seat (null for a spectator). */
    public record Access(MatchRecord match, List<SeatRecord> seats, EngineCodec<?, ?, ?> codec, Integer seat) {
        public Viewer viewer() {
            return seat == null ? Viewer.spectator() : Viewer.seat(seat);
        }
    }

    /** A stored answer, replayed or fresh: status, ETag version and JSON body. */
    public record Answer(int status, Long version, String body, boolean replayed) {}

    // ---------------------------------------------------------------- create

    public CreatedMatch create(CreateMatchRequest request) {
        if (request == null) throw ApiProblem.badRequest("INVALID_REQUEST", "The request body must be a JSON object.");
        EngineCodec<?, ?, ?> codec = registry.find(request.ruleset());
        if (codec == null) {
            throw new ApiProblem(
                    422,
                    "UNKNOWN_RULESET",
                    "Unknown ruleset",
                    "No ruleset '" + request.ruleset() + "'; see GET /v1/rulesets.");
        }
        RulesetInfo info = codec.ruleset().info();
        List<PlayerRequest> players = request.players();
        if (players == null || players.size() < info.minSeats() || players.size() > info.maxSeats()) {
            throw new ApiProblem(
                            422,
                            RuleViolation.INVALID_SEATS,
                            "Invalid number of players",
                            info.name() + " takes " + info.minSeats() + " to " + info.maxSeats() + " players.")
                    .with("minSeats", info.minSeats())
                    .with("maxSeats", info.maxSeats());
        }
        for (PlayerRequest player : players) {
            if (player == null) throw ApiProblem.badRequest("INVALID_REQUEST", "Each player must be an object.");
            if (player.name() != null && player.name().length() > 100)
                throw ApiProblem.badRequest("INVALID_REQUEST", "A player name has at most 100 characters.");
        }
        JsonNode options = request.options() == null ? null : EngineCodec.MAPPER.valueToTree(request.options());
        Map<String, Object> resolved = RulesetRegistry.resolveOptions(info, options);
        long seed = request.seed() != null ? request.seed() : Tokens.newSeed();
        return game(codec).create(players, resolved, seed);
    }

    // ---------------------------------------------------------------- access

    public Access access(UUID matchId, String bearerToken) {
        MatchStore.LoadedMatch loaded = store.load(matchId).orElseThrow(() -> ApiProblem.unknownMatch(matchId));
        MatchRecord match = loaded.match();
        EngineCodec<?, ?, ?> codec = registry.require(match.ruleset);
        if (bearerToken == null) return new Access(match, loaded.seats(), codec, null);
        String hash = Tokens.sha256(bearerToken);
        SeatRecord seat = loaded.seats().stream()
                .filter(s -> Tokens.sameHash(s.tokenHash, hash))
                .findFirst()
                .orElseThrow(() -> ApiProblem.unauthorized("The bearer token is not a seat token of this match."));
        return new Access(match, loaded.seats(), codec, seat.seat);
    }

    public MatchView view(Access access) {
        return game(access.codec()).view(access);
    }

    public MatchView viewAt(Access access, long version) {
        if (version < 1 || version > access.match().version) {
            throw new ApiProblem(
                            404,
                            "UNKNOWN_VERSION",
                            "Unknown version",
                            "Versions of this match run from 1 to " + access.match().version + ".")
                    .with("currentVersion", access.match().version);
        }
        return game(access.codec()).viewAt(access, version);
    }

    public LegalCommands legalCommands(Access access) {
        if (access.seat() == null)
            throw ApiProblem.unauthorized("Legal commands are listed for a seat: send its bearer token.");
        return game(access.codec()).legal(access);
    }

    public EventPage events(Access access, long after, int limit) {
        return game(access.codec()).events(access, after, limit);
    }

    // ---------------------------------------------------------------- commands

    /**
     * Runs one command. With an Idempotency-Key, the answer (success or rejection) is stored and a
     * retry with the same key and body gets it again; the events and the success record commit
     * together.
     */
    public Answer submit(Access access, long expectedVersion, String idempotencyKey, JsonNode body) {
        if (access.seat() == null)
            throw ApiProblem.unauthorized("Commands are submitted by a seat: send its bearer token.");
        if (idempotencyKey == null) return game(access.codec()).execute(access, expectedVersion, body, null);
        UUID matchId = access.match().id;
        int seat = access.seat();
        String requestHash = Tokens.sha256(expectedVersion + "\n" + body.toString());
        MatchStore.Claim claim = store.claim(matchId, seat, idempotencyKey, requestHash, inFlightTimeout);
        if (claim instanceof MatchStore.Claim.Existing existing) {
            IdempotencyRecord record = existing.record();
            if (!record.requestHash.equals(requestHash)) {
                throw new ApiProblem(
                        422,
                        "IDEMPOTENCY_KEY_REUSED",
                        "Idempotency-Key reused",
                        "This Idempotency-Key was used with a different request.");
            }
            if (record.inFlight()) {
                throw new ApiProblem(
                        409,
                        "IDEMPOTENCY_KEY_IN_FLIGHT",
                        "Request in flight",
                        "A request with this Idempotency-Key is still being processed; retry shortly.");
            }
            return new Answer(
                    record.status, record.etag == null ? null : Long.parseLong(record.etag), record.response, true);
        }
        IdempotencyRecord completion = new IdempotencyRecord();
        completion.matchId = matchId;
        completion.seat = seat;
        completion.idemKey = idempotencyKey;
        completion.requestHash = requestHash;
        completion.createdAt = Instant.now();
        try {
            return game(access.codec()).execute(access, expectedVersion, body, completion);
        } catch (ApiProblem problem) {
            if (problem.status() >= 400 && problem.status() < 500) {
                completion.status = problem.status();
                completion.etag = null; // a rejection moved nothing (execute may have prepared a success)
                completion.response = json(ProblemDocument.of(problem, "/v1/matches/" + matchId + "/commands"));
                completion.completedAt = Instant.now();
                store.complete(completion);
            } else {
                store.release(matchId, seat, idempotencyKey);
            }
            throw problem;
        } catch (RuntimeException e) {
            store.release(matchId, seat, idempotencyKey);
            throw e;
        }
    }

    /** API documents as the REST layer writes them (stored for idempotent replays). */
    private String json(Object value) {
        try {
            return apiMapper.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private <S, C extends Command, E extends Event> Game<S, C, E> game(EngineCodec<S, C, E> codec) {
        return new Game<>(codec);
    }

    /** The typed work on one ruleset's match (captures the ruleset's type parameters). */
    private final class Game<S, C extends Command, E extends Event> {
        private final EngineCodec<S, C, E> codec;
        private final Ruleset<S, C, E> ruleset;

        Game(EngineCodec<S, C, E> codec) {
            this.codec = codec;
            this.ruleset = codec.ruleset();
        }

        CreatedMatch create(List<PlayerRequest> players, Map<String, Object> options, long seed) {
            Decision<E> opening = ruleset.setup(new MatchSetup(players.size(), options), Rng.forVersion(seed, 0));
            if (opening instanceof Decision.Rejected<E> rejected) throw problemFor(rejected.violation());
            List<E> events = ((Decision.Accepted<E>) opening).events();
            S state = null;
            for (E event : events) state = ruleset.apply(state, event);
            Instant now = Instant.now();
            MatchRecord match = new MatchRecord();
            match.id = UUID.randomUUID();
            match.ruleset = ruleset.info().id();
            match.seats = players.size();
            match.options = apiMapper.valueToTree(options).toString();
            match.seed = seed;
            match.version = events.size();
            match.finished = ruleset.isOver(state);
            match.createdAt = now;
            match.updatedAt = now;
            List<SeatRecord> seats = new ArrayList<>();
            List<SeatCredential> credentials = new ArrayList<>();
            for (int i = 0; i < players.size(); i++) {
                String token = Tokens.newSeatToken();
                SeatRecord seat = new SeatRecord();
                seat.matchId = match.id;
                seat.seat = i;
                seat.name = players.get(i).name();
                seat.tokenHash = Tokens.sha256(token);
                seats.add(seat);
                credentials.add(new SeatCredential(i, seat.name, token));
            }
            String stateJson = codec.stateToJson(state);
            store.create(match, seats, stored(events, 0, null, now), stateJson);
            cache.put(match.id, match.version, stateJson);
            metrics.matchCreated(match.ruleset);
            return new CreatedMatch(matchView(new Access(match, seats, codec, null), state), credentials);
        }

        MatchView view(Access access) {
            return matchView(access, head(access.match()));
        }

        MatchView viewAt(Access access, long version) {
            S state = rebuild(access.match(), version);
            MatchRecord match = access.match();
            MatchView head = matchView(access, state);
            return new MatchView(
                    head.id(),
                    head.ruleset(),
                    version,
                    ruleset.isOver(state),
                    head.seats(),
                    head.toAct(),
                    head.viewer(),
                    head.seat(),
                    head.state(),
                    head.result(),
                    head.createdAt(),
                    null);
        }

        LegalCommands legal(Access access) {
            S state = head(access.match());
            List<JsonNode> commands = ruleset.legalCommands(state, access.seat()).stream()
                    .map(codec::commandToJson)
                    .toList();
            return new LegalCommands(access.match().version, access.seat(), commands);
        }

        EventPage events(Access access, long after, int limit) {
            MatchRecord match = access.match();
            S current = head(match);
            List<StoredEvent> page = store.events(match.id, after, match.version, limit);
            List<EventView> items = page.stream()
                    .map(e -> eventView(
                            e, codec.eventFromJson(e.type(), readTree(e.payload())), access.viewer(), current))
                    .toList();
            long next = items.isEmpty() ? Math.max(after, 0) : items.getLast().version();
            return new EventPage(items, next, next < match.version, match.version);
        }

        Answer execute(Access access, long expectedVersion, JsonNode body, IdempotencyRecord completion) {
            MatchRecord match = access.match();
            int seat = access.seat();
            C command;
            try {
                command = codec.commandFromJson(body);
            } catch (EngineCodec.MalformedCommandException e) {
                metrics.rejected(match.ruleset, "MALFORMED_COMMAND");
                throw ApiProblem.badRequest("MALFORMED_COMMAND", e.getMessage());
            }
            if (expectedVersion != match.version) {
                metrics.conflict();
                throw versionConflict(expectedVersion, match.version);
            }
            S state = head(match);
            RuleViolation violation = null;
            if (ruleset.isOver(state)) violation = RuleViolation.gameOver();
            else if (!ruleset.seatsToAct(state).contains(seat)) violation = RuleViolation.notYourTurn(seat);
            Decision<E> decision = violation != null
                    ? Decision.reject(violation)
                    : ruleset.decide(state, seat, command, Rng.forVersion(match.seed, match.version));
            if (decision instanceof Decision.Rejected<E> rejected) {
                metrics.rejected(match.ruleset, rejected.violation().code());
                throw problemFor(rejected.violation());
            }
            List<E> events = ((Decision.Accepted<E>) decision).events();
            for (E event : events) state = ruleset.apply(state, event);
            long newVersion = match.version + events.size();
            boolean finished = ruleset.isOver(state);
            Instant now = Instant.now();
            List<StoredEvent> stored = stored(events, match.version, seat, now);
            String stateJson = codec.stateToJson(state);
            boolean snapshotDue = newVersion / snapshotEvery > match.version / snapshotEvery;

            MatchRecord after = copyAt(match, newVersion, finished, now);
            Access accessAfter = new Access(after, access.seats(), codec, seat);
            List<EventView> eventViews = new ArrayList<>();
            for (int i = 0; i < events.size(); i++)
                eventViews.add(eventView(stored.get(i), events.get(i), accessAfter.viewer(), state));
            CommandResult result = new CommandResult(newVersion, eventViews, matchView(accessAfter, state));
            String response = json(result);
            if (completion != null) {
                completion.status = 200;
                completion.etag = Long.toString(newVersion);
                completion.response = response;
                completion.completedAt = now;
            }
            try {
                metrics.timeAppend(() -> {
                    store.append(match.id, match.version, stored, finished, snapshotDue ? stateJson : null, completion);
                    return null;
                });
            } catch (VersionConflictException e) {
                metrics.conflict();
                throw versionConflict(
                        expectedVersion,
                        store.match(match.id).map(m -> m.version).orElse(match.version));
            }
            metrics.accepted(match.ruleset);
            cache.put(match.id, newVersion, stateJson);
            cache.publish(match.id, newVersion);
            return new Answer(200, newVersion, response, false);
        }

        /** The state at the head version: from Redis when it has exactly that version. */
        S head(MatchRecord match) {
            Optional<StateCache.Cached> cached = cache.get(match.id);
            if (cached.isPresent() && cached.get().version() == match.version)
                return codec.stateFromJson(cached.get().state());
            S state = rebuild(match, match.version);
            cache.put(match.id, match.version, codec.stateToJson(state));
            return state;
        }

        /** The state after {@code version} events, from the newest snapshot at or below it. */
        S rebuild(MatchRecord match, long version) {
            Optional<SnapshotRecord> snapshot = store.snapshotAtOrBelow(match.id, version);
            S state = snapshot.map(s -> codec.stateFromJson(s.state)).orElse(null);
            long at = snapshot.map(s -> s.version).orElse(0L);
            while (at < version) {
                List<StoredEvent> page = store.events(match.id, at, version, REBUILD_PAGE);
                if (page.isEmpty())
                    throw new IllegalStateException(
                            "event log of match " + match.id + " ends at " + at + ", head is " + version);
                for (StoredEvent event : page) {
                    state = ruleset.apply(state, codec.eventFromJson(event.type(), readTree(event.payload())));
                    at = event.version();
                }
            }
            // Long replays leave a snapshot behind, so the next rebuild is short.
            if (version - snapshot.map(s -> s.version).orElse(0L) >= snapshotEvery && version == match.version) {
                store.storeSnapshot(match.id, version, codec.stateToJson(state));
            }
            return state;
        }

        MatchView matchView(Access access, S state) {
            MatchRecord match = access.match();
            Viewer viewer = access.viewer();
            JsonNode stateView = codec.toTree(ruleset.view(state, viewer));
            List<Integer> toAct = ruleset.seatsToAct(state).stream().sorted().toList();
            return new MatchView(
                    match.id,
                    match.ruleset,
                    match.version,
                    ruleset.isOver(state),
                    access.seats().stream()
                            .map(s -> new SeatInfo(s.seat, s.name))
                            .toList(),
                    toAct,
                    access.seat() == null ? "spectator" : "seat",
                    access.seat(),
                    stateView,
                    ruleset.result(state).orElse(null),
                    match.createdAt,
                    match.updatedAt);
        }

        EventView eventView(StoredEvent stored, E event, Viewer viewer, S current) {
            E visible = ruleset.redact(event, viewer, current);
            return new EventView(
                    stored.version(),
                    codec.eventName(visible),
                    stored.seat(),
                    stored.createdAt(),
                    codec.eventPayload(visible));
        }

        List<StoredEvent> stored(List<E> events, long fromVersion, Integer seat, Instant at) {
            List<StoredEvent> stored = new ArrayList<>(events.size());
            for (int i = 0; i < events.size(); i++) {
                E event = events.get(i);
                stored.add(new StoredEvent(
                        fromVersion + i + 1,
                        codec.eventName(event),
                        codec.eventPayload(event).toString(),
                        seat,
                        at));
            }
            return stored;
        }
    }

    private static MatchRecord copyAt(MatchRecord match, long version, boolean finished, Instant now) {
        MatchRecord copy = new MatchRecord();
        copy.id = match.id;
        copy.ruleset = match.ruleset;
        copy.seats = match.seats;
        copy.options = match.options;
        copy.seed = match.seed;
        copy.version = version;
        copy.finished = finished;
        copy.createdAt = match.createdAt;
        copy.updatedAt = now;
        return copy;
    }

    private static JsonNode readTree(String json) {
        try {
            return EngineCodec.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON is unreadable", e);
        }
    }

    static ApiProblem versionConflict(long expected, long current) {
        return new ApiProblem(
                        412,
                        "VERSION_CONFLICT",
                        "Version conflict",
                        "If-Match names version " + expected + " but the match is at version " + current + ".")
                .with("currentVersion", current);
    }

    static ApiProblem problemFor(RuleViolation violation) {
        String code = violation.code();
        int status =
                switch (code) {
                    case RuleViolation.NOT_YOUR_TURN, RuleViolation.GAME_OVER -> 409;
                    default -> 422;
                };
        String title = code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX)
                ? "Illegal move"
                : switch (code) {
                    case RuleViolation.NOT_YOUR_TURN -> "Not your turn";
                    case RuleViolation.GAME_OVER -> "Game over";
                    case RuleViolation.INVALID_OPTION -> "Invalid match option";
                    default -> "Command refused";
                };
        ApiProblem problem = new ApiProblem(status, code, title, violation.message());
        if (code.startsWith(RuleViolation.ILLEGAL_MOVE_PREFIX))
            problem.with("rule", code.substring(RuleViolation.ILLEGAL_MOVE_PREFIX.length()));
        if (!violation.details().isEmpty()) problem.with("details", violation.details());
        return problem;
    }
}
