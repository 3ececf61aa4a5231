package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceArtifact;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ArtifactPlaced;
import java.util.ArrayList;
import java.util.List;

/**
 * The artifacts moved at the end of their owner's turn (steps E3, E4): the Heart of Azeroth,
 * after which every opponent whose active race borders it pays its owner 1 coin as far as he can
 * ([W 612], R-53), and the Aegis of Aggramar, whose region opponents may attack only after paying
 * its owner 2 coins in that turn ([W 615], R-54). Command {@code placeArtifact}.
 */
public final class Placed extends OneCommand<PlaceArtifact, ArtifactPlaced> implements PerTurn {
    public static final List<String> ARTIFACTS = List.of(Relics.HEART, Relics.AEGIS);

    public Placed() {
        super("placeArtifact", PlaceArtifact.class, "artifactPlaced", ArtifactPlaced.class);
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).placed.clear();
        WarcraftData.of(g).aegisPaid = false;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, PlaceArtifact c) {
        return check(g, seat, c.relic(), c.region());
    }

    @Override
    protected void write(Game g, int seat, PlaceArtifact c, Rng rng, List<SmallWorldEvent> out) {
        out.add(event(g, seat, c.relic(), c.region()));
    }

    @Override
    public boolean listsInRegions(Game g, int seat) {
        return g.s.phase == Phase.END_POWERS
                && !g.perList(DUE, k -> due(g, seat)).isEmpty();
    }

    /**
     * The {@link #check} of each artifact {@link #due}: with due worked out once for the list (a
     * list is for one seat), only the region is left to ask.
     */
    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        if (g.s.owner[region] != g.s.activeRace[seat]) return;
        for (String relic : g.perList(DUE, k -> due(g, seat))) out.add(new PlaceArtifact(relic, region));
    }

    /** The key of {@link #due} in {@link Game#perList}. */
    private static final Object DUE = new Object();

    /** The artifacts the current seat's active race holds and has not placed yet this turn. */
    List<String> due(Game g, int seat) {
        int a = g.s.activeRace[seat];
        if (g.s.phase != Phase.END_POWERS || a < 0) return List.of(); // every phase's legal lists ask
        List<String> out = new ArrayList<>();
        for (String relic : ARTIFACTS)
            if (Relics.heldBy(g, relic, g.race(a)) && !WarcraftData.of(g).placed.contains(relic)) out.add(relic);
        return out;
    }

    private RuleViolation check(Game g, int seat, String relic, int region) {
        if (!due(g, seat).contains(relic))
            return illegal(
                    "NOTHING_TO_PLACE",
                    "Only the Heart or the Aegis held by the active race is placed, once, at the end of its turn ([W 612], [W 615]).");
        if (!g.map.valid(region) || g.s.owner[region] != g.s.activeRace[seat])
            return illegal("NOT_YOUR_REGION", "It goes on a region of the owner's active race ([W 612], [W 615]).");
        return null;
    }

    /** The placement with the Heart's payments: each opponent with an active region next to it pays 1, as far as he can. */
    private static ArtifactPlaced event(Game g, int seat, String relic, int region) {
        List<Integer> payers = new ArrayList<>();
        if (relic.equals(Relics.HEART)) {
            for (int other = 0; other < g.s.seats; other++) {
                int a = g.s.activeRace[other];
                if (other == seat || a < 0 || g.s.coins[other] < 1) continue;
                for (int n : g.map.neighbours[region]) {
                    if (g.s.owner[n] == a) {
                        payers.add(other);
                        break;
                    }
                }
            }
        }
        return new ArtifactPlaced(seat, relic, region, payers);
    }

    @Override
    protected void fold(Game g, ArtifactPlaced e) {
        WarcraftData d = WarcraftData.of(g);
        d.placed.add(e.relic());
        d.relicAt.put(e.relic(), e.region());
        for (int payer : e.payers()) {
            Coins.transfer(g, payer, e.seat(), 1, Coins.TOLL, Relics.HEART);
        }
    }

    /** Why x may not attack the Aegis region now: its toll is unpaid and unaffordable, or null. */
    static RuleViolation aegis(Game g, RaceState<?> x, int region) {
        if (!aegisDue(g, x, region) || g.s.coins[x.seat] >= 2) return null;
        return illegal(
                "AEGIS_TOLL", "The Aegis of Aggramar's region is immune unless its owner is paid 2 coins ([W 615]).");
    }

    /** The Aegis lies face up in {@code region}, held by another player's active race, and x has not paid this turn. */
    public static boolean aegisDue(Game g, RaceState<?> x, int region) {
        WarcraftData d = WarcraftData.of(g);
        // where it lies first: asked of every region a conquest list looks at, and most are not its
        if (region < 0 || d.revealedAt(Relics.AEGIS) != region || d.aegisPaid) return false;
        RaceState<?> holder = Relics.holder(g, Relics.AEGIS);
        return holder != null && holder.seat != x.seat;
    }

    /** Apply time: x takes the Aegis region, paying the toll first (R-17: the payment unlocks it for the turn). */
    static void payAegis(Game g, RaceState<?> x, int region) {
        if (!aegisDue(g, x, region)) return;
        RaceState<?> holder = Relics.holder(g, Relics.AEGIS);
        Coins.transfer(g, x.seat, holder.seat, 2, Coins.TOLL, Relics.AEGIS);
        WarcraftData.of(g).aegisPaid = true;
    }
}
