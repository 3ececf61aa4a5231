package io.boardstate.match;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.boardstate.config.BoardstateConfig;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

/**
 * This replica's memory of matches, safe across replicas because nothing in it changes: the seats
 * of a match (fixed at creation), states keyed by (match, version), and the newest version this
 * replica knows to be committed, with when it learnt it. Bounded; losing any of it costs a read.
 */
@ApplicationScoped
public class NearCache {
    /** The newest version of a match this replica saw committed, at {@code confirmedAt} (nanoTime). */
    record Known(long version, long confirmedAt) {}

    private record StateKey(UUID matchId, long version) {}

    private final Cache<UUID, MatchMeta> metas =
            Caffeine.newBuilder().maximumSize(20_000).build();
    private final Cache<UUID, Known> known =
            Caffeine.newBuilder().maximumSize(20_000).build();
    private final Cache<StateKey, LoadedState> states;

    public NearCache(BoardstateConfig config) {
        // Parsed states take about twice the memory of their JSON, which is kept too.
        states = Caffeine.newBuilder()
                .executor(Runnable::run)
                .maximumWeight(config.cache().nearCacheMib() * 1024L * 1024L)
                .weigher((StateKey k, LoadedState s) -> 3 * s.json().length())
                .build();
    }

    MatchMeta meta(UUID matchId) {
        return metas.getIfPresent(matchId);
    }

    void meta(MatchMeta meta) {
        metas.put(meta.id(), meta);
    }

    LoadedState state(UUID matchId, long version) {
        return states.getIfPresent(new StateKey(matchId, version));
    }

    void state(UUID matchId, LoadedState state) {
        states.put(new StateKey(matchId, state.version()), state);
    }

    void forget(UUID matchId, long version) {
        states.invalidate(new StateKey(matchId, version));
    }

    Known known(UUID matchId) {
        return known.getIfPresent(matchId);
    }

    /** Records that {@code version} is committed, as of now. */
    void confirmed(UUID matchId, long version) {
        Known now = new Known(version, System.nanoTime());
        known.asMap().merge(matchId, now, (old, fresh) -> fresh.version() >= old.version() ? fresh : old);
    }

    /** Empties the near cache (tests use it to make the next read go to Redis). */
    public void clear() {
        metas.invalidateAll();
        known.invalidateAll();
        states.invalidateAll();
    }

    /** Puts a state under (match, version) as if this replica had loaded it (tests simulate a lie with it). */
    public void plant(UUID matchId, LoadedState state) {
        state(matchId, state);
    }
}
