package io.boardstate.match.view;

import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.state.NearCache;
import io.boardstate.store.MatchStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.UUID;

/**
 * Where a spectator's sight of a delayed match ends (the delayed head): the newest version at least
 * {@code versions} behind the head and stored at least {@code seconds} ago, never before the setup
 * (creation shows it to anyone). Seats, matches without a delay and ended matches are not delayed.
 * Computed from the log on each read, so every replica agrees and nothing is kept between requests.
 */
@ApplicationScoped
public class DelayedHeads {
    /** A delayed head: its version, when it was stored, and when the next version comes out by time (null: by a commit). */
    public record Window(long version, Instant storedAt, Instant nextAt) {}

    /** The delayed head with its state, as a spectator sees the match. */
    public record Released(LoadedState state, Instant storedAt, Instant nextAt) {}

    @Inject
    MatchStore store;

    @Inject
    MatchStates states;

    @Inject
    NearCache near;

    /** What the caller sees instead of {@code head}, or null when it sees the head. */
    public Released of(Access access, LoadedState head) {
        MatchMeta match = access.match();
        if (access.seat() != null || access.organizer() || head.finished()) return null;
        Window window = window(match.id(), head.version(), false, match.delay(), match.createdAt(), Instant.now());
        if (window == null) return null;
        LoadedState state = near.state(match.id(), window.version());
        if (state == null) {
            state = states.rebuild(access, window.version(), null);
            near.past(match.id(), state); // a past version never changes
        }
        return new Released(state, window.storedAt(), window.nextAt());
    }

    /** A spectator's delayed head of a match whose head is {@code head}, or null when nothing is held back. */
    public Window window(
            UUID matchId, long head, boolean finished, SpectatorDelay delay, Instant createdAt, Instant now) {
        if (finished || delay == null || !delay.delays()) return null;
        long cap = head - delay.versionsOrZero();
        MatchStore.Released released = store.released(matchId, cap, now.minusSeconds(delay.secondsOrZero()), createdAt);
        if (released == null || released.version() >= head) return null;
        Instant nextAt = null;
        if (released.version() < cap) {
            Instant next = store.firstStoredAfter(matchId, released.version(), cap);
            if (next != null) nextAt = next.plusSeconds(delay.secondsOrZero());
        }
        return new Window(released.version(), released.storedAt(), nextAt);
    }
}
