package io.boardstate.match;

import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.support.Tokens;
import io.boardstate.match.view.DelayedHeads;
import io.boardstate.store.MatchDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Lists matches (a lobby, a tournament's tables, "my matches"), newest first, oldest first, or
 * least recently updated first (to sync). Only what any spectator sees of a match is listed: no
 * seed, no token hash, nothing from the state.
 */
@ApplicationScoped
public class MatchListing {
    /** The order of a listing (ties by id, in the same direction). */
    public enum Order {
        /** Newest first, by creation time. */
        NEWEST(MatchDirectory.Order.CREATED_DESC),
        /** Oldest first, by creation time. */
        OLDEST(MatchDirectory.Order.CREATED_ASC),
        /**
         * Least recently updated first: the order to sync by. A match that changes while a client
         * pages moves behind the pages still to come, so it is listed again, never skipped.
         */
        UPDATED(MatchDirectory.Order.UPDATED_ASC);

        final MatchDirectory.Order stored;

        Order(MatchDirectory.Order stored) {
            this.stored = stored;
        }

        /** True when this order tells when matches last changed, which a delayed match hides from spectators. */
        public boolean byUpdate() {
            return this == UPDATED;
        }
    }

    /**
     * Which matches: null fields do not filter; {@code token}: only matches this seat token holds a
     * seat in. {@code updatedFrom}: changed at or after it (only for callers that see the head);
     * {@code finishedFrom}: finished at or after it.
     */
    public record Query(
            String ruleset,
            Boolean finished,
            String token,
            Position after,
            int limit,
            String organizer,
            NewMatch.Tags tags,
            Instant createdFrom,
            Instant createdTo,
            Order order,
            Instant updatedFrom,
            Instant finishedFrom) {
        public Query(String ruleset, Boolean finished, String token, Position after, int limit) {
            this(ruleset, finished, token, after, limit, null, null, null, null, Order.NEWEST, null, null);
        }
    }

    /** Where a page ends: its order, and that order's time (creation or update) and the id of its last match. */
    public record Position(Order order, Instant at, UUID id) {}

    /**
     * A listed match; {@code seat} is the caller's, when the listing was by its token; {@code
     * bots} each seat's computer-player level (null for a person), null when no seat is a bot.
     */
    public record Listed(
            UUID id,
            String ruleset,
            long version,
            boolean finished,
            List<Sight.SeatName> seats,
            Integer seat,
            Instant createdAt,
            Instant updatedAt,
            NewMatch.Tags tags,
            List<String> externalIds,
            List<String> bots) {}

    /** A page; {@code next} is null on the last one. */
    public record Page(List<Listed> items, Position next) {}

    @Inject
    MatchDirectory directory;

    @Inject
    DelayedHeads delays;

    public Page list(Query query) {
        String tokenHash = query.token() == null ? null : Tokens.sha256(query.token());
        if (tokenHash != null && !directory.holdsASeat(tokenHash))
            throw new MatchFailure.NotASeat("The bearer token is not a seat token of any match.");
        // A seat's ("my matches") and an organizer's listings see the head; anyone else is a spectator.
        boolean spectator = tokenHash == null && query.organizer() == null;
        Order order = query.order() == null ? Order.NEWEST : query.order();
        // Real update times would tell a spectator when the moves of a delayed match happened (the API refuses first).
        if (spectator && (order.byUpdate() || query.updatedFrom() != null))
            throw new IllegalArgumentException("a spectator's listing neither filters nor orders by update time");
        List<MatchDirectory.Listed> rows = directory.page(new MatchDirectory.Filter(
                query.ruleset(),
                query.finished(),
                tokenHash,
                order.stored,
                query.after() == null ? null : query.after().at(),
                query.after() == null ? null : query.after().id(),
                query.limit() + 1,
                query.organizer(),
                query.tags() == null ? null : query.tags().tournament(),
                query.tags() == null ? null : query.tags().round(),
                query.tags() == null ? null : query.tags().table(),
                query.createdFrom(),
                query.createdTo(),
                query.updatedFrom(),
                query.finishedFrom()));
        Instant now = Instant.now();
        List<Listed> items = rows.stream()
                .limit(query.limit())
                .map(r -> listed(r, query, spectator ? window(r, now) : null))
                .toList();
        return new Page(items, next(rows, query.limit(), order));
    }

    /**
     * The position after a page of {@code limit} out of {@code rows} (one more when another page
     * follows), from the stored times: a spectator's listed update time may be a delayed one.
     */
    static Position next(List<MatchDirectory.Listed> rows, int limit, Order order) {
        if (rows.size() <= limit) return null;
        var last = rows.get(limit - 1).match();
        return new Position(order, order.stored.timeOf(last), last.id);
    }

    /** A spectator's delayed head of a listed match, or null when it sees the head. */
    private DelayedHeads.Window window(MatchDirectory.Listed r, Instant now) {
        return delays.window(
                r.match().id,
                r.match().version,
                r.match().finished,
                SpectatorDelay.of(r.match().delayVersions, r.match().delaySeconds),
                r.match().createdAt,
                now);
    }

    private static Listed listed(MatchDirectory.Listed r, Query query, DelayedHeads.Window delayed) {
        return new Listed(
                r.match().id,
                r.match().ruleset,
                delayed == null ? r.match().version : delayed.version(),
                r.match().finished,
                r.seats().stream().map(s -> new Sight.SeatName(s.seat, s.name)).toList(),
                r.seat(),
                r.match().createdAt,
                delayed == null ? r.match().updatedAt : delayed.storedAt(),
                new NewMatch.Tags(r.match().tagTournament, r.match().tagRound, r.match().tagTable),
                // The organizer's player ids only in the organizer's own listing.
                query.organizer() == null
                        ? null
                        : r.seats().stream().map(s -> s.externalId).toList(),
                bots(r));
    }

    /** Each seat's computer-player level, or null for a person; null when no seat is a bot. */
    private static List<String> bots(MatchDirectory.Listed r) {
        if (r.match().control == null) return null;
        return MatchControl.fromJson(r.match().control, r.seats().size()).bots();
    }
}
