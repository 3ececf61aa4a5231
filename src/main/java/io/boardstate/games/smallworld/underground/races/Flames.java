package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundAbility;
import io.boardstate.games.smallworld.underground.UndergroundChecks;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PlaceVolcano;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.VolcanoPlaced;
import io.boardstate.games.smallworld.underground.powers.Shield;
import java.util.List;

/**
 * Flames (7.3, R-8, R-23): every region next to the Volcano, or next to Flames regions linked to
 * it, is conquered as if empty (race tokens and Monsters ignored; Black Mountain, Armors and the
 * Keep still count). The Volcano is placed at once (a prompt, command {@code placeVolcano}) and leaves with the decline.
 */
public final class Flames extends OneCommand<PlaceVolcano, VolcanoPlaced> implements UndergroundAbility {
    public static final String ID = "FLAMES";

    public Flames() {
        super("placeVolcano", PlaceVolcano.class, "volcanoPlaced", VolcanoPlaced.class);
    }

    /** The Volcano is theirs to place (7.3) and, by option, their entry. */
    @Override
    public boolean placesVolcano() {
        return true;
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        if (UndergroundData.of(g).volcano < 0 || Gnomes.shields(g, x, region) || !linked(g, x, region)) return 0;
        return -Flames.asIfEmpty(g, region);
    }

    /** What "as if empty" takes off a region's defence: race tokens and Monsters, Armors by option. */
    public static int asIfEmpty(Game g, int region) {
        int tokens = g.s.owner[region] >= 0 ? g.s.tokens[region] : 0;
        int armors = UndergroundData.of(g).rules.asIfEmptyIgnoresArmors()
                ? g.s.markers[g.catalog.marker(Shield.ARMOR)][region]
                : 0;
        return tokens + g.s.natives[region] + armors;
    }

    /** r borders the Volcano chasm, or a Flames region connected to it through Flames regions ([U 552]). */
    static boolean linked(Game g, RaceState<?> x, int region) {
        int volcano = UndergroundData.of(g).volcano;
        if (g.map.adjacent(volcano, region)) return true;
        int n = g.map.size;
        boolean[] seen = new boolean[n];
        int[] queue = new int[n];
        int head = 0, tail = 0;
        for (int r : g.map.neighbours[volcano]) {
            if (g.s.owner[r] == x.id) {
                seen[r] = true;
                queue[tail++] = r;
            }
        }
        while (head < tail) {
            int a = queue[head++];
            if (g.map.adjacent(a, region)) return true;
            for (int b : g.map.neighbours[a]) {
                if (!seen[b] && g.s.owner[b] == x.id) {
                    seen[b] = true;
                    queue[tail++] = b;
                }
            }
        }
        return false;
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        UndergroundData.of(g).volcano = -1;
    }

    // ---------------------------------------------------------------- the Volcano, a prompt

    @Override
    protected RuleViolation refusal(Game g, int seat, PlaceVolcano c) {
        int r = c.region();
        if (volcanoPending(g) != seat)
            return illegal("NO_VOLCANO_TO_PLACE", "The Volcano is placed right after picking the Flames (7.3).");
        RuleViolation v = UndergroundChecks.region(g, r);
        if (v != null) return v;
        return g.map.has(r, volcanoSymbol(g)) ? null : NOT_A_VOLCANO_CHASM;
    }

    /** Names no detail of the region, so it is made once. */
    private static final RuleViolation NOT_A_VOLCANO_CHASM = illegal(
            "NOT_A_VOLCANO_CHASM",
            "The Volcano goes on an Abysmal Chasm with the Volcano symbol ([U 551], [U 247]-[U 249]).");

    private static int volcanoSymbol(Game g) {
        return g.catalog.vocabulary().symbol("VOLCANO");
    }

    /** The seat that must place the Volcano now (its Flames just picked, 7.3), or -1. */
    private static int volcanoPending(Game g) {
        if (UndergroundData.of(g).volcano >= 0 || g.s.phase != Phase.CONQUEST) return -1;
        int id = g.s.activeRace[g.s.currentSeat];
        return id >= 0 && UndergroundAbility.race(g, g.race(id)).placesVolcano() ? g.s.currentSeat : -1;
    }

    @Override
    protected void write(Game g, int seat, PlaceVolcano c, Rng rng, List<SmallWorldEvent> out) {
        out.add(new VolcanoPlaced(seat, c.region()));
    }

    @Override
    protected void fold(Game g, VolcanoPlaced e) {
        UndergroundData.of(g).volcano = e.region();
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return true;
    }

    @Override
    public int promptSeat(Game g) {
        return volcanoPending(g);
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        int volcano = volcanoSymbol(g); // the refusal's last test, asked first: few chasms carry the symbol
        for (int r = 0; r < g.map.size; r++) if (g.map.has(r, volcano)) offer(g, seat, new PlaceVolcano(r), out);
    }
}
