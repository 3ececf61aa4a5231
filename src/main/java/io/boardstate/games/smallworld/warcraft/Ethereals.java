package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * The Ethereals' theft (4.5, [W 451], R-29): once per turn, instead of their discount, they move
 * a face-up Artifact from a region next to one of theirs into that region of theirs, and own it
 * at once. A Watchtower region is immune; an Aegis region only after its toll was paid this turn.
 * Also the Battleground's side declaration (6.2.1, R-25).
 */
public final class Ethereals {
    private Ethereals() {}

    static RuleViolation checkSteal(Game g, WarcraftEdition edition, int seat, String relic, int to) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST
                || x == null
                || !x.active()
                || !ConquestModes.ETHEREAL.equals(WarcraftAbility.race(g, x).conquestMode()) // the Ethereals' (4.5)
                || g.s.conquestEnded)
            return illegal("NOT_ETHEREALS", "Only active Ethereals steal, during their conquests ([W 451]).");
        WarcraftData d = WarcraftData.of(g);
        if (d.modesUsed.contains(ConquestModes.ETHEREAL))
            return illegal("MODE_USED", "The Ethereals steal or take their discount once per turn ([W 451]).");
        if (relic == null || !d.relicAt.containsKey(relic) || !d.revealed.contains(relic))
            return illegal("NO_SUCH_ARTIFACT", "Only a face-up Artifact on the map can be stolen (R-29).");
        if (edition.pieces().isPlace(relic))
            return illegal("NOT_AN_ARTIFACT", "Legendary Places never move ([W 600]).");
        int from = d.relicAt.get(relic);
        if (!g.map.valid(to) || g.s.owner[to] != x.id || !g.map.adjacent(from, to) || from == to)
            return illegal(
                    "NOT_ADJACENT", "The Artifact moves from a region next to an Ethereal region into it ([W 451]).");
        if (g.s.owner[from] == x.id) return illegal("OWN_REGION", "This Artifact is already the Ethereals'.");
        if (g.s.markers[g.catalog.marker("WATCHTOWER")][from] > 0)
            return illegal("IMMUNE_REGION", "A Watchtower region is immune to every ability (R-44).");
        if (g.s.coins[x.seat] < Tolls.ability(g, x, false, from))
            return illegal(
                    "AEGIS_TOLL", "The Aegis region is immune unless its owner is paid 2 coins ([W 615], R-54).");
        return null;
    }

    static RuleViolation checkSide(Game g, int seat, String faction) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST || x == null || !x.active() || g.s.conquestEnded)
            return illegal("NO_SIDE", "A side is declared during the conquests ([W 628]).");
        if (!Factions.of(g, x).equals(Factions.NEUTRAL) || !Relics.heldBy(g, Relics.BATTLEGROUND, x))
            return illegal("NO_SIDE", "Only a neutral race holding the Battleground chooses a side ([W 628]).");
        if (WarcraftData.of(g).side != null) return illegal("NO_SIDE", "The side is chosen once per turn (R-25).");
        if (!Factions.ALLIANCE.equals(faction) && !Factions.HORDE.equals(faction))
            return illegal("NO_SUCH_FACTION", "The side is ALLIANCE or HORDE ([W 628]).");
        return null;
    }
}
