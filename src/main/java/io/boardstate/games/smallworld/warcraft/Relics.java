package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.ArrayList;
import java.util.List;

/**
 * The Artifact and Legendary Place markers (6.0): placed face down at setup, revealed when a race
 * enters their region, owned by the player whose active race occupies it. The Well of
 * Eternity moves to its island's Lake or Sea when revealed, or is replaced.
 */
public final class Relics {
    public static final String ASHES = "ASHES_OF_ALAR";
    public static final String HEART = "HEART_OF_AZEROTH";
    public static final String AEGIS = "AEGIS_OF_AGGRAMAR";
    public static final String FROSTMOURNE = "FROSTMOURNE";
    public static final String DOOMHAMMER = "DOOMHAMMER";
    public static final String BATTLEGROUND = "BATTLEGROUND";
    public static final String CHAPEL = "CHAPEL_OF_LIGHT";
    public static final String KARAZHAN = "KARAZHAN";
    public static final String MEETING_STONE = "MEETING_STONE";
    public static final String DARK_PORTAL = "DARK_PORTAL";
    public static final String WELL = "WELL_OF_ETERNITY";
    public static final String SPIRIT_HEALER = "SPIRIT_HEALER";

    private Relics() {}

    /** The face-up markers in {@code region}, in id order. */
    public static List<String> faceUpIn(Game g, int region) {
        WarcraftData d = WarcraftData.of(g);
        List<String> out = new ArrayList<>();
        for (var e : d.relicAt.entrySet())
            if (e.getValue() == region && d.revealed.contains(e.getKey())) out.add(e.getKey());
        return out;
    }

    /** The number of face-down markers in {@code region}. */
    public static int faceDownIn(Game g, int region) {
        WarcraftData d = WarcraftData.of(g);
        int n = 0;
        for (var e : d.relicAt.entrySet()) if (e.getValue() == region && !d.revealed.contains(e.getKey())) n++;
        return n;
    }

    /** The active race that benefits from a face-up marker (R-51, [W 604]), or null. */
    public static RaceState<?> holder(Game g, String relic) {
        int r = WarcraftData.of(g).revealedAt(relic);
        if (r < 0) return null;
        RaceState<?> o = g.occupant(r);
        return o != null && o.active() ? o : null;
    }

    /**
     * Some marker, face up or down, lies in a region of x: else x holds none ({@link #heldBy}),
     * found without looking each one up by id.
     */
    static boolean onRegionOf(Game g, RaceState<?> x) {
        for (int r : WarcraftData.of(g).relicAt.values()) if (g.s.owner[r] == x.id) return true;
        return false;
    }

    /** Whether race x is the active race holding {@code relic}. */
    public static boolean heldBy(Game g, String relic, RaceState<?> x) {
        RaceState<?> h = holder(g, relic);
        return h != null && h.id == x.id;
    }

    /**
     * Apply time: a race has entered {@code region}; its face-down markers turn face up ([W 596],
     * The Well of Eternity goes to its island's Lake or Sea (R-50 lets the revealing
     * player choose among several: no island face has more than one, which a data test checks); on an island without
     * water it leaves the game and the first Legendary Place of the shuffled reserve takes its
     * place face up (the reserve order was drawn at setup, so the draw of R-50 is already made).
     */
    static void reveal(Game g, int region, WarcraftPieces pieces, WarcraftBoard board) {
        WarcraftData d = WarcraftData.of(g);
        List<String> here = new ArrayList<>();
        for (var e : d.relicAt.entrySet())
            if (e.getValue() == region && !d.revealed.contains(e.getKey())) here.add(e.getKey());
        for (String relic : here) {
            d.revealed.add(relic);
            if (!relic.equals(WELL)) continue;
            int water = board.water(board.island(region));
            if (water >= 0) {
                d.relicAt.put(WELL, water);
                continue;
            }
            d.relicAt.remove(WELL);
            for (String other : d.reserve) {
                if (!pieces.isPlace(other)) continue;
                d.reserve.remove(other);
                d.relicAt.put(other, region);
                d.revealed.add(other);
                break;
            }
        }
    }
}
