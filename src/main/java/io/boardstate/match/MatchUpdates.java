package io.boardstate.match;

import io.boardstate.cache.MatchFeed;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.UUID;

/**
 * Wake-ups when a match may have moved, for live streams: the Redis fan-out through this
 * replica's one subscription. A hint only: streams read what is new from the log.
 */
@ApplicationScoped
public class MatchUpdates {
    @Inject
    MatchFeed feed;

    /** Calls {@code wake} (briefly, on a Redis thread) when the match may have moved; close to stop. */
    public AutoCloseableListener listen(UUID matchId, Runnable wake) {
        MatchFeed.Registration registration = feed.listen(matchId, wake);
        return registration::close;
    }

    /** Whether hints arrive now; when not, streams read the log every second instead. */
    public boolean pushing() {
        return feed.up();
    }

    /** The streams listening to a match on this replica. */
    public int listening(UUID matchId) {
        return feed.listening(matchId);
    }

    /** A listener's end; idempotent. */
    public interface AutoCloseableListener extends AutoCloseable {
        @Override
        void close();
    }
}
