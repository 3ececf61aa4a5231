package io.boardstate.match;

import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Folded;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.match.bot.BotTurns;
import io.boardstate.match.clock.ClockOptions;
import io.boardstate.match.command.MatchMetrics;
import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.ClockSight;
import io.boardstate.match.model.EventSlice;
import io.boardstate.match.model.Fresh;
import io.boardstate.match.model.Head;
import io.boardstate.match.model.LegalMoves;
import io.boardstate.match.model.LoggedEvent;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.state.RenderMemo;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.support.Tokens;
import io.boardstate.match.view.DelayedHeads;
import io.boardstate.match.view.Renderer;
import io.boardstate.store.LogHead;
import io.boardstate.store.MatchRecord;
import io.boardstate.store.MatchStore;
import io.boardstate.store.Notification;
import io.boardstate.store.SeatRecord;
import io.boardstate.store.StoredEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;

/**
 * The match use cases but commands (see {@link CommandService}): create a match, tell who asks,
 * and read it (view, past versions, legal commands, the log, the head for live streams). Holds no
 * match state between requests; states come from {@link MatchStates}.
 */
@ApplicationScoped
public class MatchService {
    private static final LongPredicate NOTHING_HELD = version -> false;

    @Inject
    RulesetRegistry registry;

    @Inject
    MatchStore store;

    @Inject
    CommitDoor door;

    @Inject
    MatchStates states;

    @Inject
    MatchMetrics metrics;

    @Inject
    DelayedHeads delays;

    @Inject
    BotTurns bots;

    public NewMatch create(NewMatch.Request request) {
        return create(request, null);
    }

    /** Creates a match for an organizer (null: anonymous). */
    public NewMatch create(NewMatch.Request request, String organizer) {
        Prepared prepared = prepare(request, organizer, seat -> Tokens.newSeatToken());
        door.create(prepared.rows());
        committed(prepared);
        if (request.bots() != null) bots.due(prepared.match().id); // a bot that opens plays at once
        return new NewMatch(prepared.sight(), prepared.tokens);
    }

    /** A match ready to store: its rows, and what the caller and the caches get once it is stored. */
    record Prepared(
            MatchRecord match,
            List<SeatRecord> seats,
            List<StoredEvent> events,
            String stateJson,
            boolean timer,
            Instant dueAt,
            LoadedState loaded,
            MatchMeta meta,
            EngineCodec<?, ?, ?> codec,
            List<NewMatch.SeatToken> tokens,
            List<Notification> notifications) {
        /** The rows the commit door stores. */
        MatchStore.NewRows rows() {
            return new MatchStore.NewRows(match, seats, events, stateJson, timer, dueAt, notifications);
        }

        Sight sight() {
            return Renderer.sight(
                    new Access(meta, codec, null), EngineCodec.typed(codec), loaded, match.createdAt, loaded.control());
        }
    }

    /** Validates the request and sets the match up, storing nothing; seat tokens come from {@code tokens}. */
    Prepared prepare(NewMatch.Request request, String organizer, IntFunction<String> tokens) {
        EngineCodec<?, ?, ?> codec = registry.known(request.ruleset());
        RulesetInfo info = codec.ruleset().info();
        List<String> players = request.players();
        if (players == null || players.size() < info.minSeats() || players.size() > info.maxSeats()) {
            throw new MatchFailure.InvalidSetup(new RuleViolation(
                    RuleViolation.INVALID_SEATS,
                    info.name() + " takes " + info.minSeats() + " to " + info.maxSeats() + " players.",
                    Map.of("minSeats", info.minSeats(), "maxSeats", info.maxSeats())));
        }
        Map<String, Object> options = RulesetRegistry.resolveOptions(info, request.options());
        MatchControl.Clock clock = ClockOptions.validClock(request.clock());
        String policy = ClockOptions.validPolicy(request.absentPolicy());
        ClockOptions.validZombie(policy, request.zombie());
        ClockOptions.validStart(request.startClocksAt(), Instant.now());
        ClockOptions.validBots(request.bots(), policy, players.size(), codec.ruleset());
        long seed = request.seed() != null ? request.seed() : Tokens.newSeed();
        return prepare(EngineCodec.typed(codec), request, organizer, options, seed, clock, policy, tokens);
    }

    private <S, C extends Command, E extends Event> Prepared prepare(
            EngineCodec<S, C, E> codec,
            NewMatch.Request request,
            String organizer,
            Map<String, Object> options,
            long seed,
            MatchControl.Clock clock,
            String policy,
            IntFunction<String> newToken) {
        List<String> players = request.players();
        Ruleset<S, C, E> ruleset = codec.ruleset();
        Decision<E> opening = ruleset.setup(new MatchSetup(players.size(), options), Rng.forVersion(seed, 0));
        if (opening instanceof Decision.Rejected<E> rejected) throw new MatchFailure.InvalidSetup(rejected.violation());
        List<E> events = ((Decision.Accepted<E>) opening).events();
        S state = null;
        for (E event : events) state = ruleset.apply(state, event);
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        String stateJson = codec.stateToJson(state);
        NewMatch.Tags tags = request.tags() == null ? NewMatch.Tags.NONE : request.tags();
        MatchRecord match = new MatchRecord();
        match.id = UUID.randomUUID();
        match.ruleset = ruleset.info().id();
        match.seats = players.size();
        match.options = EngineCodec.MAPPER.valueToTree(options).toString();
        match.seed = seed;
        match.salt = Tokens.newSalt();
        match.version = events.size();
        match.finished = ruleset.isOver(state);
        match.organizer = organizer;
        match.tagTournament = tags.tournament();
        match.tagRound = tags.round();
        match.tagTable = tags.table();
        match.createdAt = now;
        match.updatedAt = now;
        if (request.spectatorDelay() != null) {
            match.delayVersions = request.spectatorDelay().versions();
            match.delaySeconds = request.spectatorDelay().seconds();
        }
        MatchControl control = MatchControl.start(
                        clock,
                        policy,
                        request.zombie(),
                        players.size(),
                        match.finished ? Set.of() : ruleset.seatsToAct(state),
                        now)
                .withBots(request.bots() == null ? null : request.bots().seats())
                .withAbsentBotAndHints(
                        request.bots() == null ? null : request.bots().absent(),
                        request.bots() != null && request.bots().hints());
        if (request.startClocksAt() != null && !match.finished)
            control = control.scheduled(request.startClocksAt().truncatedTo(ChronoUnit.MICROS));
        match.control = control.toJson();
        List<SeatRecord> seats = new ArrayList<>();
        List<NewMatch.SeatToken> tokens = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            String token = newToken.apply(i);
            SeatRecord seat = new SeatRecord();
            seat.matchId = match.id;
            seat.seat = i;
            seat.name = players.get(i);
            seat.externalId =
                    request.externalIds() == null ? null : request.externalIds().get(i);
            seat.tokenHash = Tokens.sha256(token);
            seats.add(seat);
            tokens.add(new NewMatch.SeatToken(i, seat.name, token));
        }
        MatchMeta meta = new MatchMeta(
                match.id,
                match.ruleset,
                MatchStates.readTree(match.options),
                seed,
                match.salt,
                seats.stream()
                        .map(s -> new MatchMeta.Seat(s.seat, s.name, s.tokenHash))
                        .toList(),
                now,
                organizer,
                SpectatorDelay.of(match.delayVersions, match.delaySeconds)); // as a load reads it back
        // A timer row for a clock, for the zombie policy (a seat that leaves has its turns played) or for bots.
        boolean timer = control.clock().timed() || control.playsSeats();
        Instant dueAt = timer ? control.nextDeadline() : null;
        List<CommitDoor.NewEvent> setup = new ArrayList<>(events.size());
        for (E event : events) setup.add(new CommitDoor.NewEvent(codec.eventName(event), codec.eventJson(event), null));
        // Its stored events, checksum and webhook notifications (created, who acts first; none for an
        // anonymous match).
        CommitDoor.Opening opened = CommitDoor.opening(
                meta,
                setup,
                stateJson,
                match.finished,
                match.finished ? Set.of() : ruleset.seatsToAct(state),
                control.nextShownDeadline(),
                now);
        match.stateChecksum = opened.checksum();
        LoadedState loaded = new LoadedState(
                match.version, match.stateChecksum, stateJson, state, match.finished, now, control, new RenderMemo());
        List<StoredEvent> stored = opened.events();
        var notifications = opened.notifications();
        return new Prepared(match, seats, stored, stateJson, timer, dueAt, loaded, meta, codec, tokens, notifications);
    }

    /**
     * After a batch's match is stored: its fixed facts remembered (its state is read from Postgres
     * when first asked for), metrics, and its bots that open play at once, as for one match.
     */
    void createdInBatch(Prepared prepared, NewMatch.Request request) {
        states.remember(prepared.meta());
        metrics.matchCreated(prepared.match.ruleset);
        if (request.bots() != null) bots.due(prepared.match().id);
    }

    /** After the match is stored: caches (its fixed facts too, so its first command loads none) and metrics. */
    void committed(Prepared prepared) {
        states.remember(prepared.meta());
        states.committed(prepared.match.id, prepared.loaded);
        metrics.matchCreated(prepared.match.ruleset);
    }

    /** Who asks: a seat of the match for its token, a spectator without one. */
    public Access access(UUID matchId, String bearerToken) {
        return access(states.meta(matchId), bearerToken);
    }

    /** Who asks, of a match whose facts are at hand. */
    Access access(MatchMeta match, String bearerToken) {
        EngineCodec<?, ?, ?> codec = registry.require(match.ruleset());
        if (bearerToken == null) return new Access(match, codec, null);
        String hash = Tokens.sha256(bearerToken);
        MatchMeta.Seat seat = match.seats().stream()
                .filter(s -> Tokens.sameHash(s.tokenHash(), hash))
                .findFirst()
                .orElseThrow(() -> new MatchFailure.NotASeat("The bearer token is not a seat token of this match."));
        return new Access(match, codec, seat.seat());
    }

    public Sight view(Access access) {
        return view(access, NOTHING_HELD).value();
    }

    /** The view at the head even for a spectator: for the organizer's own reads, never delayed. */
    public Sight undelayedView(Access access) {
        return view(access, NOTHING_HELD, false).value();
    }

    /**
     * The caller's view at the head (a delayed spectator's: at the delayed head, as a past version),
     * unless {@code held} says the caller has that version already.
     */
    public Fresh<Sight> view(Access access, LongPredicate held) {
        return view(access, held, true);
    }

    private Fresh<Sight> view(Access access, LongPredicate held, boolean delay) {
        LoadedState head = states.head(access);
        DelayedHeads.Released delayed = delay ? delays.of(access, head) : null;
        if (delayed != null) {
            long version = delayed.state().version();
            if (held.test(version)) return new Fresh<>(version, null);
            return new Fresh<>(
                    version,
                    Renderer.sight(
                                    access,
                                    EngineCodec.typed(access.codec()),
                                    delayed.state(),
                                    delayed.storedAt(),
                                    false,
                                    null)
                            .withSettingsOf(
                                    head.controlOr(access.match().seats().size())));
        }
        return headView(access, head, held);
    }

    /** The caller's view at {@code head}, for a caller who is not held back (a seat, or no delay). */
    Fresh<Sight> headView(Access access, LoadedState head, LongPredicate held) {
        if (held.test(head.version())) return new Fresh<>(head.version(), null);
        return new Fresh<>(
                head.version(),
                Renderer.sight(
                        access,
                        EngineCodec.typed(access.codec()),
                        head,
                        head.updatedAt(),
                        head.controlOr(access.match().seats().size())));
    }

    /** Whether {@code access}'s reads may be held back: a spectator of a match with a spectator delay. */
    static boolean mayBeDelayed(Access access) {
        return access.seat() == null && !access.organizer() && access.match().delay() != null;
    }

    public Sight viewAt(Access access, long version) {
        return viewAt(access, version, NOTHING_HELD).value();
    }

    /**
     * A past version as the caller sees it (it never changes), unless the caller holds it already. A
     * delayed spectator's versions end at the delayed head.
     */
    public Fresh<Sight> viewAt(Access access, long version, LongPredicate held) {
        LoadedState head = states.head(access);
        DelayedHeads.Released delayed = delays.of(access, head);
        long current = delayed != null ? delayed.state().version() : head.version();
        if (version < 1 || version > current) throw new MatchFailure.UnknownVersion(current);
        if (held.test(version)) return new Fresh<>(version, null);
        LoadedState past = states.rebuild(access, version, null);
        return new Fresh<>(
                version,
                Renderer.sight(access, EngineCodec.typed(access.codec()), past, null, head.finished(), null)
                        .withSettingsOf(head.controlOr(access.match().seats().size())));
    }

    public LegalMoves legalCommands(Access access) {
        return legalCommands(access, NOTHING_HELD).value();
    }

    /** The seat's legal commands at the head, unless the caller holds that version's list already. */
    public Fresh<LegalMoves> legalCommands(Access access, LongPredicate held) {
        requireSeat(access);
        return legalAt(access, states.head(access), held);
    }

    static void requireSeat(Access access) {
        if (access.seat() == null)
            throw new MatchFailure.NotASeat("Legal commands are listed for a seat: send its bearer token.");
    }

    /**
     * The seat's legal commands at {@code head}: none while the match is over or paused, nor for a
     * seat the service plays: one that left under the zombie policy (its commands are refused,
     * TIME_EXPIRED) or a computer player's (BOT_SEAT). Each follows from the version alone, as the
     * list's ETag does.
     */
    Fresh<LegalMoves> legalAt(Access access, LoadedState head, LongPredicate held) {
        if (held.test(head.version())) return new Fresh<>(head.version(), null);
        MatchControl control = head.controlOr(access.match().seats().size());
        if (control.over() || control.paused() || control.playsSeat(access.seat()))
            return new Fresh<>(
                    head.version(),
                    new LegalMoves(access.codec().ruleset().info().id(), head.version(), access.seat(), List.of()));
        return new Fresh<>(head.version(), Renderer.legal(EngineCodec.typed(access.codec()), head, access.seat()));
    }

    public EventSlice events(Access access, long after, int limit) {
        return events(access, after, limit, NOTHING_HELD).value();
    }

    /**
     * A page of the log as the caller sees it; its version is the head's, since redaction follows
     * the current state (the end reveals secrets). Null value: the caller holds it already.
     */
    public Fresh<EventSlice> events(Access access, long after, int limit, LongPredicate held) {
        LoadedState head = states.head(access);
        DelayedHeads.Released delayed = delays.of(access, head);
        // A delayed spectator's log ends at the delayed head, redacted as of then, with no clock.
        LoadedState upTo = delayed != null ? delayed.state() : head;
        if (held.test(upTo.version())) return new Fresh<>(upTo.version(), null);
        return new Fresh<>(
                upTo.version(), events(EngineCodec.typed(access.codec()), access, upTo, after, limit, delayed));
    }

    private <S, C extends Command, E extends Event> EventSlice events(
            EngineCodec<S, C, E> codec,
            Access access,
            LoadedState head,
            long after,
            int limit,
            DelayedHeads.Released delayed) {
        @SuppressWarnings("unchecked")
        S current = (S) head.state();
        var page = store.events(access.match().id(), after, head.version(), limit);
        Ledger<S, E> ledger = new Ledger<>(codec, access, after, page.isEmpty());
        List<LoggedEvent> items = new ArrayList<>(page.size());
        for (var e : page) {
            if (SystemEvents.is(e.type())) {
                items.add(Renderer.systemEvent(
                        e.version(), e.type(), e.seat(), e.createdAt(), MatchStates.readTree(e.payload())));
                continue;
            }
            E event = codec.eventFromJson(e.type(), MatchStates.readTree(e.payload()));
            items.add(Renderer.event(
                    codec,
                    e.version(),
                    e.seat(),
                    e.createdAt(),
                    event,
                    ledger.fold(event),
                    e.command() == null ? null : MatchStates.readTree(e.command()),
                    access.viewer(),
                    current,
                    head.finished()));
        }
        long next = items.isEmpty() ? Math.max(after, 0) : items.getLast().version();
        if (delayed != null)
            return new EventSlice(items, next, next < head.version(), head.version(), null, delayed.nextAt());
        ClockSight clock = ClockSight.of(head.controlOr(access.match().seats().size()), Instant.now());
        return new EventSlice(items, next, next < head.version(), head.version(), clock);
    }

    /**
     * The coin ledger of a page of the log: the state before the page (rebuilt from the newest
     * snapshot) folded event by event, each fold giving that event's coin changes. Derived, never
     * stored (docs/adr/0004-stored-format-evolution.md); nothing to do for a game without coins.
     */
    private final class Ledger<S, E extends Event> {
        private final Ruleset<S, ?, E> ruleset;
        private final boolean counts;
        private S state;

        Ledger(EngineCodec<S, ?, E> codec, Access access, long after, boolean empty) {
            this.ruleset = codec.ruleset();
            this.counts = ruleset.keepsCoins() && !empty;
            if (counts && after > 0) {
                @SuppressWarnings("unchecked")
                S before = (S) states.rebuild(access, after, null).state();
                state = ruleset.copy(before);
            }
        }

        List<CoinChange> fold(E event) {
            if (!counts) return List.of();
            Folded<S> folded = ruleset.applyCounting(state, event);
            state = folded.state();
            return folded.coins();
        }
    }

    /** The newest stored version of a match and whether it is over (what live streams report). */
    public Head head(UUID matchId) {
        LogHead head = states.storedHead(matchId);
        return new Head(head.version(), head.finished());
    }
}
