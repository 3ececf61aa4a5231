package io.boardstate.cache;

import io.quarkus.redis.datasource.RedisDataSource;
import io.vertx.mutiny.redis.client.Response;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.util.Optional;

/**
 * Short-lived values that any replica may take once: stream tickets. Kept in Redis with a time to
 * live, so a ticket issued by one replica is redeemed by another and nothing stays in a replica.
 * Unlike the state cache a failure is not swallowed: a ticket that cannot be stored or read is
 * {@link Unavailable}, never silently valid or invalid.
 */
@ApplicationScoped
public class StreamTicketStore {
    @Inject
    RedisDataSource redis;

    public static String key(String ticketHash) {
        return "boardstate:stream-ticket:" + ticketHash;
    }

    /** Stores {@code value} under the ticket's hash for {@code ttl}; never over an existing one. */
    public boolean put(String ticketHash, String value, Duration ttl) {
        try {
            Response ok = redis.execute("SET", key(ticketHash), value, "PX", Long.toString(ttl.toMillis()), "NX");
            return ok != null && "OK".equals(ok.toString());
        } catch (RuntimeException e) {
            throw new Unavailable(e);
        }
    }

    /** The value under the ticket's hash, deleted in the same step so no second caller gets it. */
    public Optional<String> take(String ticketHash) {
        try {
            Response value = redis.execute("GETDEL", key(ticketHash));
            return value == null ? Optional.empty() : Optional.ofNullable(value.toString());
        } catch (RuntimeException e) {
            throw new Unavailable(e);
        }
    }

    /** Redis did not answer. */
    public static final class Unavailable extends RuntimeException {
        Unavailable(RuntimeException cause) {
            super("Redis is unavailable: " + cause.getMessage(), cause);
        }
    }
}
