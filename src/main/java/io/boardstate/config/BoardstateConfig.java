package io.boardstate.config;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The service's own settings ({@code boardstate.*} in application.properties), declared once. Every
 * {@code boardstate.*} property must be declared here: an unknown one stops the service at start.
 */
@ConfigMapping(prefix = "boardstate")
public interface BoardstateConfig {
    Db db();

    Store store();

    Cache cache();

    Api api();

    Stream stream();

    Cors cors();

    Clock clock();

    Organizers organizers();

    Webhooks webhooks();

    interface Webhooks {
        /** How often each replica looks for webhook deliveries that are due. */
        @WithDefault("PT1S")
        Duration pollEvery();

        /**
         * How often each replica looks for {@code seat.deadline_warning} notifications that are due
         * (a warning is put in the outbox at most this late, then sent like any delivery).
         */
        @WithDefault("PT5S")
        Duration warningPollEvery();

        /**
         * How long one delivery attempt may take in all (DNS, connect, TLS, request, the answer's status,
         * headers and body); longer counts as a failed attempt ("timeout").
         */
        @WithDefault("PT10S")
        Duration timeout();

        /**
         * The waits between a failed attempt and the next; after the last one fails the delivery is
         * failed (the default retries for about 31 hours).
         */
        @WithDefault("PT5S,PT30S,PT2M,PT10M,PT30M,PT1H,PT2H,PT4H,PT8H,PT8H,PT8H")
        List<Duration> retryDelays();

        /** After a secret rotation, how long the previous secret keeps signing beside the new one. */
        @WithDefault("PT24H")
        Duration rotationGrace();

        /** Deliveries one replica sends at once (each claim takes at most this many). */
        @WithDefault("32")
        int concurrency();

        /** Deliveries of one organizer one replica sends at once: a slow receiver holds back only its own. */
        @WithDefault("4")
        int concurrencyPerOrganizer();

        /** Bytes of an answer read at most: longer headers fail the attempt ("too large"), a longer body is not read. */
        @WithDefault("16384")
        int maxResponseBytes();

        /**
         * Destinations allowed although not public (loopback, private, link-local, unique-local ...):
         * host names, {@code *.domain}, IP addresses or CIDR ranges. Unset: public addresses only.
         */
        Optional<List<String>> allowedDestinations();
    }

    interface Organizers {
        /**
         * The bootstrap admin key: the bearer token of the admin endpoints that issue, list and
         * revoke organizer API keys. Unset: the admin endpoints refuse every request.
         */
        Optional<String> adminKey();

        /** Whether a match may be created without an organizer API key. */
        @WithDefault("true")
        boolean anonymousCreate();

        /** Requests one organizer API key may make per second on one replica (unless set on the key). */
        @WithDefault("20")
        double requestsPerSecond();

        /** Requests one organizer API key may make at once before its rate applies (unless set on the key). */
        @WithDefault("100")
        int burst();
    }

    interface Clock {
        @WithDefault("PT0.25S")
        Duration pollEvery();
    }

    interface Db {
        /** The Postgres schema of the service's tables. */
        @WithDefault("boardstate")
        String schema();
    }

    interface Store {
        /** A snapshot of the state is stored every this many versions, so rebuilds stay short. */
        @WithDefault("50")
        int snapshotEvery();

        /**
         * Appends of different matches that arrive while another is being committed share one
         * transaction and one WAL flush (group commit). Off on Citus, where one transaction over
         * several workers' matches would be a distributed one.
         */
        @WithDefault("true")
        boolean groupCommit();
    }

    interface Cache {
        /** How long Redis keeps a match's state after its last write. */
        @WithDefault("PT24H")
        Duration ttl();

        /** After a Redis failure the service leaves Redis alone (serves from Postgres) this long. */
        @WithDefault("PT5S")
        Duration retryAfterFailure();

        /** How long a command waits for Redis to take the new state before answering anyway. */
        @WithDefault("PT0.25S")
        Duration writeWait();

        /**
         * A head read from Redis is believed without asking Postgres while it was confirmed (by a
         * commit or a Postgres read) less than this long ago: the bound on how stale a read can be
         * after a replica died between its commit and its Redis write.
         */
        @WithDefault("PT1S")
        Duration trustFor();

        /** Memory for this replica's near cache of states, in MiB (about 3 bytes per JSON byte). */
        @WithDefault("32")
        int nearCacheMib();

        /** How often each replica pings Redis for the boardstate_redis_degraded gauge. */
        @WithDefault("PT5S")
        Duration probeEvery();
    }

    interface Api {
        /** Largest command body accepted, in bytes; larger gets 413. */
        @WithDefault("65536")
        int maxCommandBytes();

        /** Largest bulk creation body (POST /v1/match-batches), in bytes; larger gets 413. */
        @WithDefault("4194304")
        int maxBatchBytes();

        /** Largest page of the event log. */
        @WithDefault("500")
        int maxPageSize();

        /** Matches one client (remote address) may create per second on one replica, on average. */
        @WithDefault("5")
        double createsPerSecond();

        /** Matches one client may create at once before the rate applies. */
        @WithDefault("50")
        int createBurst();
    }

    interface Cors {
        /**
         * Origins whose browser pages may call the API (e.g. {@code https://play.example.com}),
         * or {@code *} for any; none when unset.
         */
        Optional<List<String>> origins();
    }

    interface Stream {
        /**
         * Live streams also read the log this often, in case a Redis hint was lost (every second
         * while this replica's Redis subscription is down).
         */
        @WithDefault("PT10S")
        Duration pollEvery();

        /** An idle stream sends a comment line this often, so proxies keep it open. */
        @WithDefault("PT15S")
        Duration keepAliveEvery();

        /** Live streams one replica serves at once; more get 429 TOO_MANY_STREAMS. */
        @WithDefault("2000")
        int maxPerReplica();

        /** Live streams of one match on one replica at once; more get 429 TOO_MANY_STREAMS. */
        @WithDefault("200")
        int maxPerMatch();

        /** How long a stream ticket (a seat's stream without its token in the URL) may wait to be used. */
        @WithDefault("PT60S")
        Duration ticketTtl();
    }
}
