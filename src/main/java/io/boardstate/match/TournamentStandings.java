package io.boardstate.match;

import io.boardstate.match.model.NewMatch;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Standings across the rounds of a tournament: an organizer's finished matches with its tag, summed
 * per player (the organizer's {@code externalPlayerId}; seats without one are not counted). A seat
 * earns the points of its rank ({@code points[rank - 1]}, 0 beyond the list; tied seats share a rank
 * and its points). Players are ordered by points, then wins (rank 1), then summed game score; players
 * equal on all three share a place. Aborted matches have no standings and count for nothing. A
 * computer player's seat counts like a person's: under its {@code externalPlayerId}, if it has one.
 */
@ApplicationScoped
public class TournamentStandings {
    /** Points per rank when the organizer gives none: 3 for a win, 2, 1, then 0. */
    public static final List<Integer> DEFAULT_POINTS = List.of(3, 2, 1, 0);

    private static final int PAGE = 200;

    /**
     * One player's line; {@code place} 1 for the leader, shared by players equal on every tie-break.
     * {@code botMatches}: the matches a computer player held the player's seat in; {@code botLevel}
     * its level when one of that level held it in every match counted (the line is a bot's), else null.
     */
    public record Line(
            int place,
            String externalPlayerId,
            String name,
            int matches,
            int wins,
            int points,
            long score,
            int automaticMoves,
            int zombieMatches,
            int botMatches,
            String botLevel) {
        Line withPlace(int place) {
            return new Line(
                    place,
                    externalPlayerId,
                    name,
                    matches,
                    wins,
                    points,
                    score,
                    automaticMoves,
                    zombieMatches,
                    botMatches,
                    botLevel);
        }
    }

    /** The standings of a tournament, with the points per rank they were counted with and how many matches. */
    public record Table(String tournament, List<Integer> points, int matches, List<Line> lines) {}

    @Inject
    MatchResults results;

    public Table of(String organizer, String tournament, List<Integer> points) {
        Map<String, Line> byPlayer = new LinkedHashMap<>();
        int counted = 0;
        MatchListing.Position after = null;
        do {
            MatchResults.Page page = results.export(organizer, new NewMatch.Tags(tournament, null, null), after, PAGE);
            for (MatchResults.Results match : page.items()) {
                if (!match.finished() || MatchResults.ABORTED.equals(match.ending())) continue;
                counted++;
                for (MatchResults.Standing s : match.standings()) {
                    if (s.externalId() == null || s.rank() == null) continue;
                    int earned = s.rank() <= points.size() ? points.get(s.rank() - 1) : 0;
                    Line was = byPlayer.get(s.externalId());
                    byPlayer.put(
                            s.externalId(),
                            new Line(
                                    0,
                                    s.externalId(),
                                    was == null ? s.name() : was.name(),
                                    (was == null ? 0 : was.matches()) + 1,
                                    (was == null ? 0 : was.wins()) + (s.rank() == 1 ? 1 : 0),
                                    (was == null ? 0 : was.points()) + earned,
                                    (was == null ? 0 : was.score()) + (s.score() == null ? 0 : s.score()),
                                    (was == null ? 0 : was.automaticMoves()) + s.automaticMoves(),
                                    (was == null ? 0 : was.zombieMatches()) + (s.zombie() ? 1 : 0),
                                    (was == null ? 0 : was.botMatches()) + (s.botLevel() != null ? 1 : 0),
                                    // a person's match, or a bot of another level, and the line is no one bot's
                                    was == null || Objects.equals(was.botLevel(), s.botLevel()) ? s.botLevel() : null));
                }
            }
            after = page.next();
        } while (after != null);
        return new Table(tournament, points, counted, placed(new ArrayList<>(byPlayer.values())));
    }

    private static final Comparator<Line> ORDER = Comparator.comparingInt(Line::points)
            .thenComparingInt(Line::wins)
            .thenComparingLong(Line::score)
            .reversed();

    /** Ordered by the tie-breaks (then by player id, for a stable list), each with its place. */
    static List<Line> placed(List<Line> lines) {
        lines.sort(ORDER.thenComparing(Line::externalPlayerId));
        List<Line> out = new ArrayList<>(lines.size());
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            int place = i > 0 && ORDER.compare(lines.get(i - 1), l) == 0
                    ? out.get(i - 1).place()
                    : i + 1;
            out.add(l.withPlace(place));
        }
        return List.copyOf(out);
    }
}
