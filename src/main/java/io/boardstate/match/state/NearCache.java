package io.boardstate.match.state;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.model.MatchMeta;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Arrays;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * This replica's memory of matches, safe across replicas because nothing in it changes: the seats
 * of a match (fixed at creation), states keyed by (match, version), and the newest version this
 * replica knows to be committed, with when it learnt it. Bounded; losing any of it costs a read.
 *
 * <p>Of a running match only its newest {@value #RECENT} versions are kept: a command is decided on
 * the head, so older states would only wait for eviction, long enough to be promoted to the old
 * generation and end in a full collection (a 169 ms pause in the command-path benchmark). Past
 * versions that are read again and again (a spectator delay's held-back head) have a cache of their
 * own.
 */
@ApplicationScoped
public class NearCache {
    /**
     * The newest version of a match this replica knows committed: {@code exact}, the head as of
     * {@code confirmedAt} (nanoTime: its own commit, or Postgres's head); else only that the head
     * has reached it (a stored answer named it), so older cache lines are not believed.
     */
    record Known(long version, long confirmedAt, boolean exact) {}

    private record StateKey(UUID matchId, long version) {}

    /** The newest states of one match, newest first (an immutable value, replaced on each put). */
    private record Recent(LoadedState[] newestFirst) {
        LoadedState at(long version) {
            for (LoadedState s : newestFirst) if (s.version() == version) return s;
            return null;
        }

        Recent with(LoadedState state) {
            LoadedState[] next = Stream.concat(
                            Stream.of(state), Arrays.stream(newestFirst).filter(s -> s.version() != state.version()))
                    .sorted(Comparator.comparingLong(LoadedState::version).reversed())
                    .limit(RECENT)
                    .toArray(LoadedState[]::new);
            return new Recent(next);
        }

        Recent without(long version) {
            LoadedState[] rest = Arrays.stream(newestFirst)
                    .filter(s -> s.version() != version)
                    .toArray(LoadedState[]::new);
            return rest.length == 0 ? null : new Recent(rest);
        }

        int weight() {
            int w = 0;
            for (LoadedState s : newestFirst) w += weightOf(s);
            return w;
        }
    }

    static final int RECENT = 3;

    private final Cache<UUID, MatchMeta> metas =
            Caffeine.newBuilder().maximumSize(20_000).build();
    private final Cache<UUID, Known> known =
            Caffeine.newBuilder().maximumSize(20_000).build();
    private final Cache<UUID, Recent> recent;
    private final Cache<StateKey, LoadedState> past;

    @Inject
    public NearCache(BoardstateConfig config) {
        this(config.cache().nearCacheMib() * 1024L * 1024L);
    }

    NearCache(long bytes) {
        recent = Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumWeight(bytes - bytes / 4)
                .weigher((UUID k, Recent r) -> r.weight())
                .build();
        past = Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumWeight(bytes / 4)
                .weigher((StateKey k, LoadedState s) -> weightOf(s))
                .build();
    }

    /**
     * Parsed states take about twice the memory of their JSON, which is kept too; the views and legal
     * lists rendered from them for a few viewers ({@link RenderMemo}) about three times more.
     */
    private static int weightOf(LoadedState s) {
        return 6 * s.json().length();
    }

    public MatchMeta meta(UUID matchId) {
        return metas.getIfPresent(matchId);
    }

    public void meta(MatchMeta meta) {
        metas.put(meta.id(), meta);
    }

    public LoadedState state(UUID matchId, long version) {
        Recent r = recent.getIfPresent(matchId);
        LoadedState s = r == null ? null : r.at(version);
        return s != null ? s : past.getIfPresent(new StateKey(matchId, version));
    }

    /** Keeps a state among the match's newest; one older than all of them is not kept. */
    void state(UUID matchId, LoadedState state) {
        recent.asMap().compute(matchId, (id, r) -> r == null ? new Recent(new LoadedState[] {state}) : r.with(state));
    }

    /** Keeps a past version that will be read again (it never changes). */
    public void past(UUID matchId, LoadedState state) {
        past.put(new StateKey(matchId, state.version()), state);
    }

    void forget(UUID matchId, long version) {
        recent.asMap().computeIfPresent(matchId, (id, r) -> r.without(version));
        past.invalidate(new StateKey(matchId, version));
    }

    Known known(UUID matchId) {
        return known.getIfPresent(matchId);
    }

    /** Records that {@code version} is committed, as of now. */
    public void confirmed(UUID matchId, long version) {
        Known now = new Known(version, System.nanoTime(), true);
        known.asMap().merge(matchId, now, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
    }

    /** Records that the head has reached {@code version}, not when (it may be further by now). */
    public void reached(UUID matchId, long version) {
        Known atLeast = new Known(version, 0, false);
        known.asMap().merge(matchId, atLeast, (old, fresh) -> fresh.version() > old.version() ? fresh : old);
    }

    /** Empties the near cache (tests use it to make the next read go to Redis). */
    public void clear() {
        metas.invalidateAll();
        known.invalidateAll();
        recent.invalidateAll();
        past.invalidateAll();
    }

    /** Puts a state under (match, version) as if this replica had loaded it (tests simulate a lie with it). */
    public void plant(UUID matchId, LoadedState state) {
        state(matchId, state);
    }
}
