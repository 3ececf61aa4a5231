package io.boardstate.match.webhook;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Standard Webhooks signatures: {@code v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>">}
 * keyed with the secret's bytes (the base64 after {@code whsec_}). Several signatures (during a
 * secret rotation) go space-separated in one {@code webhook-signature} header.
 */
public final class WebhookSignature {
    public static final String SECRET_PREFIX = "whsec_";
    private static final SecureRandom RANDOM = new SecureRandom();

    private WebhookSignature() {}

    /** A new secret: {@code whsec_} and the base64 of 32 random bytes. */
    static String newSecret() {
        byte[] key = new byte[32];
        RANDOM.nextBytes(key);
        return SECRET_PREFIX + Base64.getEncoder().encodeToString(key);
    }

    /** One signature, {@code v1,<base64>}. */
    static String sign(String secret, String id, long timestamp, String body) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            byte[] key = Base64.getDecoder().decode(secret.substring(SECRET_PREFIX.length()));
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            byte[] digest = mac.doFinal((id + "." + timestamp + "." + body).getBytes(StandardCharsets.UTF_8));
            return "v1," + Base64.getEncoder().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
