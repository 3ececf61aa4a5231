package io.boardstate.match.organizer;

import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.support.Tokens;
import io.boardstate.store.OrganizerKeyStore;
import io.boardstate.store.OrganizerKeyStore.KeyRow;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Organizer API keys: issued (the key is shown once, only its SHA-256 is stored), listed, revoked,
 * and recognised. A key reads {@code bso_<key id, 32 hex digits>_<secret>}: the id finds the row,
 * the hash of the whole key must match it, and a revoked key is refused at once on every replica
 * (each request reads the row; nothing is cached).
 */
@ApplicationScoped
public class OrganizerKeys {
    public static final String PREFIX = "bso_";
    private static final Pattern KEY = Pattern.compile("^bso_([0-9a-f]{32})_[A-Za-z0-9_-]{43}$");
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A key as stored, with the configured limits where it has none of its own; never the key. */
    public record KeyInfo(
            UUID id,
            String organizer,
            String name,
            List<String> scopes,
            double perSecond,
            int burst,
            Instant createdAt,
            Instant revokedAt) {}

    /** A new key: its description and the key itself, which is never available again. */
    public record Issued(KeyInfo info, String key) {}

    /** Why a key cannot be issued as asked (INVALID_REQUEST). */
    public static final class InvalidKeyRequest extends RuntimeException {
        public InvalidKeyRequest(String detail) {
            super(detail);
        }
    }

    private final OrganizerKeyStore store;
    private final double defaultPerSecond;
    private final int defaultBurst;

    public OrganizerKeys(OrganizerKeyStore store, BoardstateConfig config) {
        this.store = store;
        this.defaultPerSecond = config.organizers().requestsPerSecond();
        this.defaultBurst = config.organizers().burst();
    }

    public Issued issue(String organizer, String name, List<String> scopes, Double perSecond, Integer burst) {
        if (organizer == null || organizer.isBlank() || organizer.length() > 100 || !printable(organizer))
            throw new InvalidKeyRequest("`organizer` is required: 1 to 100 printable characters.");
        if (name != null && (name.length() > 100 || !printable(name)))
            throw new InvalidKeyRequest("`name` has at most 100 printable characters.");
        if (scopes == null || scopes.isEmpty())
            throw new InvalidKeyRequest("`scopes` lists at least one of " + Organizer.SCOPES + ".");
        Set<String> seen = new HashSet<>(); // a scope twice is not folded silently: another may have been meant
        for (String scope : scopes) {
            if (!Organizer.SCOPES.contains(scope))
                throw new InvalidKeyRequest("Unknown scope '" + scope + "'; scopes are " + Organizer.SCOPES + ".");
            if (!seen.add(scope))
                throw new InvalidKeyRequest("`scopes` names each scope once; '" + scope + "' is given twice.");
        }
        if (perSecond != null && !(perSecond > 0 && perSecond <= 100_000))
            throw new InvalidKeyRequest("`requestsPerSecond` is above 0 and at most 100000.");
        if (burst != null && (burst < 1 || burst > 100_000))
            throw new InvalidKeyRequest("`burst` runs from 1 to 100000.");
        UUID id = UUID.randomUUID();
        byte[] secret = new byte[32];
        RANDOM.nextBytes(secret);
        String key = PREFIX + id.toString().replace("-", "") + "_"
                + Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
        KeyRow row = new KeyRow(
                id,
                organizer,
                name == null ? "" : name,
                Tokens.sha256(key),
                List.copyOf(new LinkedHashSet<>(scopes)),
                perSecond,
                burst,
                Instant.now().truncatedTo(ChronoUnit.MICROS),
                null);
        store.insert(row);
        return new Issued(info(row), key);
    }

    public List<KeyInfo> list(String organizer) {
        return store.list(organizer).stream().map(this::info).toList();
    }

    /** Revokes the key; false when there is no such key. Revoking twice is harmless. */
    public boolean revoke(UUID id) {
        return store.revoke(id, Instant.now().truncatedTo(ChronoUnit.MICROS));
    }

    /** Whether a bearer token has the shape of an organizer key (and not of a seat token). */
    public static boolean looksLikeKey(String bearer) {
        return bearer != null && bearer.startsWith(PREFIX);
    }

    /** The live (not revoked) key this bearer token is, if any. */
    public Optional<Organizer> recognise(String bearer) {
        if (bearer == null) return Optional.empty();
        Matcher m = KEY.matcher(bearer);
        if (!m.matches()) return Optional.empty();
        byte[] raw = HexFormat.of().parseHex(m.group(1));
        long hi = 0, lo = 0;
        for (int i = 0; i < 8; i++) hi = (hi << 8) | (raw[i] & 0xff);
        for (int i = 8; i < 16; i++) lo = (lo << 8) | (raw[i] & 0xff);
        String hash = Tokens.sha256(bearer);
        return store.find(new UUID(hi, lo))
                .filter(row -> row.revokedAt() == null && Tokens.sameHash(row.keyHash(), hash))
                .map(row -> new Organizer(
                        row.id(),
                        row.organizer(),
                        row.scopes(),
                        row.perSecond() == null ? defaultPerSecond : row.perSecond(),
                        row.burst() == null ? defaultBurst : row.burst(),
                        bearer));
    }

    private KeyInfo info(KeyRow row) {
        return new KeyInfo(
                row.id(),
                row.organizer(),
                row.name(),
                row.scopes(),
                row.perSecond() == null ? defaultPerSecond : row.perSecond(),
                row.burst() == null ? defaultBurst : row.burst(),
                row.createdAt(),
                row.revokedAt());
    }

    private static boolean printable(String text) {
        return text.codePoints().noneMatch(c -> Character.isISOControl(c) || (c >= 0xD800 && c <= 0xDFFF));
    }
}
