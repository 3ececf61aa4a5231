package io.boardstate.cache;

import io.quarkus.redis.datasource.RedisDataSource;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Duration;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Redis, the live cache: the latest state of each match with its version, and a pub/sub hint
 * when a match moves. Never the truth: readers compare the cached version with Postgres. Every
 * failure is swallowed (the service degrades to Postgres) and Redis is left alone for a short
 * while after one, so a dead Redis costs little.
 */
@ApplicationScoped
public class StateCache {
    /** A cached state and the version it is the state after. */
    public record Cached(long version, String state) {}

    private static final Logger LOG = Logger.getLogger(StateCache.class);

    // Writes only when the cached version is older, so a slow writer never rolls the cache back.
    private static final String SET_IF_NEWER = "local cur = redis.call('GET', KEYS[1]) "
            + "if cur then local nl = string.find(cur, '\\n', 1, true) "
            + "if nl and tonumber(string.sub(cur, 1, nl - 1)) >= tonumber(ARGV[1]) then return 0 end end "
            + "redis.call('SET', KEYS[1], ARGV[1] .. '\\n' .. ARGV[2], 'PX', ARGV[3]) return 1";

    private final RedisDataSource redis;
    private final Duration ttl;
    private final Duration retryAfterFailure;
    private final AtomicLong unavailableUntil = new AtomicLong();

    public StateCache(
            RedisDataSource redis,
            @ConfigProperty(name = "boardstate.cache.ttl") Duration ttl,
            @ConfigProperty(name = "boardstate.cache.retry-after-failure") Duration retryAfterFailure) {
        this.redis = redis;
        this.ttl = ttl;
        this.retryAfterFailure = retryAfterFailure;
    }

    public static String stateKey(UUID matchId) {
        return "boardstate:match:" + matchId + ":state";
    }

    public static String channel(UUID matchId) {
        return "boardstate:match:" + matchId;
    }

    public Optional<Cached> get(UUID matchId) {
        if (skipping()) return Optional.empty();
        try {
            String value = redis.value(String.class).get(stateKey(matchId));
            if (value == null) return Optional.empty();
            int newline = value.indexOf('\n');
            if (newline <= 0) return Optional.empty();
            return Optional.of(new Cached(Long.parseLong(value.substring(0, newline)), value.substring(newline + 1)));
        } catch (RuntimeException e) {
            failed("read", e);
            return Optional.empty();
        }
    }

    public void put(UUID matchId, long version, String state) {
        if (skipping()) return;
        try {
            redis.execute(
                    "EVAL",
                    SET_IF_NEWER,
                    "1",
                    stateKey(matchId),
                    Long.toString(version),
                    state,
                    Long.toString(ttl.toMillis()));
        } catch (RuntimeException e) {
            failed("write", e);
        }
    }

    /** Tells subscribers (other replicas, live-update streams) that the match reached a version. */
    public void publish(UUID matchId, long version) {
        if (skipping()) return;
        try {
            redis.pubsub(String.class).publish(channel(matchId), Long.toString(version));
        } catch (RuntimeException e) {
            failed("publish", e);
        }
    }

    /** Pings Redis, ignoring the back-off; for the health check. */
    public boolean ping() {
        try {
            redis.execute("PING");
            unavailableUntil.set(0);
            return true;
        } catch (RuntimeException e) {
            return false;
        }
    }

    public boolean degraded() {
        return skipping();
    }

    private boolean skipping() {
        long until = unavailableUntil.get();
        return until != 0 && System.nanoTime() - until < 0;
    }

    private void failed(String what, RuntimeException e) {
        unavailableUntil.set(System.nanoTime() + retryAfterFailure.toNanos());
        LOG.warnf("Redis %s failed, serving from Postgres for %s: %s", what, retryAfterFailure, e.toString());
    }
}
