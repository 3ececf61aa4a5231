package io.boardstate.games.smallworld.core.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Board;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.underground.UndergroundMapChecks;
import io.boardstate.games.smallworld.warcraft.SmallWorldWarcraft;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Maps as clients get them: every fact of the file, drawing data included, and islands laid out apart. */
class MapBoardsTest {
    @Test
    void underground_boardsKeepTheirAnchorsOutlinesAndKinds() {
        CatalogLoader.MapData maps = CatalogLoader.maps("smallworld/underground");
        UndergroundMapChecks checks = UndergroundMapChecks.of(maps);
        for (var entry : maps.boards()) {
            SmallWorldMap map = checks.bundled("smallworld/underground", entry.players());
            Board board = MapBoards.of(map, maps.vocabulary());
            assertEquals(map.id(), board.id());
            assertEquals(List.of(entry.players()), board.players());
            assertEquals(map.size(), board.regions().size());
            for (Region r : map.regions()) {
                Board.Region b = board.regions().get(r.id());
                assertEquals(String.valueOf(r.id()), b.id());
                assertEquals(r.terrain(), b.terrain());
                assertEquals(r.symbols(), b.symbols());
                assertEquals(r.neighbours().stream().map(String::valueOf).toList(), b.adjacent());
                assertNotNull(b.at(), "every Underground region has an anchor");
                assertEquals(r.at().x() * Board.Drawing.SCALE, b.at().x(), 0.05, "in drawing units");
                assertEquals(r.outline().size(), b.outline().size());
                assertTrue(b.outline().size() >= 3, "and an outline");
                TerrainDef t =
                        maps.vocabulary().terrains().get(maps.vocabulary().terrain(r.terrain()));
                assertEquals(t.impassable() ? "IMPASSABLE" : t.water() ? "WATER" : "LAND", b.kind());
            }
            assertTrue(board.regions().stream().anyMatch(b -> b.kind().equals("IMPASSABLE")), "chasms are marked");
        }
    }

    @Test
    void warcraft_aMatchBoardPutsEachIslandInItsOwnPlace() {
        SmallWorldWarcraft warcraft = new SmallWorldWarcraft();
        assertEquals(12, warcraft.boards().size(), "the twelve island faces are published");
        for (int seats = 2; seats <= 5; seats++) {
            var setup = (Decision.Accepted<SmallWorldEvent>)
                    warcraft.setup(new MatchSetup(seats, Map.of()), Rng.forVersion(seats, 0));
            SmallWorldState<?, ?> state = null;
            for (SmallWorldEvent e : setup.events()) state = warcraft.apply(state, e);
            Board board = warcraft.board(state).orElseThrow();
            assertEquals(state.mapId, board.id());
            assertEquals(List.of(), board.players(), "made for this match");
            Set<String> anchors = new HashSet<>();
            for (Board.Region r : board.regions()) {
                int island = ((Number) r.features().get("island")).intValue();
                Map<?, ?> frame =
                        (Map<?, ?>) ((Map<?, ?>) ((List<?>) board.features().get("islands")).get(island)).get("frame");
                double left = ((Number) frame.get("minX")).doubleValue();
                double top = ((Number) frame.get("minY")).doubleValue();
                double side = ((Number) frame.get("width")).doubleValue();
                assertTrue(r.at().x() >= left && r.at().x() <= left + side, r.id() + " in its island's column");
                assertTrue(r.at().y() >= top && r.at().y() <= top + side, r.id() + " in its island's row");
                assertTrue(anchors.add(r.at().x() + "," + r.at().y()), r.id() + " drawn apart from the others");
            }
            assertTrue(warcraft.board(state).orElseThrow() == board, "built once per set of faces");
        }
    }
}
