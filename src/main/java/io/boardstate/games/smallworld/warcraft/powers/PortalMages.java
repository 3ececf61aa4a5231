package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.Tolls;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftPieces;
import java.util.Map;

/**
 * Portal Mages, Italian «Maghi del Portale» (5.16, [W 568], R-47): twice a turn, before the
 * final conquest, everything in two Magic regions changes places (race tokens of any race,
 * Murlocs, walls, garrisons, face-up Artifacts, Military Objectives), except Mountains (terrain),
 * Legendary Places and face-down markers; neither region may hold a Watchtower. Not a conquest;
 * a race arriving on a face-down marker reveals it (the edition). Moving the active Pandaren owes
 * the Harmony toll, the Aegis region its toll, paid as the swap is made.
 */
public final class PortalMages implements Ability {
    public static final String ID = "PORTAL_MAGE";
    public static final int USES = 2;
    private final int magic;
    private final int tower;

    public PortalMages(Catalog catalog) {
        magic = catalog.symbol("MAGIC");
        tower = catalog.marker("WATCHTOWER");
    }

    public RuleViolation check(Game g, int seat, int a, int b) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST || x == null || !x.activeWith(ID) || g.s.conquestEnded)
            return illegal("NOT_PORTAL_MAGES", "Only active Portal Mages swap, before their final conquest ([W 568]).");
        if (WarcraftData.of(g).swaps >= USES) return illegal("NO_USES_LEFT", "Twice per turn ([W 568]).");
        if (!g.map.valid(a) || !g.map.valid(b) || a >= b || !g.map.has(a, magic) || !g.map.has(b, magic))
            return illegal("NOT_MAGIC", "Two different Magic regions, the lower id first ([W 568]).");
        if (g.s.owner[a] < 0 && g.s.owner[b] < 0 && g.s.natives[a] == 0 && g.s.natives[b] == 0)
            return illegal("NOTHING_TO_SWAP", "Both regions are empty.");
        for (int r : new int[] {a, b}) {
            if (g.s.markers[tower][r] > 0)
                return illegal("IMMUNE_REGION", "Region " + r + " is protected from abilities (R-44, R-47).");
        }
        if (g.s.coins[seat] < Tolls.ability(g, x, true, a, b))
            return illegal(
                    "TOLL_UNPAID",
                    "This swap first costs its tolls: Harmony 2 ([W 463], R-34), Aegis 2 ([W 615], R-54).");
        return null;
    }

    /** Apply time: the swap; the caller reveals what the arrivals uncover. */
    public void apply(Game g, WarcraftPieces pieces, int a, int b) {
        WarcraftData d = WarcraftData.of(g);
        d.swaps++;
        Tolls.payAbility(g, g.acting(), true, a, b);
        int[][] arrays = {g.s.owner, g.s.tokens, g.s.natives};
        for (int[] arr : arrays) swap(arr, a, b);
        for (int[] kind : g.s.markers) swap(kind, a, b);
        for (Map.Entry<String, Integer> e : d.relicAt.entrySet()) {
            if (!d.revealed.contains(e.getKey()) || pieces.isPlace(e.getKey())) continue;
            if (e.getValue() == a) e.setValue(b);
            else if (e.getValue() == b) e.setValue(a);
        }
        boolean inA = d.objectives.remove((Integer) a), inB = d.objectives.remove((Integer) b);
        if (inA) d.objectives.add(b);
        if (inB) d.objectives.add(a);
    }

    private static void swap(int[] arr, int a, int b) {
        int t = arr[a];
        arr[a] = arr[b];
        arr[b] = t;
    }
}
