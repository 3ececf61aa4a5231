package io.boardstate.games.greatfire;

import io.boardstate.games.greatfire.GreatFireEvent.Standing;
import java.util.ArrayList;
import java.util.List;

/** Final scores and the full tie-break (seed §7.1 l.323-334, §7.2 l.336-338). */
final class Scoring {
    static final int VP_PER_HOUSE = 2;
    static final int HERO_VP = 2;

    private Scoring() {}

    /** One standing per seat, in seat order; equal keys share a rank (a draw, l.338). */
    static List<Standing> standings(GreatFireBoard board, GreatFireState s) {
        List<Standing> raw = new ArrayList<>();
        for (int seat = 0; seat < s.players; seat++) {
            Colour colour = s.secretColours.get(seat);
            int houses = s.housesOf(colour);
            int houseVp = VP_PER_HOUSE * houses; // the VP track value (l.325)
            // Extinguished cones: in front of the player, or under variant 8.3 on the colour's row (l.364).
            int cones = s.rules.ownerPawnScoring() ? s.trackCones[colour.ordinal()] : s.extinguished[seat];
            int objectiveVp = 0;
            for (String cardId : s.objectives.get(seat)) {
                GreatFireBoard.ObjectiveCard card = board.objective(cardId);
                // Survived = still holds a house of any colour (l.330, spec Q30).
                if (!s.houses.get(card.district()).isEmpty()) objectiveVp += card.vp();
            }
            int tileVp = (int)
                    s.heldTiles.get(seat).stream().filter(t -> t == Tile.ONE_VP).count(); // l.331
            boolean hero = s.rules.ownerPawnScoring() ? s.heroColour == colour : s.heroSeat == seat; // l.332, spec Q26
            int heroVp = hero ? HERO_VP : 0;
            int total = houseVp + cones + objectiveVp + tileVp + heroVp;
            raw.add(new Standing(
                    seat,
                    0,
                    total,
                    colour,
                    houses,
                    houseVp,
                    cones,
                    objectiveVp,
                    tileVp,
                    heroVp,
                    List.copyOf(s.objectives.get(seat))));
        }
        List<Standing> ranked = new ArrayList<>();
        for (Standing a : raw) {
            int better = 0;
            for (Standing b : raw) if (compare(b, a) > 0) better++;
            ranked.add(new Standing(
                    a.seat(),
                    better + 1,
                    a.total(),
                    a.colour(),
                    a.houses(),
                    a.houseVp(),
                    a.extinguishedCones(),
                    a.objectiveVp(),
                    a.tileVp(),
                    a.heroVp(),
                    a.objectives()));
        }
        return ranked;
    }

    /** Positive when {@code a} ranks above {@code b}: total VP, cones, own houses, objective VP (l.338). */
    static int compare(Standing a, Standing b) {
        if (a.total() != b.total()) return Integer.compare(a.total(), b.total());
        if (a.extinguishedCones() != b.extinguishedCones())
            return Integer.compare(a.extinguishedCones(), b.extinguishedCones());
        if (a.houses() != b.houses()) return Integer.compare(a.houses(), b.houses());
        return Integer.compare(a.objectiveVp(), b.objectiveVp());
    }
}
