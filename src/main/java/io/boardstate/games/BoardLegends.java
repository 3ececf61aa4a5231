package io.boardstate.games;

import io.boardstate.engine.Board;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A game's board legend ({@code <directory>/legend.json}: the name and colour of each terrain,
 * kind, colour region and symbol), read strictly and validated on load: known fields, one entry
 * per value, {@code #rrggbb} colours, and an entry for every value the game's boards use.
 */
public final class BoardLegends {
    private static final Set<String> FIELDS = Set.of("terrain", "kind", "region", "symbol");
    private static final Pattern COLOUR = Pattern.compile("#[0-9a-f]{6}");

    private BoardLegends() {}

    record LegendFile(String source, List<Board.LegendEntry> legend) {}

    /** The legend of {@code <directory>/legend.json}; an error names the file and the entry. */
    public static List<Board.LegendEntry> load(String directory) {
        String file = directory + "/legend.json";
        LegendFile raw = DataFiles.load(file, LegendFile.class);
        if (raw == null || raw.legend() == null || raw.legend().isEmpty())
            throw new IllegalStateException(file + ": needs a non-empty 'legend'");
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < raw.legend().size(); i++) {
            Board.LegendEntry e = raw.legend().get(i);
            String at = file + ": legend[" + i + "]";
            if (e == null || e.field() == null || e.id() == null || e.name() == null || e.colour() == null)
                throw new IllegalStateException(at + ": needs field, id, name and colour");
            if (!FIELDS.contains(e.field()))
                throw new IllegalStateException(at + ": field must be one of " + FIELDS + ", not " + e.field());
            if (!COLOUR.matcher(e.colour()).matches())
                throw new IllegalStateException(at + ": colour must be #rrggbb (lower case), not " + e.colour());
            if (e.name().isBlank()) throw new IllegalStateException(at + ": name is blank");
            if (!seen.add(e.field() + "/" + e.id()))
                throw new IllegalStateException(at + ": " + e.field() + " " + e.id() + " listed twice");
        }
        return List.copyOf(raw.legend());
    }

    /** Fails unless the legend names every one of {@code ids} under {@code field}. */
    public static void requireAll(List<Board.LegendEntry> legend, String field, Collection<String> ids, String origin) {
        List<String> missing = new ArrayList<>();
        for (String id : ids) {
            if (legend.stream().noneMatch(e -> e.field().equals(field) && e.id().equals(id))) missing.add(id);
        }
        if (!missing.isEmpty())
            throw new IllegalStateException(origin + "/legend.json: no " + field + " entry for " + missing);
    }
}
