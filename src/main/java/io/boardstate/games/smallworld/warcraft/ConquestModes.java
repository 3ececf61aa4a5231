package io.boardstate.games.smallworld.warcraft;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ConquerWith;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.ConquestModeUsed;
import io.boardstate.games.smallworld.warcraft.powers.Champion;
import io.boardstate.games.smallworld.warcraft.races.Ethereals;
import io.boardstate.games.smallworld.warcraft.races.Gnomes;
import java.util.List;

/**
 * The once-per-turn conquests that differ from a normal one (command {@code conquerWith}): the
 * artifacts Ashes of Al'ar (any region as if adjacent, 6.1.1), Frostmourne (2 less, 6.1.4) and
 * Doomhammer (1 token and 2 coins to the region's controller, 6.1.5), the Gnomes' air assault
 * (any region as if adjacent, a free die off the cost, 4.6) and the Ethereals' discount on an
 * adjacent Legendary Place (4.5), the Champion's free conquest of an adjacent region (5.2, R-41:
 * no token spent, defences ignored). "As if adjacent" needs a region of the race on the map; a
 * race entering the map uses an entry region and pays the travel. The Gnomes' answer to
 * an assault short of tokens is theirs ({@code Gnomes}).
 */
public final class ConquestModes extends OneCommand<ConquerWith, ConquestModeUsed> implements PerTurn {
    public static final String ASHES = "ASHES";
    public static final String FROSTMOURNE = "FROSTMOURNE";
    public static final String DOOMHAMMER = "DOOMHAMMER";
    public static final String AIR_ASSAULT = Gnomes.MODE;
    public static final String ETHEREAL = Ethereals.MODE;
    public static final String CHAMPION = Champion.MODE;
    public static final List<String> ALL = List.of(ASHES, FROSTMOURNE, DOOMHAMMER, AIR_ASSAULT, ETHEREAL, CHAMPION);

    private final Champion champion;
    private final WarcraftPieces pieces;
    private final Travel travel;

    ConquestModes(Champion champion, WarcraftPieces pieces, Travel travel) {
        super("conquerWith", ConquerWith.class, "conquestModeUsed", ConquestModeUsed.class);
        this.champion = champion;
        this.pieces = pieces;
        this.travel = travel;
    }

    @Override
    public void startTurn(Game g, int seat) {
        WarcraftData.of(g).modesUsed.clear();
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, ConquerWith c) {
        return check(g, seat, c.region(), c.mode());
    }

    @Override
    protected void write(Game g, int seat, ConquerWith c, Rng rng, List<SmallWorldEvent> out) {
        int r = c.region();
        String mode = c.mode();
        RaceState<?> x = g.acting();
        int die = mode.equals(AIR_ASSAULT) ? g.rollDie(rng) : -1;
        int need = required(g, x, r, mode, Math.max(0, die));
        int paidTo = -1, coins = 0;
        if (mode.equals(DOOMHAMMER)) { // 2 coins to the region's controller, or the bank ([W 621], R-51)
            RaceState<?> o = g.occupant(r);
            paidTo = o == null ? -1 : o.seat;
            coins = 2;
        }
        boolean success = need <= x.hand;
        out.add(new ConquestModeUsed(seat, mode, r, die >= 0 ? die : null, success, paidTo, coins));
        if (success) out.add(new RegionConquered(seat, r, x.race, mode, need));
    }

    @Override
    public void legalInRegion(Game g, int seat, int region, List<SmallWorldCommand> out) {
        RaceState<?> x = g.acting();
        boolean[] open = g.perList(OPEN, k -> open(g, x));
        // a mode that uses the usual reach is refused outside Targets' candidates: no refusal built there
        boolean reached = Targets.candidatesPerList(g, x)[region];
        for (int i = 0; i < ALL.size(); i++) {
            String mode = ALL.get(i);
            if (open[i] && (reached || anywhere(x, mode)) && allowsIn(g, seat, x, region, mode))
                out.add(new ConquerWith(region, mode));
        }
    }

    /**
     * {@link #check} of an {@link #open} mode: its checks of the region alone, as the others pass
     * for the whole list, without the refusals' texts (legal lists ask this of every region).
     */
    private boolean allowsIn(Game g, int seat, RaceState<?> x, int region, String mode) {
        if (target(g, x, region, mode) != null) return false;
        if (mode.equals(DOOMHAMMER) && g.s.coins[seat] < 2) return false;
        return mode.equals(AIR_ASSAULT) || required(g, x, region, mode, 0) <= x.hand;
    }

    /** Ashes and the air assault reach any region once the race is on the map (3.4.2). */
    private static boolean anywhere(RaceState<?> x, String mode) {
        return (mode.equals(ASHES) || mode.equals(AIR_ASSAULT)) && x.regions > 0;
    }

    /**
     * The key of {@link #open} in {@link Game#perList}: one object, not one per region asked, as
     * it is always asked for the acting race, the same for the whole list.
     */
    private static final Object OPEN = new Object();

    /** By mode of {@link #ALL}: {@link #check} does not refuse it for every region alike (unused, held, conquests open). */
    private boolean[] open(Game g, RaceState<?> x) {
        boolean[] out = new boolean[ALL.size()];
        if (Targets.canStartConquest(g, x, false) != null) return out;
        // an artifact is held only where it lies: most turns x holds no such region, then they are not asked one by one
        boolean artifacts = Relics.onRegionOf(g, x);
        for (int i = 0; i < out.length; i++) {
            String mode = ALL.get(i);
            out[i] = (artifacts || !ARTIFACT_MODES.contains(mode)) && usable(g, x, mode);
        }
        return out;
    }

    /** The modes of an artifact ({@link Relics#heldBy}). */
    private static final List<String> ARTIFACT_MODES = List.of(ASHES, FROSTMOURNE, DOOMHAMMER);

    /** Some mode is {@link #open}: asked once per legal list, not per region, and kept for {@link #legalInRegion}. */
    @Override
    public boolean listsInRegions(Game g, int seat) {
        RaceState<?> x = g.acting();
        if (g.s.phase != Phase.CONQUEST || x == null) return false;
        for (boolean open : g.perList(OPEN, k -> open(g, x))) if (open) return true;
        return false;
    }

    /** The race holds the mode's artifact or ability and has not used it this turn (no rule text built). */
    private boolean usable(Game g, RaceState<?> x, String mode) {
        return !WarcraftData.of(g).modesUsed.contains(mode) && holds(g, x, mode);
    }

    /** Why x may not conquer {@code region} this way now, or null. */
    private RuleViolation check(Game g, int seat, int region, String mode) {
        if (g.s.phase != Phase.CONQUEST || g.acting() == null)
            return illegal("WRONG_PHASE", "Special conquests happen during the conquests (3.3.3 step K).");
        RaceState<?> x = g.acting();
        if (!ALL.contains(mode)) return illegal("NO_SUCH_MODE", "Unknown conquest mode " + mode + ".");
        if (WarcraftData.of(g).modesUsed.contains(mode))
            return illegal("MODE_USED", mode + " is used once per turn (R-55, [W 425], [W 451]).");
        RuleViolation v = owns(g, x, mode);
        if (v == null) v = Targets.canStartConquest(g, x, false);
        if (v == null) v = target(g, x, region, mode);
        if (v != null) return v;
        if (mode.equals(DOOMHAMMER) && g.s.coins[seat] < 2)
            return illegal("NOT_ENOUGH_COINS", "Doomhammer costs 2 coins before the conquest ([W 621]).");
        if (!mode.equals(AIR_ASSAULT) && required(g, x, region, mode, 0) > x.hand)
            return illegal("NOT_ENOUGH_TOKENS", "Not enough tokens in hand for region " + region + ".");
        return null;
    }

    private RuleViolation owns(Game g, RaceState<?> x, String mode) {
        return holds(g, x, mode)
                ? null
                : illegal("NOT_YOURS", mode + ": this race has no such artifact or ability now (6.0, R-51).");
    }

    private boolean holds(Game g, RaceState<?> x, String mode) {
        return switch (mode) {
            case ASHES -> Relics.heldBy(g, Relics.ASHES, x);
            case FROSTMOURNE -> Relics.heldBy(g, Relics.FROSTMOURNE, x);
            case DOOMHAMMER -> Relics.heldBy(g, Relics.DOOMHAMMER, x);
            case AIR_ASSAULT ->
                x.active() && AIR_ASSAULT.equals(WarcraftAbility.race(g, x).conquestMode());
            case CHAMPION -> champion.heldBy(x);
            default -> x.active() && ETHEREAL.equals(WarcraftAbility.race(g, x).conquestMode());
        };
    }

    /** Reach of the mode: anywhere for Ashes and the air assault once on the map, else the usual reach (3.4.2). */
    private RuleViolation target(Game g, RaceState<?> x, int r, String mode) {
        if (!anywhere(x, mode)) {
            RuleViolation v = Targets.target(g, x, r);
            if (v != null) return v;
            if (mode.equals(CHAMPION)) return champion.checkConquest(g, x, r);
            if (mode.equals(ETHEREAL)) {
                if (!g.touches(r, x.id) || !placeIn(g, r))
                    return illegal(
                            "NO_LEGENDARY_PLACE",
                            "The Ethereals' discount is for an adjacent region with a face-up Legendary Place ([W 451], R-29).");
            }
            return null;
        }
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.owner[r] == x.id) return illegal("OWN_REGION", "Region " + r + " is already this race's.");
        if (g.map.water[r] && !Hooks.conquersWater(g, x))
            return illegal("WATER_REGION", "Lakes and Seas are not conquerable by this race ([W 228]).");
        return Targets.protectedRegion(g, x, r);
    }

    /** A face-up Legendary Place lies in {@code r}: asked per region, so without a list of the markers there. */
    private boolean placeIn(Game g, int r) {
        WarcraftData d = WarcraftData.of(g);
        for (var e : d.relicAt.entrySet())
            if (e.getValue() == r && pieces.isPlace(e.getKey()) && d.revealed.contains(e.getKey())) return true;
        return false;
    }

    /** The air assault's need after its free die. */
    private int requiredAfter(Game g, RaceState<?> x, int r, Integer die) {
        return required(g, x, r, AIR_ASSAULT, die == null ? 0 : die);
    }

    /** Tokens the mode needs; {@code die}: the air assault's free roll. */
    private int required(Game g, RaceState<?> x, int r, String mode, int die) {
        int min = Hooks.minimumCost(g, x, r);
        int cost = Targets.cost(g, x, r);
        return switch (mode) {
            case ASHES -> Math.max(min, cost - (x.regions > 0 ? travel.cost(g, x, r) : 0));
            case AIR_ASSAULT -> Math.max(min, cost - (x.regions > 0 ? travel.cost(g, x, r) : 0) - die);
            case FROSTMOURNE, ETHEREAL -> Math.max(min, cost - 2);
            case CHAMPION -> 0; // the Champion alone, whatever defends the region ([W 508])
            default -> min; // DOOMHAMMER: 1 token, Tauren 2
        };
    }

    @Override
    protected void fold(Game g, ConquestModeUsed e) {
        WarcraftData d = WarcraftData.of(g);
        d.modesUsed.add(e.mode());
        if (e.mode().equals(AIR_ASSAULT) && !e.success()) { // R-30 step 4: the player may go for a final conquest
            RaceState<?> x = g.acting();
            int need = Math.max(Hooks.minimumCost(g, x, e.region()), requiredAfter(g, x, e.region(), e.die()));
            int shortfall = need - x.hand;
            boolean possible = shortfall >= 1
                    && shortfall <= g.catalog.setup().finalConquestReach()
                    && Hooks.forbidsDieConquest(g, x) == null;
            d.assaultRegion = possible ? e.region() : -1;
            d.assaultNeed = need;
            Tolls.payConquest(g, x, e.region()); // paid before the free roll, not refunded (R-17, R-30 step 2)
            d.tollsPaidAt = possible ? e.region() : -1;
        }
        Coins.transfer(g, e.seat(), e.paidTo(), e.coins(), Coins.CONQUEST_MODE, e.mode());
    }
}
