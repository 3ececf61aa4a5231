package io.boardstate.games.smallworld.underground;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.core.ability.ScoreRule;
import io.boardstate.games.smallworld.core.ability.Traits;
import io.boardstate.games.smallworld.underground.powers.Vanishing;
import java.util.Map;

/**
 * The coins of section 10 that are not the race's or power's own: Places (Diamond Fields, Keep,
 * Mine of the Lost Dwarf), the Scepter of Avarice doubling one region (9.2.6, R-43), a Vanishing
 * race's 2 per region, and the power Stonehedge lends (9.3.7).
 */
final class UndergroundScoring {
    private final Treasures treasures;
    private final Stonehedge stonehedge;
    private final HeldPowers powers;

    UndergroundScoring(Treasures treasures, Stonehedge stonehedge, HeldPowers powers) {
        this.treasures = treasures;
        this.stonehedge = stonehedge;
        this.powers = powers;
    }

    void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        if (treasures.controls(g, x, Treasures.DIAMOND_FIELDS)) {
            int fields = treasures.at(g, Treasures.DIAMOND_FIELDS);
            Scoring.add(breakdown, Treasures.DIAMOND_FIELDS, 1 + sameTerrain(g, x, fields));
        }
        if (treasures.controls(g, x, Treasures.KEEP)) Scoring.add(breakdown, Treasures.KEEP, 1);
        if (treasures.controls(g, x, Treasures.LOST_DWARF_MINE)) Scoring.add(breakdown, Treasures.LOST_DWARF_MINE, 2);
        int vanished = ((UndergroundRaceData) x.extra).vanishedRegions;
        if (vanished > 0) Scoring.add(breakdown, Vanishing.ID, 2 * vanished); // [U 763]-[U 765]
        int scepter = UndergroundData.of(g).scepterRegion;
        if (scepter >= 0
                && x.active()
                && g.s.owner[scepter] == x.id
                && scepter != treasures.at(g, Treasures.LOST_DWARF_MINE)) {
            Scoring.add(breakdown, Treasures.SCEPTER, regionCoins(g, x, scepter)); // doubled: counted once more
        }
        stonehedge.score(g, x, breakdown);
    }

    /** Other regions of x with the terrain of {@code region}. */
    private static int sameTerrain(Game g, RaceState<?> x, int region) {
        int n = 0;
        for (int r = 0; r < g.map.size; r++)
            if (r != region && g.s.owner[r] == x.id && g.map.terrain[r] == g.map.terrain[region]) n++;
        return n;
    }

    /** The coins "obtained from this region": its base coin and every per-region bonus it earns. */
    private int regionCoins(Game g, RaceState<?> x, int r) {
        int coins = 1 + perRegion(g, x, r, g.raceDef(x)) + perRegion(g, x, r, g.powerDef(x));
        coins += powers.sum(g, x, p -> p.regionCoins(g, x, r)); // Adventurous, Frightened
        coins += UndergroundAbility.race(g, x).raceRegionCoins(g, x, r); // Drow
        if (treasures.at(g, Treasures.KEEP) == r) coins++;
        int fields = treasures.at(g, Treasures.DIAMOND_FIELDS);
        if (treasures.controls(g, x, Treasures.DIAMOND_FIELDS) && g.map.terrain[r] == g.map.terrain[fields]) coins++;
        return coins;
    }

    private static int perRegion(Game g, RaceState<?> x, int r, Traits traits) {
        int coins = 0;
        for (ScoreRule rule : traits.score()) {
            if (rule.per() != ScoreRule.Per.REGION || (!x.active() && !rule.inDecline())) continue;
            if (rule.terrain() >= 0 && g.map.terrain[r] != rule.terrain()) continue;
            if (rule.symbol() >= 0 && !g.map.has(r, rule.symbol())) continue;
            coins += rule.coins();
        }
        return coins;
    }
}
