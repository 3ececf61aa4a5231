package io.boardstate.games.smallworld.core.ability;

import io.boardstate.games.smallworld.core.map.MapVocabulary;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToLongFunction;

/**
 * Everything an edition's data files say (edition.json, races.json, powers.json), validated, with
 * the behaviour classes attached to their races and powers. Immutable and shared by all matches
 * of the edition. Look-ups by id return null for unknown ids; {@code index} methods throw, since
 * code asks for ids it needs.
 */
public final class Catalog {
    /** One board of an edition with fixed maps: its file and region count (edition.json {@code maps}). */
    public record Board(int players, String file, int regions) {}

    /** The numbers of edition.json. */
    public record Setup(
            String id,
            String name,
            String description,
            int minSeats,
            int maxSeats,
            int startCoins,
            int marketSize,
            List<Integer> dieFaces,
            int finalConquestReach,
            int minRounds,
            int maxRounds,
            List<Board> boards) {
        public Setup {
            dieFaces = List.copyOf(dieFaces);
            boards = List.copyOf(boards);
        }
    }

    private final String directory;
    private final Setup setup;
    private final MapVocabulary vocabulary;
    private final List<MarkerDef> markers;
    private final List<RaceDef> races;
    private final List<PowerDef> powers;
    private final Map<String, RaceDef> raceById = new HashMap<>();
    private final Map<String, PowerDef> powerById = new HashMap<>();
    private final int[] dieFaces;
    /** Indexes of the markers with a defence, and their defence; of the immune markers. */
    private final int[] defenceMarkers;

    private final int[] defenceValues;
    private final int[] immuneMarkers;

    Catalog(
            String directory,
            Setup setup,
            MapVocabulary vocabulary,
            List<MarkerDef> markers,
            List<RaceDef> races,
            List<PowerDef> powers) {
        this.directory = directory;
        this.setup = setup;
        this.vocabulary = vocabulary;
        this.markers = List.copyOf(markers);
        this.races = List.copyOf(races);
        this.powers = List.copyOf(powers);
        for (RaceDef r : races) raceById.put(r.id(), r);
        for (PowerDef p : powers) powerById.put(p.id(), p);
        dieFaces = setup.dieFaces().stream().mapToInt(Integer::intValue).toArray();
        defenceMarkers = markers.stream()
                .filter(m -> m.defence() != 0)
                .mapToInt(MarkerDef::index)
                .toArray();
        defenceValues = markers.stream()
                .filter(m -> m.defence() != 0)
                .mapToInt(MarkerDef::defence)
                .toArray();
        immuneMarkers = markers.stream()
                .filter(MarkerDef::immune)
                .mapToInt(MarkerDef::index)
                .toArray();
    }

    /**
     * The same catalog with behaviour classes: {@code raceBehaviours} and {@code powerBehaviours}
     * map ids to factories that receive this catalog (to resolve the terrain, symbol and marker
     * indexes they use). Every id must be a race or power of the data files.
     */
    public Catalog withBehaviours(
            Map<String, ? extends Function<Catalog, ? extends Behaviour>> raceBehaviours,
            Map<String, ? extends Function<Catalog, ? extends Behaviour>> powerBehaviours,
            ToLongFunction<Behaviour> hooksOf) {
        for (String id : raceBehaviours.keySet()) {
            if (!raceById.containsKey(id))
                throw new IllegalStateException(directory + ": behaviour for unknown race " + id);
        }
        for (String id : powerBehaviours.keySet()) {
            if (!powerById.containsKey(id))
                throw new IllegalStateException(directory + ": behaviour for unknown power " + id);
        }
        List<RaceDef> r = races.stream()
                .map(d -> raceBehaviours.containsKey(d.id())
                        ? d.with(raceBehaviours.get(d.id()).apply(this), hooksOf)
                        : d)
                .toList();
        List<PowerDef> p = powers.stream()
                .map(d -> powerBehaviours.containsKey(d.id())
                        ? d.with(powerBehaviours.get(d.id()).apply(this), hooksOf)
                        : d)
                .toList();
        return new Catalog(directory, setup, vocabulary, markers, r, p);
    }

    /** The classpath folder the data came from, e.g. {@code smallworld/base}. */
    public String directory() {
        return directory;
    }

    public Setup setup() {
        return setup;
    }

    public MapVocabulary vocabulary() {
        return vocabulary;
    }

    public List<MarkerDef> markers() {
        return markers;
    }

    public List<RaceDef> races() {
        return races;
    }

    public List<PowerDef> powers() {
        return powers;
    }

    public RaceDef race(String id) {
        return raceById.get(id);
    }

    public PowerDef power(String id) {
        return powerById.get(id);
    }

    /** The reinforcement die's faces (1.1). */
    public int[] dieFaces() {
        return dieFaces;
    }

    /** Indexes of the markers that add to a region's defence (with {@link #defenceValues()}). */
    public int[] defenceMarkers() {
        return defenceMarkers;
    }

    public int[] defenceValues() {
        return defenceValues;
    }

    /** Indexes of the markers that make a region immune. */
    public int[] immuneMarkers() {
        return immuneMarkers;
    }

    public int marker(String id) {
        for (MarkerDef m : markers) if (m.id().equals(id)) return m.index();
        throw new IllegalStateException(directory + ": no marker " + id + " in edition.json");
    }

    public int terrain(String id) {
        int t = vocabulary.terrain(id);
        if (t < 0) throw new IllegalStateException(directory + ": no terrain " + id + " in edition.json");
        return t;
    }

    public int symbol(String id) {
        int s = vocabulary.symbol(id);
        if (s < 0) throw new IllegalStateException(directory + ": no symbol " + id + " in edition.json");
        return s;
    }
}
