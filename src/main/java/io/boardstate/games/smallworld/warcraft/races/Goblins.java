package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Moves;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.Tolls;
import io.boardstate.games.smallworld.warcraft.WarcraftAbility;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ExplodeBomb;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.PlaceBomb;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombPlaced;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.BombResolved;
import java.util.List;
import java.util.Map;

/**
 * Goblins (4.7, [W 433] + [W 439], R-28): at the end of their turn they put face-down bombs (6
 * exploding, 6 duds, reshuffled when the Goblins are picked) on adjacent regions of opponents'
 * active races, one per region. At the start of their owner's next turn (a Decline turn too,
 * before Expand or Decline) the Goblin player resolves them one by one in the order he chooses
 * ({@code explodeBomb}): a bomb whose region is still held by an opponent, active or declined, is
 * revealed: a dud does nothing, an explosion is a successful conquest by the Goblins that leaves
 * the region empty (tolls first, losses as usual, faction bonus, Enraged and Warmaster bonuses;
 * without the coins for the tolls it has no effect). A bomb on an emptied, own or Watchtower
 * region goes back on top of the pile unrevealed. The pile's order is drawn bomb by bomb, which
 * is the same as a shuffle nobody sees. Commands {@code placeBomb} and {@code explodeBomb}, the
 * latter the answers of a prompt.
 */
public final class Goblins implements Ability, OwnMoves {
    public static final String ID = "GOBLINS";
    public static final String EXPLODING = "EXPLODING";
    public static final String DUD = "DUD";
    /** Outcomes of a bomb's resolution ({@link #outcome}); a dud's is {@link #DUD}. */
    public static final String RETURNED = "RETURNED";

    public static final String EXPLODED = "EXPLODED";
    public static final String UNPAID = "UNPAID";
    private final int tower;
    private final int exploding;
    private final int duds;

    public Goblins(Catalog catalog, int exploding, int duds) {
        tower = catalog.marker("WATCHTOWER");
        this.exploding = exploding;
        this.duds = duds;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Moves.inOrder("placeBomb", PlaceBomb.class, "explodeBomb", ExplodeBomb.class);
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Moves.inOrder("bombPlaced", BombPlaced.class, "bombResolved", BombResolved.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        if (command instanceof PlaceBomb c) {
            RuleViolation v = checkPlace(g, seat, c.region());
            if (v == null) out.add(new BombPlaced(seat, c.region(), draw(g, seat, rng)));
            return v;
        }
        int region = ((ExplodeBomb) command).region();
        RuleViolation v = checkResolve(g, seat, region);
        if (v != null) return v;
        String outcome = outcome(g, seat, region);
        String bomb =
                outcome.equals(RETURNED) ? null : WarcraftData.of(g).bombs.get(region); // hidden while it goes back
        out.add(new BombResolved(seat, region, outcome, bomb));
        return null;
    }

    @Override
    public void apply(Game g, SmallWorldEvent event) {
        if (event instanceof BombPlaced e) place(g, e.seat(), e.region(), e.bomb());
        else if (event instanceof BombResolved e) resolve(g, e.region(), e.outcome());
    }

    @Override
    public boolean listsInRegions(Game g, int seat) {
        int a = g.s.activeRace[seat];
        return g.s.phase == Phase.END_POWERS
                && a >= 0
                && g.race(a).is(ID)
                && pile(WarcraftData.of(g), g.race(a)) > 0; // else checkPlace refuses every region
    }

    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        // checkPlace refuses the regions not next to the Goblins, most of them: not built for those
        int a = g.s.activeRace[seat];
        if (g.s.phase == Phase.END_POWERS && a >= 0 && g.touches(region, a) && checkPlace(g, seat, region) == null)
            out.add(new PlaceBomb(region));
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return command instanceof ExplodeBomb;
    }

    /** The Goblin player resolves his bombs first (4.7, R-28). */
    @Override
    public int promptSeat(Game g) {
        return waiting(g) ? g.s.currentSeat : -1;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        for (int r : WarcraftData.of(g).bombs.keySet())
            if (checkResolve(g, seat, r) == null) out.add(new ExplodeBomb(r));
    }

    /** Bombs left to place for the active Goblins x (a new Goblins race starts with all 12). */
    private int pile(WarcraftData d, RaceState<?> x) {
        if (d.bombRace != x.id) return exploding + duds;
        return d.pileExploding + d.pileDuds + d.pileTop.size();
    }

    private RuleViolation checkPlace(Game g, int seat, int region) {
        int a = g.s.activeRace[seat];
        if (g.s.phase != Phase.END_POWERS || a < 0 || !g.race(a).is(ID))
            return illegal("NO_BOMBS", "Only active Goblins place bombs, at the end of their turn ([W 433]).");
        RaceState<?> x = g.race(a);
        WarcraftData d = WarcraftData.of(g);
        if (pile(d, x) == 0) return illegal("NO_BOMBS", "The bomb pile is empty ([W 439]).");
        if (!g.map.valid(region) || !g.touches(region, x.id))
            return illegal("NOT_ADJACENT", "Bombs go next to a Goblin region ([W 433]).");
        RaceState<?> o = g.occupant(region);
        if (o == null || !o.active() || o.seat == seat)
            return illegal("NO_OPPONENT", "Bombs go on regions of an opponent's active race ([W 433]).");
        if (d.bombs.containsKey(region)) return illegal("BOMB_THERE", "Never more than 1 bomb per region ([W 433]).");
        if (g.s.markers[tower][region] > 0)
            return illegal("IMMUNE_REGION", "A Watchtower region is protected from abilities (R-28, R-44).");
        if (g.s.coins[seat] < Tolls.ability(g, x, false, region))
            return illegal("AEGIS_TOLL", "A bomb on the Aegis region first costs its toll of 2 coins (R-28, R-54).");
        return null;
    }

    /** Decide time: the bomb taken from the top of the pile (a put-back bomb, else a draw). */
    private String draw(Game g, int seat, Rng rng) {
        WarcraftData d = WarcraftData.of(g);
        RaceState<?> x = g.race(g.s.activeRace[seat]);
        if (d.bombRace == x.id && !d.pileTop.isEmpty()) return d.pileTop.getLast();
        int ex = d.bombRace == x.id ? d.pileExploding : exploding;
        int du = d.bombRace == x.id ? d.pileDuds : duds;
        return rng.nextInt(ex + du) < ex ? EXPLODING : DUD;
    }

    /** Apply time: the bomb leaves the pile for {@code region}. */
    private void place(Game g, int seat, int region, String bomb) {
        WarcraftData d = WarcraftData.of(g);
        int race = g.s.activeRace[seat];
        if (d.bombRace != race) { // the Goblins just picked: all 12 bombs, reshuffled ([W 433], R-28)
            d.bombRace = race;
            d.bombs.clear();
            d.pileTop.clear();
            d.pileExploding = exploding;
            d.pileDuds = duds;
        }
        Tolls.payAbility(g, g.race(race), false, region); // the Aegis toll
        if (!d.pileTop.isEmpty()) d.pileTop.removeLast();
        else if (bomb.equals(EXPLODING)) d.pileExploding--;
        else d.pileDuds--;
        d.bombs.put(region, bomb);
    }

    /** T2 of the bombs' owner ([W 433], R-28): the turn waits while bombs of the current seat's Goblins lie on the map. */
    private boolean waiting(Game g) {
        if (g.s.phase != Phase.TURN_START) return false; // first: every command of every phase asks
        WarcraftData d = WarcraftData.of(g);
        return d.bombRace >= 0 && g.race(d.bombRace).seat == g.s.currentSeat && !d.bombs.isEmpty();
    }

    private RuleViolation checkResolve(Game g, int seat, int region) {
        if (!waiting(g) || seat != g.s.currentSeat)
            return illegal("NO_BOMBS", "Bombs are resolved at the start of their owner's next turn ([W 433]).");
        if (!WarcraftData.of(g).bombs.containsKey(region))
            return illegal("NO_BOMB_THERE", "No bomb of yours lies on this region ([W 433]).");
        return null;
    }

    /**
     * Decide time: what the bomb of {@code region} does (R-28 b, c). {@link #RETURNED}: the region
     * is empty, the Goblin player's own or under a Watchtower, the bomb goes back on top of the
     * pile unrevealed; otherwise it is revealed: {@link #DUD}, {@link #EXPLODED}, or {@link
     * #UNPAID} when the Goblin player cannot pay the tolls a conquest of the region would owe
     * (Harmony, Bog, Aegis; R-17): the explosion then has no effect.
     */
    private String outcome(Game g, int seat, int region) {
        WarcraftData d = WarcraftData.of(g);
        RaceState<?> o = g.occupant(region);
        if (o == null || o.seat == seat || g.s.markers[tower][region] > 0) return RETURNED;
        if (!d.bombs.get(region).equals(EXPLODING)) return DUD;
        RaceState<?> goblins = g.race(d.bombRace);
        return g.s.coins[seat] >= Tolls.conquest(g, goblins, region) ? EXPLODED : UNPAID;
    }

    /**
     * Apply time: an explosion is a conquest by the Goblins that leaves the region empty ([W 433]):
     * the tolls, the defender's losses and withdrawal, the faction record and the badge's "each
     * time it conquers" bonuses (Enraged through the edition's {@code onDefeated}, the badge's
     * {@link WarcraftAbility#onExplosionConquest} here)
     * happen as for a conquest, the Goblins acting for its length.
     */
    private void resolve(Game g, int region, String outcome) {
        WarcraftData d = WarcraftData.of(g);
        String bomb = d.bombs.remove(region);
        if (outcome.equals(RETURNED)) {
            d.pileTop.add(bomb); // back on top, unrevealed ([W 439])
            return;
        }
        if (!outcome.equals(EXPLODED)) return; // a dud or an unpaid explosion: to the box
        RaceState<?> goblins = g.race(d.bombRace);
        int acting = g.s.actingRace;
        g.s.actingRace = goblins.id;
        Conquest.defeat(g, region, goblins, -1);
        goblins.nonEmptyConquests++;
        if (g.powerAbility(goblins) instanceof WarcraftAbility w) w.onExplosionConquest(g, goblins, region);
        g.s.actingRace = acting;
    }
}
