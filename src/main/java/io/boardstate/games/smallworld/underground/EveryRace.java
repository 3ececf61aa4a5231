package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.underground.races.Flames;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import java.util.Map;

/**
 * Underground's rules for every race, which the core asks before each race and power in the
 * edition's place ({@link io.boardstate.games.smallworld.core.Edition#rulesForEveryRace}): the
 * figures' immunity (9.5), the River (4.4, R-7), the Places and Relics (9.2, 9.3) and the power
 * Stonehedge lends (9.3.7).
 */
final class EveryRace implements Ability, PerTurn {
    private final Treasures treasures;
    private final Relics relics;
    private final Stonehedge stonehedge;
    private final HeldPowers powers;
    private final UndergroundScoring scoring;
    /** The Keep's index in {@link UndergroundData#treasureAt}: the cost rule asks it per region. */
    private final int keep;

    EveryRace(Treasures treasures, Relics relics, Stonehedge stonehedge, HeldPowers powers) {
        this.treasures = treasures;
        this.relics = relics;
        this.stonehedge = stonehedge;
        this.powers = powers;
        this.scoring = new UndergroundScoring(treasures, stonehedge, powers);
        this.keep = treasures.index(Treasures.KEEP);
    }

    /** Immune regions (9.5): figures of other players, and the Balrog's against all. */
    @Override
    public RuleViolation refusesTarget(Game g, RaceState<?> x, int region) {
        return Figures.refuse(g, x, region);
    }

    /** Most turns neither the Doormat nor the Pipe reaches anything: then no region is asked. */
    @Override
    public boolean mayReach(Game g, RaceState<?> x) {
        return reached(g, x) != -1;
    }

    /** A readied Flying Doormat (9.2.1) and the Great Brass Pipe (9.3.6) reach beyond adjacency. */
    @Override
    public boolean reaches(Game g, RaceState<?> x, int region) {
        // what x reaches first: most turns nothing, and the Gnomes need no asking
        int terrain = reached(g, x);
        return (terrain == ANY || terrain == g.map.terrain[region]) && !Gnomes.shields(g, x, region);
    }

    /** {@link #reachedTerrain}, worked out once per legal list. */
    private int reached(Game g, RaceState<?> x) {
        return g.perList(new Reach(x.id), k -> reachedTerrain(g, x));
    }

    /** The key of {@link #reachedTerrain} in {@link Game#perList}. */
    private record Reach(int race) {}

    private static final int ANY = -2;

    /** What x reaches beyond adjacency: {@link #ANY} region (the Doormat), one terrain (the Pipe's), or none (-1). */
    private int reachedTerrain(Game g, RaceState<?> x) {
        if (relics.readied(g, Treasures.DOORMAT)) return ANY;
        int pipe = treasures.at(g, Treasures.PIPE);
        return pipe >= 0 && treasures.controls(g, x, Treasures.PIPE) ? g.map.terrain[pipe] : -1;
    }

    @Override
    public boolean entersAt(Game g, RaceState<?> x, int region) {
        return relics.readied(g, Treasures.DOORMAT) && !Gnomes.shields(g, x, region);
    }

    /**
     * 6.3: an occupied River's base by option, the Keep's +1, readied Sword (-2) and Socks
     * (as if empty, R-8), and the power Stonehedge lends.
     */
    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        UndergroundData d = UndergroundData.of(g);
        int mod = 0;
        boolean occupied = g.s.owner[region] >= 0;
        if (occupied && d.rules.occupiedRiverBase() == 2 && Board.river(g, region)) mod++;
        if (d.treasureAt[keep] == region) mod++; // the Keep ([U 238], [U 883])
        if (!Gnomes.shields(g, x, region)) {
            if (relics.readied(g, Treasures.SWORD)) mod -= 2; // [U 811]
            if (relics.readied(g, Treasures.SOCKS)) mod -= Flames.asIfEmpty(g, region);
        }
        Ability lent = stonehedge.ability(g, x);
        if (lent != null) mod += lent.costModifier(g, x, region);
        return mod;
    }

    @Override
    public void beforeConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData.of(g).discovering = g.s.natives[region] > 0;
    }

    /** 6.4 items 5 and 7: readied Relics move in, the Monsters' treasure is discovered, figures react. */
    @Override
    public void onConquered(Game g, RaceState<?> x, int region, String method) {
        UndergroundData d = UndergroundData.of(g);
        for (String relic : Treasures.CONQUEST_RELICS) {
            if ((d.readied & treasures.bit(relic)) != 0) relics.move(g, relic, false, region);
        }
        if ((d.readied & Treasures.BAG_BIT) != 0) relics.move(g, d.bagAs, true, region);
        d.readied = 0;
        if (d.discovering && !d.stack.isEmpty()) { // 9.1: revealed at once, face up
            String found = d.stack.removeFirst();
            d.treasureAt[treasures.index(found)] = region;
            if (found.equals(Treasures.STONEHEDGE)) d.stonehedgeDrawSeat = x.seat;
            if (found.equals(Treasures.FOUNTAIN) && d.rules.fountainImmediateOnDiscovery() && x.active())
                fountain(g, x);
        }
        d.discovering = false;
        if (treasures.at(g, Treasures.CRYPT) == region && d.ghostSeat != x.seat) { // [U 873]-[U 874]
            d.ghost = -1;
            d.ghostSeat = -1;
        }
    }

    /** Defender-side triggers (6.4 item 6): Vengeance markers (8.21); the Bag goes home (8.8). */
    @Override
    public void onDefeated(Game g, RaceState<?> defender, int region) {
        UndergroundData d = UndergroundData.of(g);
        int attacker = g.s.currentSeat;
        if (attacker != defender.seat) {
            int active = g.s.activeRace[defender.seat];
            if (active >= 0 && powers.any(g, g.race(active), UndergroundAbility::marksVengeance))
                d.vengeance[defender.seat] |= 1 << attacker;
        }
        if (d.bagAt == region) d.bagAt = -1;
        Ability lent = stonehedge.ability(g, defender);
        if (lent != null) lent.onDefeated(g, defender, region);
    }

    /** Socks: the defender loses nothing (9.2.4); Immortal lent by Stonehedge. */
    @Override
    public int tokensLost(Game g, RaceState<?> defender, int region, int tokens, int lost) {
        if (relics.readied(g, Treasures.SOCKS) && !Gnomes.shields(g, g.acting(), region)) return 0;
        Ability lent = stonehedge.ability(g, defender);
        return lent == null ? lost : lent.tokensLost(g, defender, region, tokens, lost);
    }

    /** Redeployment (6.8): unused readied Relics stay where they are; River regions are emptied except by Kraken (4.4). */
    @Override
    public void onRedeployStart(Game g, RaceState<?> x) {
        UndergroundData.of(g).readied = 0;
        if (!UndergroundAbility.race(g, x).holdsRivers()) {
            for (int r = 0; r < g.map.size; r++) {
                if (g.s.owner[r] != x.id || !Board.river(g, r)) continue;
                x.hand += g.s.tokens[r];
                Conquest.clearMarkers(g, r);
                Conquest.vacate(g, r);
            }
        }
        Ability lent = stonehedge.ability(g, x);
        if (lent != null) lent.onRedeployStart(g, x);
    }

    @Override
    public void onRedeployEnd(Game g, RaceState<?> x) {
        Ability lent = stonehedge.ability(g, x);
        if (lent != null) lent.onRedeployEnd(g, x);
    }

    @Override
    public int tokensKeptOnDecline(Game g, RaceState<?> x, int region, int tokens) {
        Ability lent = stonehedge.ability(g, x);
        return lent == null ? 1 : lent.tokensKeptOnDecline(g, x, region, tokens);
    }

    @Override
    public void onDecline(Game g, RaceState<?> x) {
        Ability lent = stonehedge.ability(g, x);
        if (lent != null) lent.onDecline(g, x);
    }

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        scoring.score(g, x, breakdown);
    }

    /** T0, the parts' per-turn state cleared: the Fountain of Youth gives its token (9.3.4, R-49). */
    void onTurnStart(Game g, int seat) {
        int active = g.s.activeRace[seat];
        if (active >= 0 && treasures.controls(g, g.race(active), Treasures.FOUNTAIN)) fountain(g, g.race(active));
    }

    private static void fountain(Game g, RaceState<?> x) {
        int tray = g.tray(x);
        if (g.s.tray[tray] == 0) return;
        g.s.tray[tray]--;
        x.hand++;
    }

    /** A Vanishing race leaves the game (8.19); the Vengeful took their markers back ({@code Vengeful}). */
    void onTurnEnd(Game g, int seat) {
        for (RaceState<?> r : g.s.races) {
            if (r.seat != seat || r.gone) continue;
            UndergroundRaceData e = (UndergroundRaceData) r.extra;
            if (e.vanishedRegions > 0 || (r.declined && r.regions == 0)) {
                e.vanishedRegions = 0;
                if (r.declined && r.regions == 0) Declining.vanish(g, r);
            }
        }
    }

    /** A discovery is the conquest's: none is pending when a turn starts. */
    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).discovering = false;
    }
}
