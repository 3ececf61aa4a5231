package io.boardstate.match.commit;

import io.boardstate.config.BoardstateConfig;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchActivity;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.state.CacheSeal;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.RenderMemo;
import io.boardstate.match.webhook.WebhookEvents;
import io.boardstate.store.ActivityStore;
import io.boardstate.store.Append;
import io.boardstate.store.BatchStore;
import io.boardstate.store.BatchStore.BatchRow;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.store.LogHead;
import io.boardstate.store.MatchLog;
import io.boardstate.store.MatchStore;
import io.boardstate.store.MatchStore.NewRows;
import io.boardstate.store.Notification;
import io.boardstate.store.StoredAnswer;
import io.boardstate.store.StoredEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * The one door every write to a match's log goes through: a seat's command ({@code
 * command.CommandService}), the service's own events (timeouts, resignations, an organizer's pause,
 * resume, abort and adjudication: {@code clock.ClockService}) and new matches ({@code MatchService},
 * {@code MatchBatches}). It numbers the stored events, seals the new state with its checksum, works
 * out the webhook notifications the write causes and hands it all to the store in one statement
 * (one transaction for new matches). Whether a write is allowed is decided before the door: it only
 * stores it if the head is still the one it was decided on, and says so in a {@link Committed}.
 */
@ApplicationScoped
public class CommitDoor {
    private final MatchLog log;
    private final MatchStore store;
    private final BatchStore batches;
    private final int snapshotEvery;
    private final ActivityStore activities;

    @Inject
    public CommitDoor(
            MatchLog log, MatchStore store, BatchStore batches, BoardstateConfig config, ActivityStore activities) {
        this.log = log;
        this.store = store;
        this.batches = batches;
        this.snapshotEvery = config.store().snapshotEvery();
        this.activities = activities;
    }

    /**
     * A door on {@code log}; {@code store} (new matches, and the seats' facts of a finished match's
     * notification) may be null where none are created.
     */
    public CommitDoor(MatchLog log, MatchStore store, int snapshotEvery) {
        this.log = log;
        this.store = store;
        this.batches = null;
        this.snapshotEvery = snapshotEvery;
        this.activities = null;
    }

    /** An event about to be stored: its type, payload (JSON) and, on a command's first event, the command (JSON). */
    public record NewEvent(String type, String payload, String command) {}

    /** What became of a write. */
    public sealed interface Committed {
        /** Stored: {@code state} is the new head. */
        record Stored(LoadedState state) implements Committed {}

        /** An answer was stored before under the request's Idempotency-Key: nothing was stored. */
        record AnsweredBefore(StoredAnswer answer) implements Committed {}

        /** A request of an older release holds the Idempotency-Key: nothing was stored. */
        record KeyInFlight() implements Committed {}

        /** The head moved to another version since the write was decided: nothing was stored. */
        record HeadMoved(LogHead head) implements Committed {}

        /**
         * The head is at the version the write was decided on, with another state's checksum: the
         * state decided on was not the log's. Decide again on the state rebuilt from the log.
         */
        record OtherState() implements Committed {}
    }

    /** A write decided on {@code from} (the head it expects) at {@code at}; fill it in, then {@link Write#prepare}. */
    public Write write(Access access, LoadedState from, Instant at) {
        return new Write(access, from, at);
    }

    /** A write to store: its events, the state it leads to (what the caller is shown and the caches get). */
    public final class Write {
        private final Access access;
        private final LoadedState from;
        private final Instant at;
        private Integer seat;
        private final List<NewEvent> events = new ArrayList<>();
        private Object state;
        private String json;
        private boolean stateChanged;
        private boolean finished;
        private MatchControl next;
        private boolean storeControl;
        private boolean snapshotIfDue;
        private Set<Integer> toActBefore = Set.of();
        private Set<Integer> toActAfter = Set.of();
        private Supplier<List<SeatResult>> results = List::of;

        private Write(Access access, LoadedState from, Instant at) {
            this.access = access;
            this.from = from;
            this.at = at;
            this.state = from.state();
            this.json = from.json();
            this.finished = from.finished();
        }

        /** The seat whose command or resignation this is (default: none, the service's own events). */
        public Write by(Integer seat) {
            this.seat = seat;
            return this;
        }

        public Write event(NewEvent event) {
            events.add(event);
            return this;
        }

        public Write events(List<NewEvent> more) {
            events.addAll(more);
            return this;
        }

        /** The state after the events (default: the state decided on, which events of the service leave as is). */
        public Write state(Object state, String json) {
            this.state = state;
            this.json = json;
            this.stateChanged = true;
            return this;
        }

        /** Whether the match is over after the write (default: whether it was). */
        public Write finished(boolean finished) {
            this.finished = finished;
            return this;
        }

        /** The match's control after the write; stored with the head unless {@code store} is false. */
        public Write control(MatchControl next, boolean store) {
            this.next = next;
            this.storeControl = store;
            return this;
        }

        /** Stores a snapshot of the new state when the write crosses a multiple of the snapshot interval. */
        public Write snapshotIfDue() {
            this.snapshotIfDue = true;
            return this;
        }

        /**
         * What the notifications are worked out from: the seats to act before and after the write,
         * and the results, asked for only if the match finishes with it.
         */
        public Write notifying(Set<Integer> toActBefore, Set<Integer> toActAfter, Supplier<List<SeatResult>> results) {
            this.toActBefore = toActBefore;
            this.toActAfter = toActAfter;
            this.results = results;
            return this;
        }

        /** The write with its stored events, checksum and notifications, not stored yet. */
        public Prepared prepare() {
            long version = from.version();
            List<StoredEvent> stored = new ArrayList<>(events.size());
            for (NewEvent e : events)
                stored.add(new StoredEvent(version + stored.size() + 1, e.type(), e.payload(), seat, at, e.command()));
            long newVersion = version + stored.size();
            String checksum = stateChanged ? CacheSeal.checksum(json) : from.checksum();
            Instant deadline = finished ? null : next.nextDeadline(); // the timer's: a bot's turn is due at once
            List<Notification> notifications = WebhookEvents.after(
                    access.match(),
                    stored,
                    from.finished(),
                    finished,
                    toActBefore,
                    toActAfter,
                    finished ? null : next.nextShownDeadline(),
                    () -> finishedFacts(access, next, from.version(), stored, results.get(), at));
            LoadedState committed = new LoadedState(
                    newVersion, checksum, json, state, finished, at, storeControl ? next : null, new RenderMemo());
            boolean snapshotDue = snapshotIfDue && newVersion / snapshotEvery > version / snapshotEvery;
            Append append = new Append(
                    new Append.From(access.match().id(), version, from.checksum()),
                    stored,
                    new Append.NewHead(checksum, finished, at, storeControl ? next.toJson() : null, deadline),
                    snapshotDue ? json : null,
                    null,
                    notifications);
            return new Prepared(append, committed);
        }
    }

    /**
     * A match finishing with a write: the log's activity up to the write and the write's own events
     * give each seat's timeouts, automatic moves and whether it left, and how the match ended; zombies
     * are ranked last when the game's own standings decide; {@code control}, the match's after the
     * write, names the seats computer players hold.
     */
    private WebhookEvents.Finished finishedFacts(
            Access access,
            MatchControl control,
            long before,
            List<StoredEvent> write,
            List<SeatResult> results,
            Instant at) {
        UUID id = access.match().id();
        MatchActivity activity = activities == null
                ? MatchActivity.of(List.of())
                : MatchActivity.of(activities.rows(id, before, MatchActivity.LISTED, MatchActivity.MARKERS));
        activity.plus(write);
        String ending = activity.ending(access.match().seats().size());
        List<SeatResult> standings = ending.equals(MatchActivity.COMPLETED) || ending.equals(MatchActivity.AUTOMATIC)
                ? SystemEvents.zombiesLast(results, activity.zombies())
                : results;
        Map<Integer, String> externalIds = new HashMap<>();
        if (store != null) store.load(id).ifPresent(m -> m.seats().forEach(s -> externalIds.put(s.seat, s.externalId)));
        List<WebhookEvents.SeatFacts> seats = new ArrayList<>();
        for (MatchMeta.Seat seat : access.match().seats())
            seats.add(new WebhookEvents.SeatFacts(
                    seat.seat(),
                    seat.name(),
                    externalIds.get(seat.seat()),
                    activity.timeouts(seat.seat()),
                    activity.automaticMoves(seat.seat()),
                    activity.zombies().contains(seat.seat()),
                    WebhookEvents.Bot.of(control.botLevel(seat.seat()))));
        return new WebhookEvents.Finished(standings, ending, access.match().createdAt(), at, seats);
    }

    /** A write ready to store: {@code committed} is the head it makes, once stored. */
    public record Prepared(Append append, LoadedState committed) {
        public UUID matchId() {
            return append.matchId();
        }

        public String controlJson() {
            return append.head().control();
        }
    }

    /** Stores the write if the head is still the one it was decided on. */
    public Committed commit(Prepared write) {
        return commit(write, null, null);
    }

    /** Stores the write, and {@code answer} under the request's {@code key}, if the head is still the one it was decided on. */
    public Committed commit(Prepared write, IdempotencyKey key, StoredAnswer answer) {
        Append a = write.append();
        if (key != null)
            a = new Append(
                    a.from(),
                    a.events(),
                    a.head(),
                    a.snapshotState(),
                    new Append.Keyed(key, answer),
                    a.notifications());
        return switch (log.append(a)) {
            case MatchLog.Appended.Stored s -> new Committed.Stored(write.committed());
            case MatchLog.Appended.AnsweredBefore before -> new Committed.AnsweredBefore(before.answer());
            case MatchLog.Appended.Refused refused -> {
                if (refused.keyTaken()) yield new Committed.KeyInFlight();
                if (refused.head() == null
                        || refused.head().version() != a.from().version())
                    yield new Committed.HeadMoved(refused.head());
                yield new Committed.OtherState();
            }
        };
    }

    /**
     * A request that stores no events (a rejection, a conflict, a malformed command): checks it
     * against the head and, with a key, stores its answer when {@code expect} holds.
     */
    public MatchLog.Settled settle(
            UUID matchId, MatchLog.Expect expect, IdempotencyKey key, StoredAnswer answer, Instant at) {
        return log.settle(matchId, expect, key, answer, at);
    }

    /** A new match's stored events (its setup, numbered from 1), checksum and notifications. */
    public record Opening(List<StoredEvent> events, String checksum, List<Notification> notifications) {}

    /**
     * Opens a new match: {@code events} set it up, {@code stateJson} is the state they lead to;
     * {@code toAct} and {@code deadline} say who acts first and until when.
     */
    public static Opening opening(
            MatchMeta meta,
            List<NewEvent> events,
            String stateJson,
            boolean finished,
            Set<Integer> toAct,
            Instant deadline,
            Instant at) {
        List<StoredEvent> stored = new ArrayList<>(events.size());
        for (NewEvent e : events)
            stored.add(new StoredEvent(stored.size() + 1, e.type(), e.payload(), null, at, e.command()));
        return new Opening(
                stored, CacheSeal.checksum(stateJson), WebhookEvents.created(meta, finished, toAct, deadline));
    }

    /** Stores a new match: its rows, events, snapshot, timer and notifications in one transaction. */
    public void create(NewRows match) {
        store.create(match);
    }

    /** Stores an organizer's batch of new matches, all or none (see {@link BatchStore#create}). */
    public Optional<BatchRow> createBatch(
            String organizer, String idemKey, BatchRow batch, List<NewRows> matches, boolean uniqueTables) {
        return batches.create(organizer, idemKey, batch, matches, uniqueTables);
    }
}
