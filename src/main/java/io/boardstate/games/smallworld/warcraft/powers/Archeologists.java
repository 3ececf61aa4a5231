package io.boardstate.games.smallworld.warcraft.powers;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.Scoring;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import java.util.Map;

/** Archeologists (5.1, [W 486]): +1 per face-up Artifact or Legendary Place in the race's regions. */
public final class Archeologists implements Ability {
    public static final String ID = "ARCHEOLOGIST";

    @Override
    public void score(Game g, RaceState<?> x, Map<String, Integer> breakdown) {
        WarcraftData d = WarcraftData.of(g);
        int n = 0;
        for (var e : d.relicAt.entrySet()) if (d.revealed.contains(e.getKey()) && g.s.owner[e.getValue()] == x.id) n++;
        Scoring.add(breakdown, ID, n);
    }
}
