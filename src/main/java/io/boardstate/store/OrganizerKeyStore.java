package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Organizer API keys (table organizer_key): only the SHA-256 of each key is stored. */
@ApplicationScoped
public class OrganizerKeyStore {
    /** One key as stored; {@code perSecond}/{@code burst} null: the configured defaults. */
    public record KeyRow(
            UUID id,
            String organizer,
            String name,
            String keyHash,
            List<String> scopes,
            Double perSecond,
            Integer burst,
            Instant createdAt,
            Instant revokedAt) {}

    private static final String COLUMNS =
            "id, organizer, name, key_hash, scopes, per_second, burst, created_at, revoked_at";

    @Inject
    EntityManager em;

    @Transactional
    public void insert(KeyRow key) {
        em.createNativeQuery("INSERT INTO organizer_key (" + COLUMNS + ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)")
                .setParameter(1, key.id())
                .setParameter(2, key.organizer())
                .setParameter(3, key.name())
                .setParameter(4, key.keyHash())
                .setParameter(5, String.join(" ", key.scopes()))
                .setParameter(6, key.perSecond())
                .setParameter(7, key.burst())
                .setParameter(8, key.createdAt())
                .setParameter(9, key.revokedAt())
                .executeUpdate();
    }

    @Transactional
    public Optional<KeyRow> find(UUID id) {
        return rows(em.createNativeQuery("SELECT " + COLUMNS + " FROM organizer_key WHERE id = ?1")
                        .setParameter(1, id)
                        .getResultList())
                .stream()
                .findFirst();
    }

    /** Keys of one organizer (every organizer's when null), oldest first. */
    @Transactional
    public List<KeyRow> list(String organizer) {
        var query = organizer == null
                ? em.createNativeQuery("SELECT " + COLUMNS + " FROM organizer_key ORDER BY created_at, id")
                : em.createNativeQuery("SELECT " + COLUMNS
                                + " FROM organizer_key WHERE organizer = ?1 ORDER BY created_at, id")
                        .setParameter(1, organizer);
        return rows(query.getResultList());
    }

    /** Marks the key revoked (keeps the first revocation time); false when there is no such key. */
    @Transactional
    public boolean revoke(UUID id, Instant at) {
        return em.createNativeQuery("UPDATE organizer_key SET revoked_at = coalesce(revoked_at, ?2) WHERE id = ?1")
                        .setParameter(1, id)
                        .setParameter(2, at)
                        .executeUpdate()
                > 0;
    }

    private static List<KeyRow> rows(List<?> result) {
        List<KeyRow> out = new ArrayList<>();
        for (Object row : result) {
            Object[] c = (Object[]) row;
            out.add(new KeyRow(
                    (UUID) c[0],
                    (String) c[1],
                    (String) c[2],
                    (String) c[3],
                    List.of(((String) c[4]).split(" ")),
                    c[5] == null ? null : ((Number) c[5]).doubleValue(),
                    c[6] == null ? null : ((Number) c[6]).intValue(),
                    instant(c[7]),
                    instant(c[8])));
        }
        return out;
    }

    static Instant instant(Object value) {
        return switch (value) {
            case null -> null;
            case Instant i -> i;
            case java.time.OffsetDateTime o -> o.toInstant();
            case java.sql.Timestamp t -> t.toInstant();
            default -> throw new IllegalStateException("not a time: " + value.getClass());
        };
    }
}
