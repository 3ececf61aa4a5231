package io.boardstate.games.smallworld.core.ability;

import io.boardstate.engine.Board;
import io.boardstate.games.BoardLegends;
import io.boardstate.games.DataFiles;
import io.boardstate.games.smallworld.core.map.MapVocabulary;
import io.boardstate.games.smallworld.core.map.SymbolDef;
import io.boardstate.games.smallworld.core.map.TerrainDef;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Reads an edition's edition.json, races.json and powers.json (format: {@code
 * smallworld/README.md}) with Jackson into records and validates them: required fields, known
 * terrain, symbol and marker names, unique ids, sensible numbers. A broken file fails the
 * ruleset's construction with a message naming the file, the entry and the field.
 */
public final class CatalogLoader {
    private final String directory;
    private String file;

    private CatalogLoader(String directory) {
        this.directory = directory;
    }

    /** Loads {@code <directory>/edition.json}, {@code races.json} and {@code powers.json} from the classpath. */
    public static Catalog load(String directory) {
        return new CatalogLoader(directory).load();
    }

    private Catalog load() {
        EditionFile e = read("edition.json", EditionFile.class);
        require(e.id != null && !e.id.isBlank(), "missing field 'id'");
        require(
                e.name != null && e.seats != null && e.seats.min != null && e.seats.max != null,
                "needs name and seats");
        require(e.seats.min >= 1 && e.seats.min <= e.seats.max, "seats.min must be 1..seats.max");
        require(e.startCoins != null && e.startCoins >= 0, "startCoins must be >= 0");
        require(e.marketSize != null && e.marketSize >= 1, "marketSize must be >= 1");
        require(e.reinforcementDie != null && !e.reinforcementDie.isEmpty(), "reinforcementDie needs faces");
        require(e.reinforcementDie.stream().allMatch(f -> f != null && f >= 0), "die faces must be >= 0");
        MapVocabulary vocabulary = vocabulary(e);
        List<MarkerDef> markers = new ArrayList<>();
        Set<String> markerIds = new HashSet<>();
        for (MarkerFile m : e.markers == null ? List.<MarkerFile>of() : e.markers) {
            require(m != null && m.id != null && markerIds.add(m.id), "markers: missing or repeated id");
            require(m.pool != null && m.pool >= 0, "marker " + m.id + ": missing field 'pool'");
            markers.add(new MarkerDef(
                    m.id,
                    markers.size(),
                    m.pool,
                    m.defence == null ? 0 : m.defence,
                    is(m.immune),
                    is(m.removedOnDecline)));
        }
        Catalog.Setup setup = setup(e, mapData(e, vocabulary));
        Rules rules = new Rules(vocabulary, markers);
        List<RaceDef> races = races(rules);
        List<PowerDef> powers = powers(rules);
        return new Catalog(directory, setup, vocabulary, markers, races, powers);
    }

    /** The map part of edition.json: what map files and map checks need, without races and powers. */
    public record MapData(MapVocabulary vocabulary, int minRounds, int maxRounds, List<Catalog.Board> boards) {
        public MapData {
            boards = List.copyOf(boards);
        }
    }

    /**
     * Reads only the terrains, coast, symbols and maps of {@code <directory>/edition.json}, for map
     * tools and tests of an edition whose races and powers are elsewhere or not written yet.
     */
    public static MapData maps(String directory) {
        CatalogLoader loader = new CatalogLoader(directory);
        EditionFile e = loader.read("edition.json", EditionFile.class);
        return loader.mapData(e, loader.vocabulary(e));
    }

    private MapVocabulary vocabulary(EditionFile e) {
        require(e.terrains != null && !e.terrains.isEmpty(), "terrains must list at least one terrain");
        List<TerrainDef> terrains = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (TerrainFile t : e.terrains) {
            require(
                    t != null && t.id != null && ids.add(t.id),
                    "terrains: missing or repeated id " + (t == null ? null : t.id));
            terrains.add(
                    new TerrainDef(t.id, is(t.water), is(t.impassable), t.defence == null ? 0 : t.defence, t.perMap));
        }
        List<String> coast = e.coast == null ? List.of() : e.coast;
        for (String c : coast) require(ids.contains(c), "coast: unknown terrain " + c);
        List<SymbolDef> symbols = new ArrayList<>();
        Set<String> symbolIds = new HashSet<>();
        for (SymbolFile s : e.symbols == null ? List.<SymbolFile>of() : e.symbols) {
            require(s != null && s.id != null && symbolIds.add(s.id), "symbols: missing or repeated id");
            List<String> on = s.terrains == null ? List.of() : s.terrains;
            for (String t : on) require(ids.contains(t), "symbol " + s.id + ": unknown terrain " + t);
            int natives = s.natives == null ? 0 : s.natives;
            require(natives >= 0, "symbol " + s.id + ": natives must be >= 0");
            symbols.add(new SymbolDef(s.id, natives, s.perMap, on));
        }
        return new MapVocabulary(terrains, symbols, coast, legend(terrains, symbols));
    }

    /** The edition's board legend ({@code legend.json}, optional): an entry per terrain and symbol. */
    private List<Board.LegendEntry> legend(List<TerrainDef> terrains, List<SymbolDef> symbols) {
        if (DataFiles.resource(directory + "/legend.json") == null) return List.of();
        List<Board.LegendEntry> legend = BoardLegends.load(directory);
        BoardLegends.requireAll(
                legend, "terrain", terrains.stream().map(TerrainDef::id).toList(), directory);
        BoardLegends.requireAll(
                legend, "symbol", symbols.stream().map(SymbolDef::id).toList(), directory);
        return legend;
    }

    private Catalog.Setup setup(EditionFile e, MapData maps) {
        return new Catalog.Setup(
                e.id,
                e.name,
                e.description == null ? e.name : e.description,
                e.seats.min,
                e.seats.max,
                e.startCoins,
                e.marketSize,
                e.reinforcementDie,
                e.finalConquestReach == null ? 3 : e.finalConquestReach,
                maps.minRounds(),
                maps.maxRounds(),
                maps.boards());
    }

    private MapData mapData(EditionFile e, MapVocabulary vocabulary) {
        int minRounds = 1, maxRounds = Integer.MAX_VALUE;
        List<Catalog.Board> boards = new ArrayList<>();
        if (e.maps != null) {
            if (e.maps.rounds != null) {
                require(e.maps.rounds.min != null && e.maps.rounds.max != null, "maps.rounds needs min and max");
                minRounds = e.maps.rounds.min;
                maxRounds = e.maps.rounds.max;
            }
            for (BoardFile b : e.maps.boards == null ? List.<BoardFile>of() : e.maps.boards) {
                require(
                        b != null && b.players != null && b.file != null && b.regions != null,
                        "maps.boards: needs players, file, regions");
                boards.add(new Catalog.Board(b.players, b.file, b.regions));
            }
        }
        return new MapData(vocabulary, minRounds, maxRounds, boards);
    }

    private List<RaceDef> races(Rules rules) {
        RacesFile f = read("races.json", RacesFile.class);
        return parts("races", f.races, rules, CatalogLoader::invalid, CatalogLoader::race);
    }

    private static String invalid(RaceFile r) {
        if (r.banner == null || r.banner < 1) return "field 'banner' must be an integer >= 1";
        return r.pool == null || r.pool < r.banner ? "field 'pool' must be >= banner" : null;
    }

    private static RaceDef race(RaceFile r, Part part) {
        return new RaceDef(part, r.banner, r.pool, is(r.worksInDecline));
    }

    private List<PowerDef> powers(Rules rules) {
        PowersFile f = read("powers.json", PowersFile.class);
        return parts("powers", f.powers, rules, CatalogLoader::invalid, CatalogLoader::power);
    }

    private static String invalid(PowerFile p) {
        return p.badge == null || p.badge < 0 ? "field 'badge' must be an integer >= 0" : null;
    }

    private static PowerDef power(PowerFile p, Part part) {
        return new PowerDef(part, p.badge, is(p.keptInDecline));
    }

    /**
     * The entries of races.json or powers.json ({@code field}) in file order: each needs an id,
     * listed once, and {@code invalid} says what is wrong with its own fields (or null) before its
     * rules are read; {@code build} makes its record around the shared {@link Part}.
     */
    private <F extends PartFile, D> List<D> parts(
            String field, List<F> entries, Rules rules, Function<F, String> invalid, BiFunction<F, Part, D> build) {
        require(entries != null && !entries.isEmpty(), "missing field '" + field + "'");
        List<D> out = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < entries.size(); i++) {
            F e = entries.get(i);
            String at = field + "[" + i + "]";
            require(e != null && e.id() != null && !e.id().isBlank(), at + ": missing field 'id'");
            at += " (" + e.id() + ")";
            require(ids.add(e.id()), at + ": id listed twice");
            String wrong = invalid.apply(e);
            require(wrong == null, at + ": " + wrong);
            String name = e.name() == null ? e.id() : e.name();
            Part part = new Part(
                    e.id(), i, name, rules.score(e.score(), at), rules.cost(e.cost(), at), null, 0L, e.features());
            out.add(build.apply(e, part));
        }
        return out;
    }

    /** Turns the data rules of races.json / powers.json into indexed records. */
    private final class Rules {
        private final MapVocabulary vocabulary;
        private final List<MarkerDef> markers;

        Rules(MapVocabulary vocabulary, List<MarkerDef> markers) {
            this.vocabulary = vocabulary;
            this.markers = markers;
        }

        List<ScoreRule> score(List<ScoreFile> rules, String at) {
            List<ScoreRule> out = new ArrayList<>();
            for (ScoreFile s : rules == null ? List.<ScoreFile>of() : rules) {
                require(s != null && s.per != null, at + ": score rule needs 'per'");
                ScoreRule.Per per =
                        switch (s.per) {
                            case "region" -> ScoreRule.Per.REGION;
                            case "nonEmptyConquest" -> ScoreRule.Per.NON_EMPTY_CONQUEST;
                            case "turn" -> ScoreRule.Per.TURN;
                            default -> {
                                fail(at + ": score 'per' must be region, nonEmptyConquest or turn, not " + s.per);
                                yield null;
                            }
                        };
                boolean filtered = s.terrain != null || s.symbol != null || s.marker != null;
                require(
                        !filtered || per == ScoreRule.Per.REGION,
                        at + ": terrain/symbol/marker filters need per region");
                int coins = s.coins == null ? 1 : s.coins;
                require(coins >= 1, at + ": score 'coins' must be >= 1");
                out.add(new ScoreRule(
                        per,
                        s.terrain == null ? -1 : known(vocabulary.terrain(s.terrain), at, "terrain", s.terrain),
                        s.symbol == null ? -1 : known(vocabulary.symbol(s.symbol), at, "symbol", s.symbol),
                        s.marker == null ? -1 : known(markerIndex(s.marker), at, "marker", s.marker),
                        coins,
                        is(s.inDecline),
                        is(s.onlyTurnPicked)));
            }
            return out;
        }

        List<CostRule> cost(List<CostFile> rules, String at) {
            List<CostRule> out = new ArrayList<>();
            for (CostFile c : rules == null ? List.<CostFile>of() : rules) {
                require(
                        c != null && c.modifier != null && c.modifier != 0,
                        at + ": cost rule needs a non-zero 'modifier'");
                List<Integer> terrains = new ArrayList<>();
                for (String t : c.terrains == null ? List.<String>of() : c.terrains) {
                    terrains.add(known(vocabulary.terrain(t), at, "terrain", t));
                }
                List<Integer> symbols = new ArrayList<>();
                for (String s : c.symbols == null ? List.<String>of() : c.symbols) {
                    symbols.add(known(vocabulary.symbol(s), at, "symbol", s));
                }
                out.add(new CostRule(c.modifier, terrains, symbols, c.coastal));
            }
            return out;
        }

        private int markerIndex(String id) {
            for (MarkerDef m : markers) if (m.id().equals(id)) return m.index();
            return -1;
        }

        private int known(int index, String at, String what, String id) {
            require(index >= 0, at + ": unknown " + what + " '" + id + "'");
            return index;
        }
    }

    private <T> T read(String name, Class<T> type) {
        file = directory + "/" + name;
        T value = DataFiles.load(file, type);
        require(value != null, "must hold a JSON object");
        return value;
    }

    private void require(boolean ok, String message) {
        if (!ok) fail(message);
    }

    private void fail(String message) {
        throw new IllegalStateException(file + ": " + message);
    }

    private static boolean is(Boolean b) {
        return Boolean.TRUE.equals(b);
    }

    // ---------------------------------------------------------------- the files as written: every field
    // nullable, so that a missing one gets a clear message; unknown fields are refused by the reader

    private record EditionFile(
            String id,
            String name,
            String description,
            String source,
            Seats seats,
            Integer startCoins,
            Integer marketSize,
            List<Integer> reinforcementDie,
            Integer finalConquestReach,
            List<TerrainFile> terrains,
            List<String> coast,
            List<SymbolFile> symbols,
            List<MarkerFile> markers,
            MapsFile maps) {}

    private record Seats(Integer min, Integer max) {}

    private record TerrainFile(String id, Boolean water, Boolean impassable, Integer defence, Integer perMap) {}

    private record SymbolFile(String id, Integer natives, Integer perMap, List<String> terrains) {}

    private record MarkerFile(String id, Integer pool, Integer defence, Boolean immune, Boolean removedOnDecline) {}

    private record MapsFile(Rounds rounds, List<BoardFile> boards) {}

    private record Rounds(Integer min, Integer max) {}

    private record BoardFile(Integer players, String file, Integer regions) {}

    /** The fields a race and a power are written with alike. */
    private interface PartFile {
        String id();

        String name();

        List<ScoreFile> score();

        List<CostFile> cost();

        Map<String, Object> features();
    }

    private record RacesFile(String source, List<RaceFile> races) {}

    private record RaceFile(
            String id,
            String name,
            Integer banner,
            Integer pool,
            Boolean worksInDecline,
            List<ScoreFile> score,
            List<CostFile> cost,
            String note,
            Map<String, Object> features)
            implements PartFile {}

    private record PowersFile(String source, List<PowerFile> powers) {}

    private record PowerFile(
            String id,
            String name,
            Integer badge,
            Boolean keptInDecline,
            List<ScoreFile> score,
            List<CostFile> cost,
            String note,
            Map<String, Object> features)
            implements PartFile {}

    private record ScoreFile(
            String per,
            String terrain,
            String symbol,
            String marker,
            Integer coins,
            Boolean inDecline,
            Boolean onlyTurnPicked) {}

    private record CostFile(Integer modifier, List<String> terrains, List<String> symbols, Boolean coastal) {}
}
