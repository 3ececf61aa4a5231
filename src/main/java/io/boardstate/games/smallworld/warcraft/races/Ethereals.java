package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.Tolls;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.EtherealSteal;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ArtifactStolen;
import io.boardstate.games.smallworld.warcraft.WarcraftPieces;
import java.util.List;

/**
 * Ethereals (4.5, [W 451]): once per turn, a discount on an adjacent Legendary Place (the
 * conquest mode {@code ETHEREAL}, {@code ConquestModes}) or, instead, the theft of a face-up
 * Artifact (command {@code etherealSteal}, R-29): from a region next to one of theirs into that
 * region of theirs, owned at once. A Watchtower region is immune; an Aegis region only after its
 * toll was paid this turn.
 */
public final class Ethereals extends OneCommand<EtherealSteal, ArtifactStolen> implements WarcraftAbility {
    public static final String ID = "ETHEREALS";
    /** Their conquest mode (4.5, [W 451]). */
    public static final String MODE = "ETHEREAL";

    private final WarcraftPieces pieces;

    public Ethereals(WarcraftPieces pieces) {
        super("etherealSteal", EtherealSteal.class, "artifactStolen", ArtifactStolen.class);
        this.pieces = pieces;
    }

    @Override
    public String conquestMode() {
        return MODE;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, EtherealSteal c) {
        return check(g, c.relic(), c.region());
    }

    @Override
    protected void write(Game g, int seat, EtherealSteal c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new ArtifactStolen(seat, c.relic(), WarcraftData.of(g).relicAt.get(c.relic()), c.region()));
    }

    @Override
    protected void fold(Game g, ArtifactStolen e) {
        Tolls.payAbility(g, g.acting(), false, e.from()); // the Aegis toll
        WarcraftData.of(g).relicAt.put(e.relic(), e.region());
        WarcraftData.of(g).modesUsed.add(MODE);
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (mayStealNow(g) != null) return; // once per list, not per artifact and region
        // the check refuses alike every region for a face-down Artifact or a Place, and every region not
        // the Ethereals': only the others are asked, so that those refusals are not built
        WarcraftData d = WarcraftData.of(g);
        int ethereals = g.acting().id;
        for (String relic : d.relicAt.keySet()) {
            if (!d.revealed.contains(relic) || pieces.isPlace(relic)) continue;
            for (int r = 0; r < g.map.size; r++)
                if (g.s.owner[r] == ethereals && check(g, relic, r) == null) out.add(new EtherealSteal(relic, r));
        }
    }

    /** Whether the acting race may steal at all now: active Ethereals conquering, the mode unused (4.5). */
    private RuleViolation mayStealNow(Game g) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST
                || x == null
                || !x.active()
                || !MODE.equals(WarcraftAbility.race(g, x).conquestMode()) // the Ethereals' (4.5)
                || g.s.conquestEnded) return NOT_ETHEREALS;
        if (WarcraftData.of(g).modesUsed.contains(MODE)) return MODE_USED;
        return null;
    }

    // Refusals made once: they name no region, and every conquest list asks them.
    private static final RuleViolation NOT_ETHEREALS =
            illegal("NOT_ETHEREALS", "Only active Ethereals steal, during their conquests ([W 451]).");
    private static final RuleViolation MODE_USED =
            illegal("MODE_USED", "The Ethereals steal or take their discount once per turn ([W 451]).");

    private RuleViolation check(Game g, String relic, int to) {
        RuleViolation v = mayStealNow(g);
        if (v != null) return v;
        RaceState<?> x = g.acting();
        WarcraftData d = WarcraftData.of(g);
        if (relic == null || !d.relicAt.containsKey(relic) || !d.revealed.contains(relic))
            return illegal("NO_SUCH_ARTIFACT", "Only a face-up Artifact on the map can be stolen (R-29).");
        if (pieces.isPlace(relic)) return illegal("NOT_AN_ARTIFACT", "Legendary Places never move ([W 600]).");
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
}
