package io.boardstate.games.smallworld.warcraft.powers;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.Tolls;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PortalSwap;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.PortalSwapped;
import io.boardstate.games.smallworld.warcraft.WarcraftPieces;
import java.util.List;
import java.util.Map;
import java.util.function.ObjIntConsumer;

/**
 * Portal Mages, Italian «Maghi del Portale» (5.16, [W 568], R-47): twice a turn, before the
 * final conquest, everything in two Magic regions changes places (race tokens of any race,
 * Murlocs, walls, garrisons, face-up Artifacts, Military Objectives), except Mountains (terrain),
 * Legendary Places and face-down markers; neither region may hold a Watchtower. Not a conquest;
 * a race arriving on a face-down marker reveals it ({@code reveal}, given at construction).
 * Moving the active Pandaren owes the Harmony toll, the Aegis region its toll
 * paid as the swap is made. Command {@code portalSwap}.
 */
public final class PortalMages extends OneCommand<PortalSwap, PortalSwapped> implements Ability, PerTurn {
    public static final String ID = "PORTAL_MAGE";
    public static final int USES = 2;
    private final int magic;
    private final int tower;
    private final WarcraftPieces pieces;
    /** Apply time: a race entered the region; its face-down markers turn face up. */
    private final ObjIntConsumer<Game> reveal;

    public PortalMages(Catalog catalog, WarcraftPieces pieces, ObjIntConsumer<Game> reveal) {
        super("portalSwap", PortalSwap.class, "portalSwapped", PortalSwapped.class);
        magic = catalog.symbol("MAGIC");
        tower = catalog.marker("WATCHTOWER");
        this.pieces = pieces;
        this.reveal = reveal;
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).swaps = 0;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, PortalSwap c) {
        return check(g, seat, c.a(), c.b());
    }

    @Override
    protected void write(Game g, int seat, PortalSwap c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new PortalSwapped(seat, c.a(), c.b()));
    }

    /** The pairs are listed from their lower region, for active Portal Mages only (the check's first test, done once). */
    @Override
    public boolean listsInRegions(Game g, int seat) {
        return g.conqueringWith(ID);
    }

    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        // the check refuses all pairs but of two Magic regions, and all once the uses are spent: not built per pair
        if (!g.map.has(region, magic) || g.s.conquestEnded || WarcraftData.of(g).swaps >= USES) return;
        for (int b = region + 1; b < g.map.size; b++)
            if (g.map.has(b, magic) && check(g, seat, region, b) == null) out.add(new PortalSwap(region, b));
    }

    private RuleViolation check(Game g, int seat, int a, int b) {
        RaceState<?> x = g.acting();
        if (!g.conqueringWith(ID) || g.s.conquestEnded)
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

    /** Apply time: the swap, then what the arrivals uncover is revealed. */
    @Override
    protected void fold(Game g, PortalSwapped e) {
        swap(g, e.a(), e.b());
        for (int r : new int[] {e.a(), e.b()}) if (g.s.owner[r] >= 0) reveal.accept(g, r);
    }

    private void swap(Game g, int a, int b) {
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
