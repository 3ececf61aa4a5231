package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.Query;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Listings over many matches (GET /v1/matches): match headers in one of three orders (newest
 * first by (created_at, id), oldest first, or least recently updated first by (updated_at, id)),
 * paged by keyset so a page never repeats or skips a match whatever is created meanwhile. The
 * one kind of query that is not about a single match (docs/SHARDING.md).
 */
@ApplicationScoped
public class MatchDirectory {
    /** The order of a listing; ties on the time are broken by id, in the same direction. */
    public enum Order {
        /** Newest first: (created_at, id) descending. */
        CREATED_DESC("m.created_at", false),
        /** Oldest first: (created_at, id) ascending. */
        CREATED_ASC("m.created_at", true),
        /** Least recently updated first: (updated_at, id) ascending; a match that changes moves to the end. */
        UPDATED_ASC("m.updated_at", true);

        private final String column;
        private final boolean ascending;

        Order(String column, boolean ascending) {
            this.column = column;
            this.ascending = ascending;
        }

        /** The time a page's last match is kept by in the cursor. */
        public Instant timeOf(MatchRecord match) {
            return this == UPDATED_ASC ? match.updatedAt : match.createdAt;
        }
    }

    /**
     * What a listing asks for; null fields do not filter. {@code after*}: the order's time and the id
     * of the last match of the previous page. {@code finishedFrom}: only finished matches that ended
     * then or later (a finished match is never written again, so its updated_at is its end).
     */
    public record Filter(
            String ruleset,
            Boolean finished,
            String tokenHash,
            Order order,
            Instant afterAt,
            UUID afterId,
            int limit,
            String organizer,
            String tournament,
            String round,
            String table,
            Instant createdFrom,
            Instant createdTo,
            Instant updatedFrom,
            Instant finishedFrom) {}

    /** A match header with its seats (token hashes included: the caller must not show them). */
    public record Listed(MatchRecord match, List<SeatRecord> seats, Integer seat) {}

    @Inject
    EntityManager em;

    /** Narrows the listing by {@code condition ?n} bound to {@code value}; a null value leaves it open. */
    private static void and(StringBuilder sql, List<Object> params, String condition, Object value) {
        if (value == null) return;
        params.add(value);
        sql.append(" AND " + condition + " ?" + params.size());
    }

    @Transactional
    public List<Listed> page(Filter filter) {
        StringBuilder sql = new StringBuilder("SELECT m.* FROM match m");
        List<Object> params = new ArrayList<>();
        if (filter.tokenHash() != null) {
            sql.append(" JOIN match_seat s ON s.match_id = m.id AND s.token_hash = ?" + (params.size() + 1));
            params.add(filter.tokenHash());
        }
        sql.append(" WHERE true");
        and(sql, params, "m.ruleset =", filter.ruleset());
        and(sql, params, "m.finished =", filter.finished());
        and(sql, params, "m.organizer =", filter.organizer());
        and(sql, params, "m.tag_tournament =", filter.tournament());
        and(sql, params, "m.tag_round =", filter.round());
        and(sql, params, "m.tag_table =", filter.table());
        and(sql, params, "m.created_at >=", filter.createdFrom());
        and(sql, params, "m.created_at <", filter.createdTo());
        and(sql, params, "m.updated_at >=", filter.updatedFrom());
        and(sql, params, "m.finished AND m.updated_at >=", filter.finishedFrom());
        Order order = filter.order() == null ? Order.CREATED_DESC : filter.order();
        if (filter.afterAt() != null) {
            sql.append(" AND (" + order.column + ", m.id) " + (order.ascending ? ">" : "<") + " (?"
                    + (params.size() + 1) + ", ?" + (params.size() + 2) + ")");
            params.add(filter.afterAt());
            params.add(filter.afterId());
        }
        String direction = order.ascending ? " ASC" : " DESC";
        sql.append(" ORDER BY " + order.column + direction + ", m.id" + direction + " LIMIT ?" + (params.size() + 1));
        params.add(filter.limit());
        Query query = em.createNativeQuery(sql.toString(), MatchRecord.class);
        for (int i = 0; i < params.size(); i++) query.setParameter(i + 1, params.get(i));
        Map<UUID, List<SeatRecord>> seats = new LinkedHashMap<>();
        List<MatchRecord> matches = new ArrayList<>();
        for (Object row : query.getResultList()) {
            MatchRecord match = (MatchRecord) row;
            matches.add(match);
            seats.put(match.id, new ArrayList<>());
        }
        if (matches.isEmpty()) return List.of();
        em.createQuery("from SeatRecord where matchId in ?1 order by matchId, seat", SeatRecord.class)
                .setParameter(1, seats.keySet())
                .getResultStream()
                .forEach(seat -> seats.get(seat.matchId).add(seat));
        return matches.stream()
                .map(m -> new Listed(m, List.copyOf(seats.get(m.id)), held(seats.get(m.id), filter.tokenHash())))
                .toList();
    }

    private static Integer held(List<SeatRecord> seats, String tokenHash) {
        if (tokenHash == null) return null;
        return seats.stream()
                .filter(s -> s.tokenHash.equals(tokenHash))
                .map(s -> s.seat)
                .findFirst()
                .orElse(null);
    }

    /** True when some match has a seat with this token hash. */
    @Transactional
    public boolean holdsASeat(String tokenHash) {
        return !em.createNativeQuery("SELECT 1 FROM match_seat WHERE token_hash = ?1 LIMIT 1")
                .setParameter(1, tokenHash)
                .getResultList()
                .isEmpty();
    }

    /** A match of a round: its id, table tag and version. */
    public record Tagged(UUID id, String table, long version) {}

    /** The organizer's matches with these tournament and round tags, oldest first. */
    @Transactional
    public List<Tagged> byRound(String organizer, String tournament, String round) {
        List<Tagged> out = new ArrayList<>();
        for (Object row : em.createNativeQuery("SELECT id, tag_table, version FROM match WHERE organizer = ?1"
                        + " AND tag_tournament = ?2 AND tag_round = ?3 ORDER BY created_at, id")
                .setParameter(1, organizer)
                .setParameter(2, tournament)
                .setParameter(3, round)
                .getResultList()) {
            Object[] r = (Object[]) row;
            out.add(new Tagged((UUID) r[0], (String) r[1], ((Number) r[2]).longValue()));
        }
        return out;
    }
}
