package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.DataFiles;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The pieces of {@code pieces.json}: the 12 Artifact and Legendary Place markers (5 + 7, [W 592])
 * in their shuffle order (9.3), and the supplies that are not core markers (Military Objectives,
 * Champion, Beasts, Bombs, Harmony tokens; 1.1).
 */
public record WarcraftPieces(List<Relic> relics, Map<String, Integer> pools) {
    public static final String ARTIFACT = "ARTIFACT";
    public static final String PLACE = "PLACE";

    /** One Artifact or Legendary Place marker; {@code kind} is {@link #ARTIFACT} or {@link #PLACE}. */
    public record Relic(String id, String name, String kind) {}

    public WarcraftPieces {
        relics = List.copyOf(relics);
        pools = Map.copyOf(pools);
    }

    public static WarcraftPieces load(Catalog catalog) {
        String file = catalog.directory() + "/pieces.json";
        PiecesFile raw = DataFiles.load(file, PiecesFile.class);
        if (raw == null || raw.relics == null || raw.pools == null)
            throw new IllegalStateException(file + ": needs 'relics' and 'pools'");
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < raw.relics.size(); i++) {
            Relic r = raw.relics.get(i);
            String at = file + ": relics[" + i + "]";
            if (r == null || r.id() == null || r.kind() == null)
                throw new IllegalStateException(at + ": needs id and kind");
            if (!ids.add(r.id())) throw new IllegalStateException(at + ": id " + r.id() + " listed twice");
            if (!r.kind().equals(ARTIFACT) && !r.kind().equals(PLACE))
                throw new IllegalStateException(at + ": kind must be ARTIFACT or PLACE, not " + r.kind());
        }
        for (var e : raw.pools.entrySet()) {
            if (e.getValue() == null || e.getValue() < 0)
                throw new IllegalStateException(file + ": pools." + e.getKey() + " must be >= 0");
        }
        return new WarcraftPieces(raw.relics, raw.pools);
    }

    public Relic relic(String id) {
        for (Relic r : relics) if (r.id().equals(id)) return r;
        throw new IllegalArgumentException("no relic " + id);
    }

    public boolean isPlace(String id) {
        return relic(id).kind().equals(PLACE);
    }

    public int pool(String id) {
        Integer n = pools.get(id);
        if (n == null) throw new IllegalStateException("pieces.json: no pool " + id);
        return n;
    }

    private record PiecesFile(String source, List<Relic> relics, Map<String, Integer> pools) {}
}
