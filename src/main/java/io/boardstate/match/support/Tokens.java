package io.boardstate.match.support;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.HexFormat;

/**
 * Seat tokens, request fingerprints, match seeds and their commitments. Only hashes of tokens are
 * ever stored.
 */
public final class Tokens {
    private static final SecureRandom RANDOM = new SecureRandom();

    private Tokens() {}

    public static String newSeatToken() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return "bst_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    public static long newSeed() {
        return RANDOM.nextLong();
    }

    /** A fresh secret salt for a match's seed commitment: 32 random bytes as 64 lowercase hex digits. */
    public static String newSalt() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /**
     * The seed commitment published from creation: the lowercase hex SHA-256 of the UTF-8 string
     * {@code <seed>:<salt>}, the seed in decimal with a minus sign when negative ({@link Long#toString}).
     */
    public static String commitment(long seed, String salt) {
        return sha256(seed + ":" + salt);
    }

    /** Constant-time comparison of two hex hashes, so response timing tells nothing about a token. */
    public static boolean sameHash(String a, String b) {
        return MessageDigest.isEqual(a.getBytes(StandardCharsets.US_ASCII), b.getBytes(StandardCharsets.US_ASCII));
    }

    public static String sha256(String text) {
        try {
            return HexFormat.of()
                    .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
