package io.boardstate.cache;

import io.boardstate.config.BoardstateConfig;
import io.quarkus.redis.datasource.ReactiveRedisDataSource;
import io.quarkus.redis.datasource.RedisDataSource;
import io.smallrye.mutiny.Uni;
import io.vertx.mutiny.redis.client.Response;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.jboss.logging.Logger;

/**
 * Redis, the live cache: one entry per match, a first line {@code "<version> <seal>"} and the
 * state, and a pub/sub hint when a match moves. Never the truth: the match layer writes the seal
 * and checks it. Every
 * failure is swallowed (the service degrades to Postgres) and Redis is left alone for a short
 * while after one, so a dead Redis costs little; an entry of the wrong type is only a miss.
 */
@ApplicationScoped
public class StateCache {
    private static final Logger LOG = Logger.getLogger(StateCache.class);
    private static final int HEAD_BYTES = 2048;

    // Replaces the entry unless it holds a newer version, so a slow writer never rolls the cache
    // back; then tells the match's subscribers (ARGV[4], when given) the new version.
    private static final String PUT = "local t = redis.call('TYPE', KEYS[1]).ok "
            + "if t == 'string' then local cur = redis.call('GETRANGE', KEYS[1], 0, 20) "
            + "local sp = string.find(cur, ' ', 1, true) "
            + "local v = sp and tonumber(string.sub(cur, 1, sp - 1)) "
            + "if v and v > tonumber(ARGV[1]) then return 0 end "
            + "elseif t ~= 'none' then redis.call('DEL', KEYS[1]) end "
            + "redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) "
            + "if ARGV[4] ~= '' then redis.call('PUBLISH', ARGV[4], ARGV[1]) end return 1";

    private static final String EVICT_IF = "local t = redis.call('TYPE', KEYS[1]).ok "
            + "if t ~= 'string' then if t ~= 'none' then redis.call('DEL', KEYS[1]) end return 0 end "
            + "if redis.call('GETRANGE', KEYS[1], 0, string.len(ARGV[1]) - 1) == ARGV[1] "
            + "then return redis.call('DEL', KEYS[1]) end return 0";

    private final RedisDataSource redis;
    private final ReactiveRedisDataSource reactive;
    private final BoardstateConfig.Cache config;
    private final AtomicLong unavailableUntil = new AtomicLong();

    public StateCache(RedisDataSource redis, ReactiveRedisDataSource reactive, BoardstateConfig config) {
        this.redis = redis;
        this.reactive = reactive;
        this.config = config.cache();
    }

    public static String stateKey(UUID matchId) {
        return "boardstate:match:{" + matchId + "}:state";
    }

    public static String channel(UUID matchId) {
        return "boardstate:match:{" + matchId + "}";
    }

    /** The entry's first line only (at most 2 KiB, whatever the size of the state). */
    public Optional<String> firstLine(UUID matchId) {
        return read(matchId, "GETRANGE", Integer.toString(HEAD_BYTES - 1)).map(StateCache::upToNewline);
    }

    /**
     * The same read without blocking the calling thread (for requests served on the event loop);
     * empty on a miss, a failure or while Redis is left alone.
     */
    public Uni<Optional<String>> firstLineWithoutBlocking(UUID matchId) {
        if (skipping()) return Uni.createFrom().item(Optional.empty());
        return reactive.execute("GETRANGE", stateKey(matchId), "0", Integer.toString(HEAD_BYTES - 1))
                .map(response -> text(response).map(StateCache::upToNewline))
                .onFailure()
                .recoverWithItem(e -> {
                    readFailed(e);
                    return Optional.empty();
                });
    }

    /** The whole entry: first line, newline, state. */
    public Optional<String> entry(UUID matchId) {
        return read(matchId, "GET", null);
    }

    /**
     * Stores the state after {@code version} unless Redis has a newer one, and publishes the
     * version when {@code publish}; waits for Redis at most {@code boardstate.cache.write-wait}.
     */
    public void put(UUID matchId, long version, String firstLine, String state, boolean publish) {
        if (skipping()) return;
        try {
            reactive.execute(
                            "EVAL",
                            PUT,
                            "1",
                            stateKey(matchId),
                            Long.toString(version),
                            firstLine + "\n" + state,
                            Long.toString(config.ttl().toMillis()),
                            publish ? channel(matchId) : "")
                    .await()
                    .atMost(config.writeWait());
        } catch (io.smallrye.mutiny.TimeoutException slow) {
            // Redis is slow, not gone: the write still lands (never over a newer one); no back-off.
            LOG.debugf("Redis write of %s took longer than %s", matchId, config.writeWait());
        } catch (RuntimeException e) {
            failed("write", e);
        }
    }

    /** Forgets a match's entry. */
    public void evict(UUID matchId) {
        if (skipping()) return;
        try {
            redis.key(String.class).del(stateKey(matchId));
        } catch (RuntimeException e) {
            failed("delete", e);
        }
    }

    /** Forgets a match's entry if its first line is still {@code firstLine} (one that was not believed). */
    public void evictIf(UUID matchId, String firstLine) {
        if (skipping()) return;
        try {
            redis.execute("EVAL", EVICT_IF, "1", stateKey(matchId), firstLine + "\n");
        } catch (RuntimeException e) {
            failed("delete", e);
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

    private Optional<String> read(UUID matchId, String command, String rangeEnd) {
        if (skipping()) return Optional.empty();
        try {
            Response response = rangeEnd == null
                    ? redis.execute(command, stateKey(matchId))
                    : redis.execute(command, stateKey(matchId), "0", rangeEnd);
            return text(response);
        } catch (RuntimeException e) {
            readFailed(e);
            return Optional.empty();
        }
    }

    private static Optional<String> text(Response response) {
        String text = response == null ? null : response.toString();
        return text == null || text.isEmpty() ? Optional.empty() : Optional.of(text);
    }

    private static String upToNewline(String text) {
        int newline = text.indexOf('\n');
        return newline < 0 ? text : text.substring(0, newline);
    }

    /** An entry of the wrong type is only a miss; anything else backs off from Redis. */
    private void readFailed(Throwable e) {
        if (String.valueOf(e.getMessage()).contains("WRONGTYPE")) return;
        failed("read", e instanceof RuntimeException r ? r : new RuntimeException(e));
    }

    private boolean skipping() {
        long until = unavailableUntil.get();
        return until != 0 && System.nanoTime() - until < 0;
    }

    private void failed(String what, RuntimeException e) {
        unavailableUntil.set(System.nanoTime() + config.retryAfterFailure().toNanos());
        LOG.warnf("Redis %s failed, serving from Postgres for %s: %s", what, config.retryAfterFailure(), e.toString());
    }
}
