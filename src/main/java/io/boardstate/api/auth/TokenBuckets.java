package io.boardstate.api.auth;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Token buckets by key (a client address, an API key), refilled at a rate up to a burst; the
 * number of keys is bounded, and forgetting them all only forgives.
 */
final class TokenBuckets<K> {
    private final int maxKeys;
    private final Map<K, Bucket> buckets = new ConcurrentHashMap<>();

    TokenBuckets(int maxKeys) {
        this.maxKeys = maxKeys;
    }

    /** Tokens left and when they were counted; guarded by itself. */
    private static final class Bucket {
        double tokens;
        long at;

        Bucket(double tokens, long at) {
            this.tokens = tokens;
            this.at = at;
        }
    }

    /** Takes a token from {@code key}'s bucket: 0 when allowed, else the seconds until one is there. */
    double take(K key, double perSecond, int burst, long nanoTime) {
        if (buckets.size() > maxKeys) buckets.clear();
        Bucket bucket = buckets.computeIfAbsent(key, k -> new Bucket(burst, nanoTime));
        synchronized (bucket) {
            // Concurrent requests read the clock before taking the lock, so one may come in with an
            // earlier time than the last: that counts as no time passed, never as time owed back.
            long elapsed = Math.max(0, nanoTime - bucket.at);
            bucket.tokens = Math.min(burst, bucket.tokens + elapsed / 1e9 * perSecond);
            bucket.at = Math.max(bucket.at, nanoTime);
            if (bucket.tokens >= 1) {
                bucket.tokens -= 1;
                return 0;
            }
            return (1 - bucket.tokens) / perSecond;
        }
    }
}
