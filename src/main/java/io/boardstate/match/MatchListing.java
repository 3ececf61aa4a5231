package io.boardstate.match;

import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SpectatorDelay;
import io.boardstate.match.support.Tokens;
import io.boardstate.match.view.DelayedHeads;
import io.boardstate.store.MatchDirectory;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.UUID;

/**
 * Lists matches (a lobby, a tournament's tables, "my matches"), newest first. Only what any
 * spectator sees of a match is listed: no seed, no token hash, nothing from the state.
 */
@ApplicationScoped
public class MatchListing {
    /** Which matches: null fields do not filter; {@code token}: only matches this seat token holds a seat in. */
    public record Query(
            String ruleset,
            Boolean finished,
            String token,
            Position after,
            int limit,
            String organizer,
            NewMatch.Tags tags,
            Instant createdFrom,
            Instant createdTo) {
        public Query(String ruleset, Boolean finished, String token, Position after, int limit) {
            this(ruleset, finished, token, after, limit, null, null, null, null);
        }
    }

    /** Where a page ends: the creation time and id of its last match. */
    public record Position(Instant createdAt, UUID id) {}

    /** A listed match; {@code seat} is the caller's, when the listing was by its token. */
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
            List<String> externalIds) {}

    /** A page; {@code next} is null on the last one. */
    public record Page(List<Listed> items, Position next) {}

    private final MatchDirectory directory;
    private final DelayedHeads delays;

    public MatchListing(MatchDirectory directory, DelayedHeads delays) {
        this.directory = directory;
        this.delays = delays;
    }

    public Page list(Query query) {
        String tokenHash = query.token() == null ? null : Tokens.sha256(query.token());
        if (tokenHash != null && !directory.holdsASeat(tokenHash))
            throw new MatchFailure.NotASeat("The bearer token is not a seat token of any match.");
        List<MatchDirectory.Listed> rows = directory.page(new MatchDirectory.Filter(
                query.ruleset(),
                query.finished(),
                tokenHash,
                query.after() == null ? null : query.after().createdAt(),
                query.after() == null ? null : query.after().id(),
                query.limit() + 1,
                query.organizer(),
                query.tags() == null ? null : query.tags().tournament(),
                query.tags() == null ? null : query.tags().round(),
                query.tags() == null ? null : query.tags().table(),
                query.createdFrom(),
                query.createdTo()));
        boolean more = rows.size() > query.limit();
        // A seat's ("my matches") and an organizer's listings see the head; anyone else is a spectator.
        boolean spectator = tokenHash == null && query.organizer() == null;
        Instant now = Instant.now();
        List<Listed> items = rows.stream()
                .limit(query.limit())
                .map(r -> listed(r, query, spectator ? window(r, now) : null))
                .toList();
        Position next =
                more ? new Position(items.getLast().createdAt(), items.getLast().id()) : null;
        return new Page(items, next);
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
                        : r.seats().stream().map(s -> s.externalId).toList());
    }
}
