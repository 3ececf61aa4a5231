package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldFixture;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.CloseTurn;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import java.util.ArrayList;
import java.util.List;

/**
 * Stages Small World of Warcraft scenarios on known islands. By default two players on faces 5A
 * (island 0, regions 0-12) and 1A (island 1, regions 13-19):
 *
 * <pre>
 * 5A: 0 LAKE | 1 FOREST | 2 FARMLAND size icon | 3 MOUNTAIN cavern | 4 FARMLAND murloc
 *     5 FOREST entry magic | 6 FOREST | 7 MOUNTAIN | 8 SWAMP cavern | 9 HILL entry magic
 *     10 SWAMP entry | 11 HILL murloc | 12 HILL murloc
 * 1A: 13 FARMLAND murloc | 14 MOUNTAIN entry | 15 LAKE | 16 SWAMP size icon cavern
 *     17 FOREST murloc magic | 18 FOREST entry | 19 HILL
 * </pre>
 *
 * Neighbours are those of the face files (e.g. 5 borders 1, 2, 6, 12; 9 borders 0, 4, 10).
 */
final class WarcraftFixture extends SmallWorldFixture<WarcraftState, WarcraftRaceData, SmallWorldWarcraft> {
    static final SmallWorldWarcraft RULESET = new SmallWorldWarcraft();
    static final Catalog CATALOG = RULESET.edition().catalog();

    WarcraftFixture() {
        this(List.of("5A", "1A"), List.of("DARK_PORTAL", "KARAZHAN"));
    }

    /** {@code placed}: the markers dealt face down, island by island; the others follow in catalog order. */
    WarcraftFixture(List<String> faces, List<String> placed) {
        super(RULESET);
        List<String> relics = new ArrayList<>(placed);
        for (WarcraftPieces.Relic r : RULESET.edition().pieces().relics())
            if (!relics.contains(r.id())) relics.add(r.id());
        List<String> banners = CATALOG.races().stream().map(r -> r.id()).toList();
        List<String> badges = CATALOG.powers().stream().map(p -> p.id()).toList();
        fold(new IslandsDealt(
                faces.size(), faces, 10, 0, banners, badges, List.copyOf(relics), WarcraftRules.defaults()));
    }

    @Override
    protected WarcraftRaceData raceData() {
        return new WarcraftRaceData();
    }

    @Override
    protected void check(SmallWorldEvent e) {
        WarcraftInvariants.check(s, e);
    }

    /** Gives the current seat an active race with no region and {@code hand} tokens, at the start of its conquests. */
    RaceState<WarcraftRaceData> active(String race, String power, int hand) {
        RaceState<WarcraftRaceData> r = stage(s.currentSeat, race, power, false);
        hand(r, hand);
        s.phase = Phase.CONQUEST;
        s.actingRace = r.id;
        return r;
    }

    int cost(RaceState<?> x, int region) {
        return Targets.cost(g(), x, region);
    }

    /** An Rng whose first die roll shows {@code face}. */
    static Rng dieShowing(int face) {
        return SmallWorldFixture.dieShowing(CATALOG, face);
    }

    /** An Rng whose first bomb drawn from a full pile (6 + 6) is {@code bomb}. */
    static Rng bombShowing(String bomb) {
        for (long seed = 0; ; seed++) {
            boolean exploding = Rng.of(seed).nextInt(12) < 6;
            if (exploding == bomb.equals("EXPLODING")) return Rng.of(seed);
        }
    }

    /** Ends the conquests, places every token in hand on the first region that takes them, closes the turn. */
    void finishTurn(int seat) {
        redeployAll(seat);
        play(seat, new CloseTurn());
    }
}
