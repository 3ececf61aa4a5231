package io.boardstate.match;

import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchActivity;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import io.boardstate.store.ActivityStore;
import io.boardstate.store.MatchDirectory;
import io.boardstate.store.MatchRecord;
import io.boardstate.store.MatchStore;
import io.boardstate.store.SeatRecord;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Results of matches: per seat its standing from the ruleset's result (rank, score, tie-break
 * values), the commands it made, and how and when the match ended. For one match, and for an
 * organizer's matches by tag (cursor-paged like listings).
 */
@ApplicationScoped
public class MatchResults {
    /** How a finished match ended. */
    public static final String COMPLETED = MatchActivity.COMPLETED;

    public static final String RESIGNED = MatchActivity.RESIGNED;
    public static final String TIMED_OUT = MatchActivity.TIMED_OUT;
    public static final String ABORTED = MatchActivity.ABORTED;
    public static final String ADJUDICATED = MatchActivity.ADJUDICATED;
    public static final String AUTOMATIC = MatchActivity.AUTOMATIC;

    /**
     * One seat's standing; rank, score and details are null while the match runs. {@code
     * automaticMoves} of its {@code moves} the service played for it (after timeouts, or as a
     * zombie: a seat that left under the zombie policy and is ranked last). {@code botLevel}: the level of
     * the computer player that holds the seat ({@code players[i].bot} at creation), null for a person.
     */
    public record Standing(
            int seat,
            String name,
            String externalId,
            Integer rank,
            Integer score,
            Map<String, Object> details,
            long moves,
            int timeouts,
            int automaticMoves,
            boolean zombie,
            String botLevel) {}

    /** A match's results; {@code ending} and {@code endedAt} are null while it runs. */
    public record Results(
            UUID id,
            String ruleset,
            NewMatch.Tags tags,
            long version,
            boolean finished,
            String ending,
            Instant startedAt,
            Instant endedAt,
            List<Standing> standings) {}

    /** A page of results; {@code next} is null on the last one. */
    public record Page(List<Results> items, MatchListing.Position next) {}

    @Inject
    MatchService matches;

    @Inject
    MatchStore store;

    @Inject
    MatchDirectory directory;

    @Inject
    ActivityStore activities;

    /** One match's results; the organizer's player ids only when {@code organizer} created it. */
    public Results of(UUID matchId, String organizer) {
        MatchStore.LoadedMatch loaded = store.load(matchId).orElseThrow(() -> new MatchFailure.UnknownMatch(matchId));
        return results(loaded.match(), loaded.seats(), organizer != null && organizer.equals(loaded.match().organizer));
    }

    /** The organizer's matches with these tags (null members match any), newest first. */
    public Page export(String organizer, NewMatch.Tags tags, MatchListing.Position after, int limit) {
        return export(organizer, tags, new Since(MatchListing.Order.NEWEST, null, null), after, limit);
    }

    /** The order of an export, and from when matches changed or finished (null: any time). */
    public record Since(MatchListing.Order order, Instant updatedFrom, Instant finishedFrom) {}

    /** The organizer's matches with these tags (null members match any), in {@code since}'s order and from its times. */
    public Page export(String organizer, NewMatch.Tags tags, Since since, MatchListing.Position after, int limit) {
        MatchListing.Order order = since.order() == null ? MatchListing.Order.NEWEST : since.order();
        List<MatchDirectory.Listed> rows = directory.page(new MatchDirectory.Filter(
                null,
                null,
                null,
                order.stored,
                after == null ? null : after.at(),
                after == null ? null : after.id(),
                limit + 1,
                organizer,
                tags.tournament(),
                tags.round(),
                tags.table(),
                null,
                null,
                since.updatedFrom(),
                since.finishedFrom()));
        List<Results> items = new ArrayList<>();
        for (MatchDirectory.Listed row : rows.subList(0, Math.min(limit, rows.size())))
            items.add(results(row.match(), row.seats(), true));
        return new Page(items, MatchListing.next(rows, limit, order));
    }

    private Results results(MatchRecord match, List<SeatRecord> seats, boolean owner) {
        // Anyone but the owning organizer is a spectator: a delayed match's results stop at its delayed head.
        Access access = matches.access(match.id, null);
        Sight sight = owner ? matches.undelayedView(access) : matches.view(access);
        Map<Integer, Long> moves = store.commandsBySeat(match.id, sight.version());
        Map<Integer, SeatResult> bySeat = new java.util.HashMap<>();
        if (sight.finished() && sight.result() != null) for (SeatResult r : sight.result()) bySeat.put(r.seat(), r);
        MatchActivity activity = MatchActivity.of(
                activities.rows(match.id, sight.version(), MatchActivity.LISTED, MatchActivity.MARKERS));
        MatchControl control = MatchControl.fromJson(match.control, seats.size());
        List<Standing> standings = new ArrayList<>();
        for (SeatRecord seat : seats) {
            SeatResult r = bySeat.get(seat.seat);
            standings.add(new Standing(
                    seat.seat,
                    seat.name,
                    owner ? seat.externalId : null,
                    r == null ? null : r.rank(),
                    r == null ? null : r.score(),
                    r == null ? null : r.details(),
                    moves.getOrDefault(seat.seat, 0L),
                    activity.timeouts(seat.seat),
                    activity.automaticMoves(seat.seat),
                    activity.zombies().contains(seat.seat),
                    control.botLevel(seat.seat)));
        }
        String ending = sight.finished() ? activity.ending(seats.size()) : null;
        return new Results(
                match.id,
                match.ruleset,
                new NewMatch.Tags(match.tagTournament, match.tagRound, match.tagTable),
                sight.version(),
                sight.finished(),
                ending,
                match.createdAt,
                sight.finished() ? sight.updatedAt() : null,
                standings);
    }
}
