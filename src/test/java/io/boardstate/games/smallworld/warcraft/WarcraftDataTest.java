package io.boardstate.games.smallworld.warcraft;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import io.boardstate.games.smallworld.core.map.InvalidMapException;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The data files of smallworld/warcraft load, agree with the seed's counts and refuse broken content. */
class WarcraftDataTest {
    private static final WarcraftEdition EDITION = new WarcraftEdition();
    private static final Catalog CATALOG = EDITION.catalog();

    @Test
    void sixteenRacesWith182TokensAndTheirFactions() { // 1.2, [W 62], G-2; 3.6.1, R-23
        assertEquals(16, CATALOG.races().size());
        assertEquals(182, CATALOG.races().stream().mapToInt(RaceDef::pool).sum());
        assertEquals(20, CATALOG.race("FORSAKEN").pool(), "[W 203]");
        Map<Object, Long> factions = CATALOG.races().stream()
                .collect(Collectors.groupingBy(r -> r.features().get("faction"), Collectors.counting()));
        assertEquals(Map.of("ALLIANCE", 6L, "HORDE", 6L, "NEUTRAL", 4L), factions);
        assertEquals("HORDE", CATALOG.race("BLOOD_ELVES").features().get("faction"), "[W 301]");
        assertEquals("NEUTRAL", CATALOG.race("NAGA").features().get("faction"), "[W 312]");
    }

    @Test
    void twentyPowersAndEveryComboFitsTheTray() { // 1.3, [W 403], [W 405]
        assertEquals(20, CATALOG.powers().size());
        int largest = CATALOG.powers().stream().mapToInt(PowerDef::badge).max().orElseThrow();
        for (RaceDef r : CATALOG.races()) {
            if (r.id().equals("FORSAKEN")) continue; // they grow during play (1.2)
            assertTrue(r.banner() + largest <= r.pool(), r.id() + ": banner + largest badge within the pool");
        }
        assertTrue(CATALOG.power("BOG").keptInDecline(), "[W 522]");
        assertTrue(CATALOG.power("DEFENDER").keptInDecline(), "[W 353]");
        assertEquals(
                2, CATALOG.powers().stream().filter(PowerDef::keptInDecline).count());
    }

    @Test
    void markersAndPiecesHaveTheBoxCounts() { // 1.1, 6.3
        assertEquals(9, CATALOG.markers().get(CATALOG.marker("WISP_WALL")).pool());
        assertEquals(10, CATALOG.markers().get(CATALOG.marker("GARRISON")).pool());
        assertTrue(CATALOG.markers().get(CATALOG.marker("WATCHTOWER")).immune());
        WarcraftPieces pieces = EDITION.pieces();
        assertEquals(12, pieces.relics().size(), "[W 592]");
        assertEquals(
                5,
                pieces.relics().stream()
                        .filter(r -> r.kind().equals("ARTIFACT"))
                        .count());
        assertEquals(
                7,
                pieces.relics().stream().filter(r -> r.kind().equals("PLACE")).count());
        assertEquals(12, pieces.pool("BOMB_EXPLODING") + pieces.pool("BOMB_DUD"), "[W 56]");
        assertEquals(4, pieces.pool("HARMONY"));
    }

    @Test
    void twelveFacesOfSixBoardsAndTheSetsOfEachCount() { // 2.1, [W 22], [W 128]-[W 137]
        WarcraftIslands islands = EDITION.islands();
        assertEquals(12, islands.faces().size());
        for (String size : List.of("S", "M", "L"))
            assertEquals(2, islands.boards(size).size(), size);
        assertEquals(List.of("L", "S"), islands.set(2).sizes());
        assertEquals(List.of("L", "L", "M", "S", "S"), islands.set(5).sizes());
        assertEquals(10, islands.set(2).rounds());
        assertEquals(10, islands.set(3).rounds());
        assertEquals(9, islands.set(4).rounds());
        assertEquals(8, islands.set(5).rounds());
        for (WarcraftIslands.Face f : islands.faces()) {
            SmallWorldMap m = f.map();
            assertEquals(1, m.regions().stream().filter(r -> r.has("SIZE_ICON")).count(), f.id());
            assertTrue(m.regions().stream().anyMatch(r -> r.has("ENTRY")), f.id());
        }
    }

    @Test
    void aComposedMapKeepsTheIslandsApart() {
        WarcraftBoard board = EDITION.board(List.of("5A", "3B", "1A"));
        assertEquals(3, board.islands());
        assertEquals(13 + 10 + 7, board.map.size);
        for (int r = 0; r < board.map.size; r++) {
            for (int n : board.map.neighbours[r]) assertEquals(board.island(r), board.island(n), r + "-" + n);
        }
        assertEquals("3B-0", board.map.map.region(13).name());
        assertTrue(board.water(0) >= 0, "5A has a Lake");
    }

    @Test
    void aFaceWithoutEntryOrWithTwoIconsIsRefused() { // 3.2.7
        String noEntry = """
                {"id": "x", "source": "test", "features": {"size": "S"}, "regions": [
                  {"id": 0, "terrain": "FARMLAND", "symbols": ["SIZE_ICON"], "neighbours": [1]},
                  {"id": 1, "terrain": "HILL", "neighbours": [0]}]}
                """;
        MapLoader loader = new MapLoader(CATALOG.vocabulary(), m -> {});
        SmallWorldMap ok = loader.parse(noEntry, "test");
        assertFalse(ok.regions().stream().anyMatch(r -> r.has("ENTRY")));
        InvalidMapException e = assertThrows(InvalidMapException.class, () -> WarcraftIslandsChecks.check(noEntry));
        assertTrue(e.getMessage().contains("no ENTRY region"), e.getMessage());
        String twoIcons = noEntry.replace(
                "\"terrain\": \"HILL\"", "\"terrain\": \"HILL\", \"symbols\": [\"ENTRY\", \"SIZE_ICON\"]");
        InvalidMapException e2 = assertThrows(InvalidMapException.class, () -> WarcraftIslandsChecks.check(twoIcons));
        assertTrue(e2.getMessage().contains("SIZE_ICON"), e2.getMessage());
    }

    /** The face checks of the loader, on a face given as text. */
    static final class WarcraftIslandsChecks {
        static SmallWorldMap check(String json) {
            return WarcraftIslands.faceLoader(CATALOG).parse(json, "test");
        }
    }
}
