package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.engine.SeatResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Scoring and the full tie-break (seed §7.1 l.323-334, §7.2 l.336-338, spec §7.2-7.4). */
class ScoringTest {
    /** A finished match with every objective district emptied and nothing burnt or collected yet. */
    static Scenario finished(int players, java.util.Map<String, Object> options) {
        Scenario sc = Scenario.started(players, options);
        for (GreatFireBoard.ObjectiveCard card : Scenario.BOARD.objectives())
            sc.state.houses.get(card.district()).clear();
        Arrays.fill(sc.state.burntHouses, 0);
        sc.state.phase = Phase.GAME_OVER;
        sc.state.currentSeat = -1;
        return sc;
    }

    static void set(Scenario sc, int seat, int houses, int cones, int survivingObjectives, int oneVpTiles) {
        Colour colour = sc.state.secretColours.get(seat);
        sc.state.burntHouses[colour.ordinal()] = 20 - houses;
        sc.state.extinguished[seat] = cones;
        List<String> objectives = sc.state.objectives.get(seat);
        for (int k = 0; k < survivingObjectives; k++) {
            int district = Scenario.BOARD.objective(objectives.get(k)).district();
            sc.state.houses.set(district, new ArrayList<>(List.of(Colour.C1)));
        }
        for (int k = 0; k < oneVpTiles; k++) sc.state.heldTiles.get(seat).add(Tile.ONE_VP);
    }

    static SeatResult of(List<SeatResult> results, int seat) {
        return results.stream().filter(r -> r.seat() == seat).findFirst().orElseThrow();
    }

    @Test
    void scoreAddsHousesConesSurvivingObjectivesTilesAndHero() {
        Scenario sc = finished(3, Scenario.options());
        set(sc, 0, 16, 5, 2, 1);
        sc.state.heroSeat = 0;
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE); // unused action tiles score nothing (spec §7.2)
        SeatResult r = of(Scenario.RULESET.result(sc.state).orElseThrow(), 0);
        int objectiveVp = 0;
        for (int k = 0; k < 2; k++)
            objectiveVp +=
                    Scenario.BOARD.objective(sc.state.objectives.get(0).get(k)).vp();
        // 2 VP per own house (l.325) + 1 per cone (l.329) + objectives (l.330) + 1-VP tiles (l.331) + hero 2 (l.332).
        assertEquals(32 + 5 + objectiveVp + 1 + 2, r.score());
        assertEquals(objectiveVp, r.details().get("objectiveVp"));
        assertEquals(sc.state.secretColours.get(0).name(), r.details().get("colour"), "colours are revealed");
    }

    @Test
    void objectivesCountOnlyWhileTheDistrictStillHoldsHouses() {
        // Seed l.330: free fire, empty or demolished = not survived; any colour counts (spec Q30).
        Scenario sc = finished(3, Scenario.options());
        set(sc, 1, 20, 0, 0, 0);
        int district =
                Scenario.BOARD.objective(sc.state.objectives.get(1).get(2)).district();
        sc.state.houses.set(district, new ArrayList<>(List.of(Colour.C6)));
        int vp = Scenario.BOARD.objectiveVp(district);
        assertEquals(
                40 + vp, of(Scenario.RULESET.result(sc.state).orElseThrow(), 1).score());
        sc.state.houses.get(district).clear();
        sc.state.demolished[district] = true;
        assertEquals(40, of(Scenario.RULESET.result(sc.state).orElseThrow(), 1).score());
    }

    @Test
    void tieBreaksConesThenOwnHousesThenObjectivesThenDraw() {
        // Seed l.338. All five total 34 VP.
        Scenario sc = finished(5, Scenario.options());
        set(sc, 0, 15, 4, 0, 0); // 30 + 4
        set(sc, 1, 15, 4, 0, 0); // identical to seat 0: a draw between them
        set(sc, 2, 14, 4, 0, 2); // 28 + 4 + 2 tiles: same cones, fewer houses
        set(sc, 3, 0, 0, 0, 0);
        set(sc, 4, 17, 0, 0, 0); // 34, no cones: last
        // Seat 3: 15 houses, 2 cones, one surviving 2-VP objective (deck I is worth 2 on this board).
        set(sc, 3, 15, 2, 1, 0);
        List<SeatResult> results = Scenario.RULESET.result(sc.state).orElseThrow();
        for (SeatResult r : results) assertEquals(34, r.score(), "seat " + r.seat());
        assertEquals(1, of(results, 0).rank());
        assertEquals(1, of(results, 1).rank());
        assertEquals(3, of(results, 2).rank());
        assertEquals(4, of(results, 3).rank());
        assertEquals(5, of(results, 4).rank());
    }

    // Rules: ties go to cones, then own houses, then objective VP (§7.4, seed l.338).
    @Test
    void objectivesBreakATieOfConesAndHouses() {
        Scenario sc = finished(3, Scenario.options());
        set(sc, 0, 15, 2, 1, 0); // 30 + 2 + 2 (deck I objective) = 34
        set(sc, 1, 15, 2, 0, 2); // 30 + 2 + 2 tiles = 34
        set(sc, 2, 1, 0, 0, 0);
        List<SeatResult> results = Scenario.RULESET.result(sc.state).orElseThrow();
        assertEquals(34, of(results, 0).score());
        assertEquals(34, of(results, 1).score());
        assertEquals(1, of(results, 0).rank());
        assertEquals(2, of(results, 1).rank());
    }

    @Test
    void ownerPawnScoringPaysTheColourOfTheTrackRow() {
        // Variant 8.3 (seed l.362-366): cones on a colour's row score for that colour's owner, or nobody.
        Scenario sc = finished(3, Scenario.options(GreatFireOptions.OWNER_PAWN_SCORING, true));
        for (int seat = 0; seat < 3; seat++) set(sc, seat, 20, 0, 0, 0);
        Colour owned = sc.state.secretColours.get(2);
        Colour unowned = Arrays.stream(Colour.values())
                .filter(c -> !sc.state.secretColours.contains(c))
                .findFirst()
                .orElseThrow();
        sc.state.extinguished[0] = 9; // ignored under 8.3
        sc.state.trackCones[owned.ordinal()] = 4;
        sc.state.trackCones[unowned.ordinal()] = 7;
        sc.state.heroColour = owned;
        List<SeatResult> results = Scenario.RULESET.result(sc.state).orElseThrow();
        assertEquals(40, of(results, 0).score());
        assertEquals(40 + 4 + 2, of(results, 2).score());
        assertEquals(1, of(results, 2).rank());
    }
}
