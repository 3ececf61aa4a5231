package io.boardstate.store;

import jakarta.enterprise.context.ApplicationScoped;
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
 * Listings over many matches (GET /v1/matches): match headers newest first, by (created_at, id)
 * descending, paged by keyset so a page never repeats or skips a match whatever is created
 * meanwhile. The one kind of query that is not about a single match (docs/SHARDING.md).
 */
@ApplicationScoped
public class MatchDirectory {
    /** What a listing asks for; null fields do not filter. {@code before*}: the last match of the previous page. */
    public record Filter(
            String ruleset,
            Boolean finished,
            String tokenHash,
            Instant beforeCreatedAt,
            UUID beforeId,
            int limit,
            String organizer,
            String tournament,
            String round,
            String table,
            Instant createdFrom,
            Instant createdTo) {
        public Filter(
                String ruleset, Boolean finished, String tokenHash, Instant beforeCreatedAt, UUID beforeId, int limit) {
            this(ruleset, finished, tokenHash, beforeCreatedAt, beforeId, limit, null, null, null, null, null, null);
        }
    }

    /** A match header with its seats (token hashes included: the caller must not show them). */
    public record Listed(MatchRecord match, List<SeatRecord> seats, Integer seat) {}

    private final EntityManager em;

    public MatchDirectory(EntityManager em) {
        this.em = em;
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
        if (filter.ruleset() != null) {
            sql.append(" AND m.ruleset = ?" + (params.size() + 1));
            params.add(filter.ruleset());
        }
        if (filter.finished() != null) {
            sql.append(" AND m.finished = ?" + (params.size() + 1));
            params.add(filter.finished());
        }
        String[][] equal = {
            {"m.organizer", filter.organizer()},
            {"m.tag_tournament", filter.tournament()},
            {"m.tag_round", filter.round()},
            {"m.tag_table", filter.table()}
        };
        for (String[] column : equal) {
            if (column[1] == null) continue;
            sql.append(" AND " + column[0] + " = ?" + (params.size() + 1));
            params.add(column[1]);
        }
        if (filter.createdFrom() != null) {
            sql.append(" AND m.created_at >= ?" + (params.size() + 1));
            params.add(filter.createdFrom());
        }
        if (filter.createdTo() != null) {
            sql.append(" AND m.created_at < ?" + (params.size() + 1));
            params.add(filter.createdTo());
        }
        if (filter.beforeCreatedAt() != null) {
            sql.append(" AND (m.created_at, m.id) < (?" + (params.size() + 1) + ", ?" + (params.size() + 2) + ")");
            params.add(filter.beforeCreatedAt());
            params.add(filter.beforeId());
        }
        sql.append(" ORDER BY m.created_at DESC, m.id DESC LIMIT ?" + (params.size() + 1));
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
