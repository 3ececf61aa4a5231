package io.boardstate.cache;

import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.pubsub.ReactivePubSubCommands.ReactiveRedisSubscriber;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;

/**
 * The fan-out hints of every match reach this replica through ONE Redis pattern subscription,
 * shared in-process by all its live streams: a stream never holds a Redis connection, so opening
 * and dropping streams cannot exhaust the pool. A heartbeat published on the feed's own channel
 * proves the subscription alive; when it stops arriving (Redis restarted, connection lost) the
 * feed subscribes again, so streams return to push delivery without a restart.
 */
@ApplicationScoped
public class MatchFeed {
    private static final Logger LOG = Logger.getLogger(MatchFeed.class);
    private static final String PATTERN = "boardstate:match:*";
    private static final Duration CHECK_EVERY = Duration.ofSeconds(1);

    @Inject
    ReactiveRedisDataSource redis;

    private final String heartbeatChannel = "boardstate:match:{feed-" + UUID.randomUUID() + "}";
    private final Map<UUID, Set<Runnable>> listeners = new ConcurrentHashMap<>();
    private ScheduledExecutorService timer;
    private volatile ReactiveRedisSubscriber subscriber;
    private volatile long heartbeatSeenAt;
    private volatile long subscribedAt;
    private volatile boolean up;

    void start(@Observes StartupEvent started) {
        timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "match-feed");
            t.setDaemon(true);
            return t;
        });
        timer.scheduleWithFixedDelay(this::check, 0, CHECK_EVERY.toMillis(), TimeUnit.MILLISECONDS);
    }

    void stop(@Observes ShutdownEvent stopping) {
        if (timer != null) timer.shutdownNow();
        drop();
    }

    /** True while hints arrive: the heartbeat came back within the last few checks. */
    public boolean up() {
        return up;
    }

    /** Calls {@code wake} (on a Redis thread: keep it short) whenever the match may have moved. */
    public Registration listen(UUID matchId, Runnable wake) {
        listeners.computeIfAbsent(matchId, k -> ConcurrentHashMap.newKeySet()).add(wake);
        return () -> listeners.computeIfPresent(matchId, (k, set) -> {
            set.remove(wake);
            return set.isEmpty() ? null : set;
        });
    }

    /** Ends a listener's interest; idempotent. */
    public interface Registration extends AutoCloseable {
        @Override
        void close();
    }

    /** Wakes this replica's listeners of a match at once (a commit made here needs no Redis). */
    public void wake(UUID matchId) {
        Set<Runnable> set = listeners.get(matchId);
        if (set != null) for (Runnable wake : set) wake.run();
    }

    /** Listeners on this replica, for the streams' caps and the tests. */
    public int listening(UUID matchId) {
        Set<Runnable> set = listeners.get(matchId);
        return set == null ? 0 : set.size();
    }

    private void check() {
        try {
            long now = System.nanoTime();
            boolean fresh = subscriber != null && now - heartbeatSeenAt < 3 * CHECK_EVERY.toNanos();
            boolean settling = subscriber != null && now - subscribedAt < 3 * CHECK_EVERY.toNanos();
            up = fresh;
            if (!fresh && !settling) resubscribe();
            if (subscriber != null)
                redis.pubsub(String.class)
                        .publish(heartbeatChannel, "0")
                        .await()
                        .atMost(CHECK_EVERY);
        } catch (RuntimeException e) {
            up = false;
            LOG.debugf("match feed check failed: %s", e.toString());
        }
    }

    private void resubscribe() {
        drop();
        subscribedAt = System.nanoTime();
        subscriber = redis.pubsub(String.class)
                .subscribeToPattern(PATTERN, this::hint, () -> {}, failure -> up = false)
                .await()
                .atMost(CHECK_EVERY.multipliedBy(2));
        LOG.debug("match feed subscribed");
    }

    private void drop() {
        ReactiveRedisSubscriber old = subscriber;
        subscriber = null;
        if (old == null) return;
        try {
            old.unsubscribe().await().atMost(CHECK_EVERY);
        } catch (RuntimeException e) {
            LOG.debugf("match feed unsubscribe failed: %s", e.toString());
        }
    }

    private void hint(String channel, String message) {
        if (channel.equals(heartbeatChannel)) {
            heartbeatSeenAt = System.nanoTime();
            up = true;
            return;
        }
        UUID id = matchOf(channel);
        if (id != null) wake(id);
    }

    /** boardstate:match:{id} (and the older boardstate:match:id) name a match; anything else not. */
    static UUID matchOf(String channel) {
        String rest = channel.substring(PATTERN.length() - 1).replace("{", "").replace("}", "");
        try {
            return UUID.fromString(rest);
        } catch (IllegalArgumentException notAMatch) {
            return null;
        }
    }
}
