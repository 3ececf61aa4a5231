package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;

/**
 * What a match's log says about its seats beyond the game: the service's own events of interest
 * (with their payloads) and every command, marked with the event that made it automatic when one of
 * the same write (same seat and instant) did. One scan of the match's partition.
 */
@ApplicationScoped
public class ActivityStore {
    @Inject
    EntityManager em;

    /**
     * One row of interest: a listed event ({@code payload} set) or a command's first event ({@code
     * command} true, {@code marker} the type of the write's marker event, or null).
     */
    public record Row(long version, String type, Integer seat, String payload, boolean command, String marker) {}

    /** The rows up to {@code upTo}, in version order; {@code listed}: the event types wanted with payload. */
    @Transactional
    public List<Row> rows(UUID matchId, long upTo, Collection<String> listed, Collection<String> markers) {
        List<Row> out = new ArrayList<>();
        for (Object r : em.createNativeQuery("SELECT version, type, seat, payload_text, is_command, marker FROM ("
                        + " SELECT e.version, e.type, e.seat,"
                        + " CASE WHEN e.type = ANY(?3) THEN e.payload::text END AS payload_text,"
                        + " e.command IS NOT NULL AS is_command,"
                        + " max(CASE WHEN e.type = ANY(?4) THEN e.type END)"
                        + " OVER (PARTITION BY e.seat, e.created_at) AS marker"
                        + " FROM match_event e WHERE e.match_id = ?1 AND e.version <= ?2) w"
                        + " WHERE payload_text IS NOT NULL OR is_command ORDER BY version")
                .setParameter(1, matchId)
                .setParameter(2, upTo)
                .setParameter(3, listed.toArray(String[]::new))
                .setParameter(4, markers.toArray(String[]::new))
                .getResultList()) {
            Object[] c = (Object[]) r;
            out.add(new Row(
                    ((Number) c[0]).longValue(),
                    (String) c[1],
                    c[2] == null ? null : ((Number) c[2]).intValue(),
                    (String) c[3],
                    Boolean.TRUE.equals(c[4]),
                    (String) c[5]));
        }
        return out;
    }
}
