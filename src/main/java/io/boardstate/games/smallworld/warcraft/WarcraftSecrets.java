package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.SmallWorldBots;
import io.boardstate.games.smallworld.warcraft.races.Goblins;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What no seat sees in Warcraft, drawn again for a computer player: which marker lies face down
 * where and which are in the reserve (R-3, [W 596]), and which bombs explode ([W 433]: on the map,
 * back on top of the pile, or still in the pile). Counts that are public stay: how many markers
 * lie face down in each region, where bombs are, how many bombs are left.
 */
final class WarcraftSecrets {
    private WarcraftSecrets() {}

    static void redraw(Game g, int seat, Rng rng) {
        WarcraftData d = WarcraftData.of(g);
        markers(d, rng);
        bombs(d, rng);
    }

    private static void markers(WarcraftData d, Rng rng) {
        List<Integer> slots = new ArrayList<>(); // the regions of the face-down markers, one entry each
        List<String> pool = new ArrayList<>(d.reserve);
        for (Map.Entry<String, Integer> e : List.copyOf(d.relicAt.entrySet())) {
            if (d.revealed.contains(e.getKey())) continue;
            slots.add(e.getValue());
            pool.add(e.getKey());
            d.relicAt.remove(e.getKey());
        }
        slots.sort(null);
        SmallWorldBots.redrawn(pool, rng);
        for (int i = 0; i < slots.size(); i++) d.relicAt.put(pool.get(i), slots.get(i));
        d.reserve = new ArrayList<>(pool.subList(slots.size(), pool.size()));
    }

    private static void bombs(WarcraftData d, Rng rng) {
        List<String> pool = new ArrayList<>(d.bombs.values());
        pool.addAll(d.pileTop);
        for (int i = 0; i < d.pileExploding; i++) pool.add(Goblins.EXPLODING);
        for (int i = 0; i < d.pileDuds; i++) pool.add(Goblins.DUD);
        SmallWorldBots.redrawn(pool, rng);
        int k = 0;
        for (Integer region : List.copyOf(d.bombs.keySet())) d.bombs.put(region, pool.get(k++));
        for (int i = 0; i < d.pileTop.size(); i++) d.pileTop.set(i, pool.get(k++));
        int exploding = 0;
        for (int i = k; i < pool.size(); i++) if (pool.get(i).equals(Goblins.EXPLODING)) exploding++;
        d.pileExploding = exploding;
        d.pileDuds = pool.size() - k - exploding;
    }
}
