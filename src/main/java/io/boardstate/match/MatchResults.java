package io.boardstate.match;

import io.boardstate.engine.SeatResult;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.store.MatchDirectory;
import io.boardstate.store.MatchRecord;
import io.boardstate.store.MatchStore;
import io.boardstate.store.SeatRecord;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Results of matches: per seat its standing from the ruleset's result (rank, score, tie-break
 * values), the commands it made, and how and when the match ended. For one match, and for an
 * organizer's matches by tag (cursor-paged like listings).
 */
@ApplicationScoped
public class MatchResults {
    /** How a finished match ended. */
    public static final String COMPLETED = "completed";

    public static final String RESIGNED = "resigned";
    public static final String TIMED_OUT = "timeout";
    public static final String ABORTED = "aborted";
    public static final String ADJUDICATED = "adjudicated";

    /** One seat's standing; rank, score and details are null while the match runs. */
    public record Standing(
            int seat,
            String name,
            String externalId,
            Integer rank,
            Integer score,
            Map<String, Object> details,
            long moves) {}

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

    private final MatchService matches;
    private final MatchStore store;
    private final MatchDirectory directory;

    public MatchResults(MatchService matches, MatchStore store, MatchDirectory directory) {
        this.matches = matches;
        this.store = store;
        this.directory = directory;
    }

    /** One match's results; the organizer's player ids only when {@code organizer} created it. */
    public Results of(UUID matchId, String organizer) {
        MatchStore.LoadedMatch loaded = store.load(matchId).orElseThrow(() -> new MatchFailure.UnknownMatch(matchId));
        return results(loaded.match(), loaded.seats(), organizer != null && organizer.equals(loaded.match().organizer));
    }

    /** The organizer's matches with these tags (null members match any), newest first. */
    public Page export(String organizer, NewMatch.Tags tags, MatchListing.Position after, int limit) {
        List<MatchDirectory.Listed> rows = directory.page(new MatchDirectory.Filter(
                null,
                null,
                null,
                after == null ? null : after.createdAt(),
                after == null ? null : after.id(),
                limit + 1,
                organizer,
                tags.tournament(),
                tags.round(),
                tags.table(),
                null,
                null));
        List<Results> items = new ArrayList<>();
        for (MatchDirectory.Listed row : rows.subList(0, Math.min(limit, rows.size())))
            items.add(results(row.match(), row.seats(), true));
        MatchListing.Position next = rows.size() > limit
                ? new MatchListing.Position(
                        items.getLast().startedAt(), items.getLast().id())
                : null;
        return new Page(items, next);
    }

    private Results results(MatchRecord match, List<SeatRecord> seats, boolean owner) {
        // Anyone but the owning organizer is a spectator: a delayed match's results stop at its delayed head.
        Access access = matches.access(match.id, null);
        Sight sight = owner ? matches.undelayedView(access) : matches.view(access);
        Map<Integer, Long> moves = store.commandsBySeat(match.id, sight.version());
        Map<Integer, SeatResult> bySeat = new java.util.HashMap<>();
        if (sight.finished() && sight.result() != null) for (SeatResult r : sight.result()) bySeat.put(r.seat(), r);
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
                    moves.getOrDefault(seat.seat, 0L)));
        }
        String ending = null;
        if (sight.finished()) {
            // A timeout under the auto policy does not end the match: only a forfeit makes it a timeout.
            Set<String> types = store.eventTypesAmong(
                    match.id,
                    List.of(
                            SystemEvents.SEAT_RESIGNED,
                            SystemEvents.SEAT_FORFEITED,
                            SystemEvents.MATCH_ABORTED,
                            SystemEvents.MATCH_ADJUDICATED));
            if (types.contains(SystemEvents.MATCH_ABORTED)) ending = ABORTED;
            else if (types.contains(SystemEvents.MATCH_ADJUDICATED)) ending = ADJUDICATED;
            else if (types.contains(SystemEvents.SEAT_RESIGNED)) ending = RESIGNED;
            else if (types.contains(SystemEvents.SEAT_FORFEITED)) ending = TIMED_OUT;
            else ending = COMPLETED;
        }
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
