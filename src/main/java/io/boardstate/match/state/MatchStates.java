package io.boardstate.match.state;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.cache.MatchFeed;
import io.boardstate.cache.StateCache;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.IfMatch;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.CommandLog;
import io.boardstate.store.LogHead;
import io.boardstate.store.MatchStore;
import io.boardstate.store.SnapshotRecord;
import io.boardstate.store.StoredEvent;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * Loads a match's seats and states, fastest source first: this replica's near cache, then Redis
 * (an entry counts only when its seal holds), then the log in Postgres (newest snapshot and the
 * events after it). Reads believe Redis's head while it is fresh and not behind what this replica
 * knows; anything else is checked against Postgres, and the cache is repaired on the way.
 */
@ApplicationScoped
public class MatchStates implements CommandStates {
    private static final Logger LOG = Logger.getLogger(MatchStates.class);
    private static final int REBUILD_PAGE = 1000;

    @Inject
    MatchStore store;

    @Inject
    CommandLog log;

    @Inject
    StateCache redis;

    @Inject
    NearCache near;

    @Inject
    CacheSeal seal;

    @Inject
    RulesetRegistry registry;

    @Inject
    MatchFeed feed;

    @Inject
    BoardstateConfig config;

    /** The match's fixed facts: from memory, else from Postgres. */
    public MatchMeta meta(UUID matchId) {
        MatchMeta meta = near.meta(matchId);
        if (meta != null) return meta;
        MatchStore.LoadedMatch loaded = store.load(matchId).orElseThrow(() -> new MatchFailure.UnknownMatch(matchId));
        meta = new MatchMeta(
                loaded.match().id,
                loaded.match().ruleset,
                readTree(loaded.match().options),
                loaded.match().seed,
                loaded.match().salt,
                loaded.seats().stream()
                        .map(s -> new MatchMeta.Seat(s.seat, s.name, s.tokenHash))
                        .toList(),
                loaded.match().createdAt,
                loaded.match().organizer,
                SpectatorDelay.of(loaded.match().delayVersions, loaded.match().delaySeconds));
        registry.require(meta.ruleset());
        near.meta(meta);
        return meta;
    }

    /** Facts of a match this replica has just stored: they never change, so no later load is needed. */
    public void remember(MatchMeta meta) {
        near.meta(meta);
    }

    /** The state at the head, for reads. */
    public LoadedState head(Access access) {
        UUID id = access.match().id();
        String line = redis.firstLine(id).orElse(null);
        CacheSeal.Sealed s = seal.open(id, line);
        if (s != null && believable(id, s)) {
            LoadedState state = fromCache(access, s);
            if (state != null) return state;
        }
        LogHead head = log.head(id);
        if (head == null) throw new MatchFailure.UnknownMatch(id);
        near.confirmed(id, head.version());
        LoadedState state = at(access, head);
        // Repair Redis when it is behind, or its entry could not be believed.
        if (s == null || s.version() != head.version() || !s.checksum().equals(state.checksum())) {
            if (line != null && s == null) redis.evictIf(id, line);
            share(id, state, state.control() == null ? null : state.control().toJson(), false);
        }
        return state;
    }

    /** The match's fixed facts if this replica has them in memory, else null. */
    public MatchMeta knownMeta(UUID matchId) {
        return near.meta(matchId);
    }

    /**
     * The head from this replica's memory when Redis's first line, read without blocking a thread,
     * is believable and names a state held here; null when only {@link #head} can tell (a miss, an
     * entry not believed, Redis away), which also repairs the cache.
     */
    public Uni<LoadedState> knownHead(Access access) {
        UUID id = access.match().id();
        return redis.firstLineWithoutBlocking(id).map(line -> {
            CacheSeal.Sealed s = line.map(l -> seal.open(id, l)).orElse(null);
            return s == null || !believable(id, s) ? null : heldHere(id, s);
        });
    }

    /** The head as Postgres has it now (for live streams, which report every version). */
    public LogHead storedHead(UUID matchId) {
        LogHead head = log.head(matchId);
        if (head == null) throw new MatchFailure.UnknownMatch(matchId);
        return head;
    }

    /**
     * The state at {@code version} to decide a command on, or empty when Postgres's head is not at
     * that version ({@code conflict} then holds it).
     */
    @Override
    public ForCommand forCommand(Access access, IfMatch ifMatch) {
        long version = ifMatch.single();
        if (version >= 0) return forCommand(access, version, null);
        // * or a list: the head decides which version, so the caches are asked only for it
        LogHead head = log.head(access.match().id());
        if (!ifMatch.admits(head.version())) return new ForCommand.HeadMoved(head.version());
        return forCommand(access, head.version(), head);
    }

    /** The state at {@code version}; {@code head}, if known already, spares a second read of it. */
    private ForCommand forCommand(Access access, long version, LogHead head) {
        UUID id = access.match().id();
        LoadedState known = near.state(id, version);
        if (known != null) return new ForCommand.Found(known);
        String entry = redis.entry(id).orElse(null);
        if (entry != null) {
            CacheSeal.Sealed s = seal.open(id, firstLine(entry));
            LoadedState state = s == null || s.version() != version ? null : parse(access, s, entry);
            if (state != null) return new ForCommand.Found(state);
            if (s == null) redis.evictIf(id, firstLine(entry));
        }
        if (head == null) head = log.head(id);
        if (head.version() != version) return new ForCommand.HeadMoved(head.version());
        return new ForCommand.Found(at(access, head));
    }

    /** The state at {@code head}, from memory when it has this version and checksum, else the log. */
    public LoadedState at(Access access, LogHead head) {
        UUID id = access.match().id();
        LoadedState known = near.state(id, head.version());
        if (known != null && (head.checksum() == null || head.checksum().equals(known.checksum()))) {
            if (known.control() != null || head.control() == null) return known;
            return withControl(known, head.control(), access);
        }
        LoadedState rebuilt = rebuild(access, head.version(), head);
        near.state(id, rebuilt);
        return rebuilt;
    }

    private static LoadedState withControl(LoadedState s, String control, Access access) {
        MatchControl c = MatchControl.fromJson(control, access.match().seats().size());
        return new LoadedState(
                s.version(),
                s.checksum(),
                s.json(),
                s.state(),
                s.finished() || c.over(),
                s.updatedAt(),
                c,
                s.renders());
    }

    /** A state this replica cannot believe any more (the log's checksum says otherwise). */
    @Override
    public void distrust(UUID matchId, long version) {
        near.forget(matchId, version);
        redis.evict(matchId);
    }

    @Override
    public void reached(UUID matchId, long version) {
        near.reached(matchId, version);
    }

    /** A command was committed: remember its state and share it (Redis, then the fan-out hint). */
    public void committed(UUID matchId, LoadedState state) {
        committed(
                matchId, state, state.control() == null ? null : state.control().toJson());
    }

    /** The same, with the control's JSON the caller has already written (it stored it). */
    @Override
    public void committed(UUID matchId, LoadedState state, String controlJson) {
        near.state(matchId, state);
        near.confirmed(matchId, state.version());
        share(matchId, state, controlJson, true);
        // This replica's own streams are woken here, whether or not Redis took the hint.
        feed.wake(matchId);
    }

    private void share(UUID matchId, LoadedState state, String controlJson, boolean publish) {
        String line = seal.firstLine(
                matchId,
                new CacheSeal.Sealed(
                        state.version(),
                        state.finished(),
                        state.updatedAt(),
                        Instant.now(),
                        state.checksum(),
                        controlJson));
        redis.put(matchId, state.version(), line, state.json(), publish);
    }

    /** Fresh (confirmed lately by a commit or by Postgres) and not behind what this replica knows. */
    private boolean believable(UUID matchId, CacheSeal.Sealed s) {
        Duration trustFor = config.cache().trustFor();
        NearCache.Known known = near.known(matchId);
        if (known != null && known.version() > s.version()) return false;
        if (known != null
                && known.exact()
                && known.version() == s.version()
                && System.nanoTime() - known.confirmedAt() < trustFor.toNanos()) return true;
        Duration age = Duration.between(s.confirmedAt(), Instant.now());
        return !age.isNegative() && age.compareTo(trustFor) < 0
                || age.isNegative() && age.abs().compareTo(trustFor) < 0;
    }

    private LoadedState fromCache(Access access, CacheSeal.Sealed s) {
        UUID id = access.match().id();
        LoadedState known = heldHere(id, s);
        if (known != null) return known;
        String entry = redis.entry(id).orElse(null);
        if (entry == null) return null;
        CacheSeal.Sealed full = seal.open(id, firstLine(entry));
        return full == null || full.version() != s.version() ? null : parse(access, full, entry);
    }

    /** The sealed version's state if this replica holds it with the sealed checksum, else null. */
    private LoadedState heldHere(UUID matchId, CacheSeal.Sealed s) {
        LoadedState known = near.state(matchId, s.version());
        return known != null && known.checksum().equals(s.checksum()) ? known : null;
    }

    private static String firstLine(String entry) {
        int newline = entry.indexOf('\n');
        return newline < 0 ? entry : entry.substring(0, newline);
    }

    /** A sealed entry's state, or null when it is not the sealed one or does not fit the ruleset. */
    private LoadedState parse(Access access, CacheSeal.Sealed s, String entry) {
        int newline = entry.indexOf('\n');
        String json = newline < 0 ? null : entry.substring(newline + 1);
        if (json == null || !CacheSeal.checksum(json).equals(s.checksum())) return null;
        Object state;
        try {
            state = access.codec().stateFromJson(json);
        } catch (RuntimeException unreadable) {
            LOG.debugf("cached state of %s is unreadable: %s", access.match().id(), unreadable.getMessage());
            return null;
        }
        MatchControl control = s.control() == null
                ? null
                : MatchControl.fromJson(s.control(), access.match().seats().size());
        LoadedState loaded = new LoadedState(
                s.version(), s.checksum(), json, state, s.finished(), s.updatedAt(), control, new RenderMemo());
        near.state(access.match().id(), loaded);
        return loaded;
    }

    /** The state after {@code version} events, from the newest snapshot at or below it. */
    public LoadedState rebuild(Access access, long version, LogHead head) {
        return rebuild(EngineCodec.typed(access.codec()), access.match().id(), version, head);
    }

    private <S, C extends Command, E extends Event> LoadedState rebuild(
            EngineCodec<S, C, E> codec, UUID matchId, long version, LogHead head) {
        Ruleset<S, C, E> ruleset = codec.ruleset();
        Optional<SnapshotRecord> snapshot = store.snapshotAtOrBelow(matchId, version);
        S state = snapshot.map(s -> codec.stateFromJson(s.state)).orElse(null);
        long from = snapshot.map(s -> s.version).orElse(0L);
        long at = from;
        while (at < version) {
            List<StoredEvent> page = store.events(matchId, at, version, REBUILD_PAGE);
            if (page.isEmpty())
                throw new IllegalStateException(
                        "event log of match " + matchId + " ends at " + at + ", not " + version);
            for (StoredEvent event : page) {
                at = event.version();
                if (SystemEvents.is(event.type())) continue; // the service's own: the game did not change
                state = ruleset.apply(state, codec.eventFromJson(event.type(), readTree(event.payload())));
            }
        }
        String json = codec.stateToJson(state);
        String checksum = CacheSeal.checksum(json);
        boolean atHead = head != null && head.version() == version;
        if (atHead && head.checksum() != null && !head.checksum().equals(checksum)) {
            // The log is the truth; keep the head's checksum so commands on this state are stored.
            LOG.warnf("state of match %s rebuilt at %d does not have the stored checksum", matchId, version);
            checksum = head.checksum();
        }
        // Long replays leave a snapshot behind, so the next rebuild is short.
        if (atHead && version - from >= config.store().snapshotEvery()) store.storeSnapshot(matchId, version, json);
        MatchControl control = atHead && head.control() != null ? MatchControl.fromJson(head.control(), 0) : null;
        boolean over = ruleset.isOver(state) || control != null && control.over();
        return new LoadedState(
                version, checksum, json, state, over, atHead ? head.updatedAt() : null, control, new RenderMemo());
    }

    public static JsonNode readTree(String json) {
        try {
            return EngineCodec.MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored JSON is unreadable", e);
        }
    }
}
