package io.boardstate.match.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The near cache keeps a running match's newest versions only, and past versions apart. */
class NearCacheTest {
    private final NearCache near = new NearCache(1024 * 1024);
    private final UUID match = UUID.randomUUID();

    private static LoadedState at(long version, String checksum) {
        return new LoadedState(version, checksum, "{}", new Object(), false, null);
    }

    @Test
    void keepsTheNewestVersionsOfAMatch() {
        LoadedState[] s = new LoadedState[6];
        for (int v = 1; v <= 5; v++) near.state(match, s[v] = at(v, "c" + v));
        assertNull(near.state(match, 1));
        assertNull(near.state(match, 2));
        for (int v = 3; v <= 5; v++) assertSame(s[v], near.state(match, v));
        near.state(match, at(1, "late")); // older than every kept version: not kept
        assertNull(near.state(match, 1));
        assertSame(s[3], near.state(match, 3));
    }

    @Test
    void aVersionPutAgainReplacesItAndForgetRemovesOnlyIt() {
        near.state(match, at(1, "a"));
        near.state(match, at(2, "a"));
        LoadedState other = at(2, "b");
        near.state(match, other);
        assertSame(other, near.state(match, 2));
        near.state(match, at(3, "a"));
        near.state(match, at(4, "a"));
        assertNull(near.state(match, 1), "three versions kept, not four: the replaced one was not counted twice");
        near.forget(match, 3);
        assertNull(near.state(match, 3));
        assertSame(other, near.state(match, 2));
    }

    @Test
    void pastVersionsAreKeptApartFromTheNewest() {
        LoadedState old = at(2, "p");
        near.past(match, old);
        for (int v = 10; v <= 14; v++) near.state(match, at(v, "c"));
        assertSame(old, near.state(match, 2));
        near.forget(match, 2);
        assertNull(near.state(match, 2));
    }

    @Test
    void matchesAreKeptApart() {
        UUID other = UUID.randomUUID();
        LoadedState mine = at(1, "m");
        near.state(match, mine);
        near.state(other, at(1, "o"));
        assertSame(mine, near.state(match, 1));
    }

    @Test
    void aReachedVersionRaisesWhatIsKnownButNeverClaimsTheHeadIsThere() {
        near.reached(match, 2);
        assertEquals(new NearCache.Known(2, 0, false), near.known(match));
        near.confirmed(match, 3);
        NearCache.Known exact = near.known(match);
        near.reached(match, 3); // an answer at the version already confirmed: the exact knowledge stays
        assertSame(exact, near.known(match));
        near.reached(match, 2); // an older answer replayed: nothing goes back
        assertSame(exact, near.known(match));
        near.reached(match, 5);
        assertEquals(5, near.known(match).version());
        assertFalse(near.known(match).exact());
    }
}
