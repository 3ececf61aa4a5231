package io.boardstate.match.state;

import io.boardstate.match.support.Tokens;
import io.boardstate.store.MatchStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.Base64;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Seals what replicas put in Redis, in the entry's first line: {@code version finished updatedAt
 * confirmedAt checksum control mac}, where the checksum is the SHA-256 of the state JSON (the one Postgres
 * keeps with the head) and the mac an HMAC-SHA256, under a key kept in Postgres, of the match id
 * and the rest of the line. An entry that
 * is unreadable, altered, or copied from another match or version fails the check: a miss.
 */
@ApplicationScoped
public class CacheSeal {
    /** What a sealed first line says. */
    public record Sealed(
            long version, boolean finished, Instant updatedAt, Instant confirmedAt, String checksum, String control) {
        public Sealed(long version, boolean finished, Instant updatedAt, Instant confirmedAt, String checksum) {
            this(version, finished, updatedAt, confirmedAt, checksum, null);
        }
    }

    @Inject
    MatchStore store;

    private volatile SecretKeySpec key;
    // A keyed Mac per thread: getInstance and init cost more than the MAC of a first line.
    private final ThreadLocal<Mac> macs = new ThreadLocal<>();

    /** The SHA-256 (hex) of the state JSON, as Postgres keeps it. */
    public static String checksum(String stateJson) {
        return Tokens.sha256(stateJson);
    }

    /**
     * The first line of a Redis entry: {@code version finished updatedAt confirmedAt checksum control
     * mac}, the control (the match's clock and policy state) as base64url JSON, {@code -} for none.
     */
    public String firstLine(UUID matchId, Sealed s) {
        String control = s.control() == null
                ? "-"
                : Base64.getUrlEncoder()
                        .withoutPadding()
                        .encodeToString(s.control().getBytes(StandardCharsets.UTF_8));
        String body = s.version() + " " + (s.finished() ? "1" : "0") + " " + micros(s.updatedAt()) + " "
                + micros(s.confirmedAt()) + " " + s.checksum() + " " + control;
        return body + " " + mac(matchId, body);
    }

    /** What a first line says, or null when it is not one this service sealed for this match. */
    public Sealed open(UUID matchId, String firstLine) {
        if (firstLine == null) return null;
        String[] parts = firstLine.split(" ");
        if (parts.length != 7 || parts[4].length() != 64) return null;
        String body = firstLine.substring(0, firstLine.lastIndexOf(' '));
        if (!MessageDigest.isEqual(
                mac(matchId, body).getBytes(StandardCharsets.US_ASCII), parts[6].getBytes(StandardCharsets.US_ASCII)))
            return null;
        try {
            String control = parts[5].equals("-")
                    ? null
                    : new String(Base64.getUrlDecoder().decode(parts[5]), StandardCharsets.UTF_8);
            return new Sealed(
                    Long.parseLong(parts[0]),
                    parts[1].equals("1"),
                    instant(parts[2]),
                    instant(parts[3]),
                    parts[4],
                    control);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private String mac(UUID matchId, String body) {
        try {
            Mac mac = macs.get();
            if (mac == null) {
                mac = Mac.getInstance("HmacSHA256");
                mac.init(key());
                macs.set(mac);
            }
            mac.update((matchId + " " + body).getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(mac.doFinal());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private SecretKeySpec key() {
        SecretKeySpec k = key;
        if (k == null) key = k = new SecretKeySpec(store.cacheKey().getBytes(StandardCharsets.US_ASCII), "HmacSHA256");
        return k;
    }

    private static long micros(Instant t) {
        return t.getEpochSecond() * 1_000_000 + t.getNano() / 1000;
    }

    private static Instant instant(String micros) {
        long m = Long.parseLong(micros);
        return Instant.ofEpochSecond(Math.floorDiv(m, 1_000_000), Math.floorMod(m, 1_000_000) * 1000);
    }
}
