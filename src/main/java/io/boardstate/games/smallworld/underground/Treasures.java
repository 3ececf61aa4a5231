package io.boardstate.games.smallworld.underground;

import io.boardstate.games.DataFiles;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The 9 Popular Places and 6 Righteous Relics (spec 1.5, 9.2-9.4), read from {@code
 * treasures.json}, and who controls each: the race occupying its region, active, or declined for
 * the few that work in decline. A Place never moves; a Relic moves to where it was last used.
 */
public final class Treasures {
    public static final String ALTAR = "ALTAR_OF_SOULS";
    public static final String DIAMOND_FIELDS = "DIAMOND_FIELDS";
    public static final String CRYPT = "CRYPT";
    public static final String FOUNTAIN = "FOUNTAIN_OF_YOUTH";
    public static final String KEEP = "KEEP";
    public static final String PIPE = "GREAT_BRASS_PIPE";
    public static final String STONEHEDGE = "STONEHEDGE";
    public static final String LOST_DWARF_MINE = "MINE_OF_THE_LOST_DWARF";
    public static final String PENTACLE = "WICKEDEST_PENTACLE";
    public static final String DOORMAT = "FLYING_DOORMAT";
    public static final String RING = "FROGGYS_RING";
    public static final String SWORD = "SWORD_OF_THE_KILLER_RABBIT";
    public static final String SOCKS = "STINKY_TROLLS_SOCKS";
    public static final String ORB = "SHINY_ORB";
    public static final String SCEPTER = "SCEPTER_OF_AVARICE";
    /** Relics whose use is a conquest of the next region (readied before it). */
    public static final List<String> CONQUEST_RELICS = List.of(DOORMAT, SWORD, SOCKS);
    /** The bit of the Bag-o'-Many-Things in the per-turn relic masks. */
    public static final int BAG_BIT = 1 << 20;

    public enum Kind {
        PLACE,
        RELIC
    }

    public record Treasure(String id, int index, String name, Kind kind, boolean worksInDecline) {}

    private record TreasureFile(String id, String name, Kind kind, Boolean worksInDecline, String note) {}

    private record File(String source, List<TreasureFile> treasures) {}

    private final List<Treasure> all;
    private final Map<String, Treasure> byId = new HashMap<>();

    private Treasures(List<Treasure> all) {
        this.all = List.copyOf(all);
        for (Treasure t : all) byId.put(t.id(), t);
    }

    /** Reads and checks {@code <directory>/treasures.json}: every id the rules name, once, with its kind. */
    static Treasures load(String directory) {
        String path = directory + "/treasures.json";
        File f = DataFiles.load(path, File.class);
        if (f == null || f.treasures() == null) throw new IllegalStateException(path + ": needs 'treasures'");
        List<Treasure> list = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (TreasureFile t : f.treasures()) {
            if (t == null || t.id() == null || t.name() == null || t.kind() == null || t.worksInDecline() == null)
                throw new IllegalStateException(
                        path + ": treasures[" + list.size() + "] needs id, name, kind, worksInDecline");
            if (!ids.add(t.id())) throw new IllegalStateException(path + ": treasure " + t.id() + " repeated");
            // interned: the rules ask by the constants above, which the map's lookup then finds by identity
            list.add(new Treasure(t.id().intern(), list.size(), t.name(), t.kind(), t.worksInDecline()));
        }
        Treasures result = new Treasures(list);
        for (String id :
                List.of(ALTAR, DIAMOND_FIELDS, CRYPT, FOUNTAIN, KEEP, PIPE, STONEHEDGE, LOST_DWARF_MINE, PENTACLE))
            result.require(path, id, Kind.PLACE);
        for (String id : List.of(DOORMAT, RING, SWORD, SOCKS, ORB, SCEPTER)) result.require(path, id, Kind.RELIC);
        return result;
    }

    private void require(String path, String id, Kind kind) {
        Treasure t = byId.get(id);
        if (t == null || t.kind() != kind)
            throw new IllegalStateException(path + ": the rules need the " + kind + " " + id);
    }

    public List<Treasure> all() {
        return all;
    }

    public Treasure get(String id) {
        // the rules ask per region of every legal list: the ids' hashes are cached, and an interned
        // constant matches its entry by identity, so this is a slot and one comparison
        return byId.get(id);
    }

    public int index(String id) {
        return get(id).index();
    }

    /** Where a revealed treasure lies, -1 if it is not on the map. */
    public int at(Game g, String id) {
        return UndergroundData.of(g).treasureAt[index(id)];
    }

    /**
     * The race that may use a treasure now: the occupant of its region, active, or declined for
     * those that work in decline (9.4); null if none. The Balrog's region benefits nobody (9.3.9).
     */
    public RaceState<?> controller(Game g, String id) {
        Treasure t = get(id); // looked up once: rules ask per region of legal lists
        int r = UndergroundData.of(g).treasureAt[t.index()];
        if (r < 0) return null;
        RaceState<?> o = g.occupant(r);
        if (o == null || o.gone) return null;
        return o.active() || t.worksInDecline() ? o : null;
    }

    /** Whether {@code x} controls the treasure now. */
    public boolean controls(Game g, RaceState<?> x, String id) {
        return x != null && controller(g, id) == x;
    }

    /** The treasure ids lying in {@code region}, in file order. */
    public List<String> in(Game g, int region) {
        int[] at = UndergroundData.of(g).treasureAt;
        List<String> ids = new ArrayList<>(2);
        for (Treasure t : all) if (at[t.index()] == region) ids.add(t.id());
        return ids;
    }

    public boolean hasPlace(Game g, int region) {
        int[] at = UndergroundData.of(g).treasureAt;
        for (Treasure t : all) if (t.kind() == Kind.PLACE && at[t.index()] == region) return true;
        return false;
    }

    /** The bit of a relic in the per-turn masks. */
    public int bit(String id) {
        return 1 << index(id);
    }

    /** Names by id for {@code Ruleset#names()}: "places" and "relics", in file order. */
    public Map<String, Map<String, String>> names() {
        Map<String, Map<String, String>> out = new java.util.LinkedHashMap<>();
        for (Kind kind : Kind.values()) {
            Map<String, String> names = new java.util.LinkedHashMap<>();
            for (Treasure t : all) if (t.kind() == kind) names.put(t.id(), t.name());
            out.put(kind == Kind.PLACE ? "places" : "relics", names);
        }
        return out;
    }
}
