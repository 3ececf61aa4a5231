package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The board data file and its loader (spec §9, Appendix A.1; BOARD.md). */
class GreatFireBoardTest {
    static final GreatFireBoard BOARD = GreatFireBoard.standard();
    static final String BOARD_JSON = resource("greatfire/board.json");
    static final String CARDS_JSON = resource("greatfire/cards.json");

    static String resource(String path) {
        try (InputStream in = GreatFireBoardTest.class.getClassLoader().getResourceAsStream(path)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static Set<String> steps(String from, Direction d) {
        return Arrays.stream(BOARD.fireSteps(BOARD.indexOf(from), d))
                .mapToObj(BOARD::spaceId)
                .collect(Collectors.toSet());
    }

    @Test
    void everyLinkStatedInTheRulebookIsOnTheBoard() {
        // Spec §9.3, L1-L23.
        assertTrue(steps("SION_COLLEGE", Direction.E).contains("MOORGATE")); // l.45
        assertTrue(steps("SION_COLLEGE", Direction.S).contains("BREWERS_HALL")); // l.45
        for (Direction d : new Direction[] {Direction.S, Direction.E})
            assertTrue(steps("CRIPPLEGATE", d).contains("MOORGATE")); // l.47
        for (Direction d : new Direction[] {Direction.N, Direction.W})
            assertTrue(steps("MOORGATE", d).contains("CRIPPLEGATE"));
        for (Direction d : new Direction[] {Direction.N, Direction.E})
            assertTrue(steps("SION_COLLEGE", d).contains("FINSBURY"));
        for (Direction d : new Direction[] {Direction.S, Direction.W})
            assertTrue(steps("FINSBURY", d).contains("SION_COLLEGE"));
        assertTrue(steps("PUDDING_LANE", Direction.N).contains("S_BENNET")); // l.172 through the double arrows
        assertTrue(steps("S_BENNET", Direction.N).containsAll(Set.of("GUILD_HALL", "COLEMAN_STREET")));
        assertTrue(steps("S_BENNET", Direction.E).contains("S_MARY"));
        assertTrue(steps("S_BENNET", Direction.S).contains("TALLOW_HALL"));
        assertTrue(steps("S_BENNET", Direction.W).contains("CHEAPSIDE"));
        assertTrue(steps("PUDDING_LANE", Direction.N)
                .containsAll(Set.of("S_MARY", "BRIDGEWARD", "CANDLEWICK_WARD", "PEPYS_HOUSE"))); // l.176
        assertTrue(steps("PUDDING_LANE", Direction.W).containsAll(Set.of("TALLOW_HALL", "VOYNERS_HALL")));
        assertTrue(
                steps("PUDDING_LANE", Direction.E).containsAll(Set.of("PEPYS_HOUSE", "PHILPOTT_LANE", "BILLINGSGATE")));
        assertEquals(Set.of(), steps("PUDDING_LANE", Direction.S)); // l.215
        assertTrue(steps("GUILD_HALL", Direction.S).contains("CHEAPSIDE")); // l.195 (inferred L23)
        // Named facts: Aldgate 4, Bethnal 1, Guild Hall 4 (l.83, l.309); icons (l.53).
        assertEquals(4, BOARD.symbols(BOARD.indexOf("ALDGATE")));
        assertEquals(1, BOARD.symbols(BOARD.indexOf("BETHNAL")));
        assertEquals(4, BOARD.symbols(BOARD.indexOf("GUILD_HALL")));
        assertEquals("5", BOARD.setupIcon(BOARD.indexOf("CRIPPLEGATE")));
        assertEquals("4", BOARD.setupIcon(BOARD.indexOf("ST_BOTOLPHS")));
        assertEquals("4", BOARD.setupIcon(BOARD.indexOf("HOUNDS_DITCH")));
        for (String named : new String[] {"BREAD_STREET", "WATLIN_STREET", "ST_PAULS"})
            assertTrue(BOARD.isDistrict(BOARD.indexOf(named)));
    }

    // The array-backed id index: every id, as the board's object or an equal copy; unknown ids.
    @Test
    void indexOfFindsEveryIdAndNothingElse() {
        for (int i = 0; i < BOARD.size(); i++) {
            assertEquals(i, BOARD.indexOf(BOARD.spaceId(i)));
            assertEquals(i, BOARD.indexOf(new String(BOARD.spaceId(i).toCharArray())));
            assertEquals(-1, BOARD.indexOf(BOARD.spaceId(i) + "_"));
            assertEquals(-1, BOARD.indexOf(BOARD.spaceId(i).toLowerCase()));
        }
        assertEquals(-1, BOARD.indexOf(""));
        assertEquals(-1, BOARD.indexOf(null));
    }

    // Rules: every link has its reverse (§9.3); fire never enters a park (seed l.189).
    @Test
    void linksAreSymmetricAndParksNeverCarryFire() {
        for (int i = 0; i < BOARD.size(); i++) {
            for (Direction d : Direction.values()) {
                for (int j : BOARD.fireSteps(i, d)) {
                    final int from = i;
                    assertTrue(
                            Arrays.stream(BOARD.fireSteps(j, d.opposite())).anyMatch(k -> k == from),
                            BOARD.spaceId(i) + " " + d + " " + BOARD.spaceId(j));
                    assertFalse(BOARD.kind(j) == SpaceKind.PARK);
                }
            }
            for (int j : BOARD.moveNeighbours(i)) assertTrue(BOARD.moveAdjacent(j, i), "movement is symmetric");
        }
    }

    /** Replaces text inside the line of one space of the board file. */
    static String editSpace(String board, String spaceId, String from, String to) {
        StringBuilder out = new StringBuilder();
        for (String line : board.split("\n", -1)) {
            out.append(line.contains("\"id\": \"" + spaceId + "\"") ? line.replace(from, to) : line)
                    .append('\n');
        }
        return out.substring(0, out.length() - 1);
    }

    // Rules: the board is data, loaded from files and validated on load (spec A.1).
    @Test
    void anotherBoardFileInTheSameFormatReplacesThisOneWithoutCodeChanges() {
        // Regions of 31 and 29 symbols: the house split is no longer 5 per colour per region.
        String other = editSpace(
                editSpace(BOARD_JSON, "ALDERSGATE", "\"symbols\": 2", "\"symbols\": 3"),
                "HOLBORN",
                "\"symbols\": 2",
                "\"symbols\": 1");
        GreatFireRuleset ruleset = new GreatFireRuleset(GreatFireBoard.fromJson(other, CARDS_JSON));
        var harness = new io.boardstate.engine.PlayoutHarness<>(ruleset);
        for (int players = 3; players <= 6; players++) {
            var playout = harness.play(
                    GreatFirePlayoutTest.setupFor(players, players), players, 20_000, new Invariants(ruleset.board()));
            assertTrue(ruleset.result(playout.finalState()).isPresent());
        }
        GreatFireState s = Scenario.setUp(4, 3, Scenario.options()).state;
        assertEquals(3, s.houses.get(BOARD.indexOf("ALDERSGATE")).size() + 1, "the shipped board is unchanged");
    }

    static void rejects(String expectedFragment, String board, String cards) {
        GreatFireBoard.BoardFormatException e =
                assertThrows(GreatFireBoard.BoardFormatException.class, () -> GreatFireBoard.fromJson(board, cards));
        assertTrue(
                e.getMessage().contains(expectedFragment),
                () -> "message '" + e.getMessage() + "' should mention " + expectedFragment);
    }

    @Test
    void theLoaderNamesWhatIsWrong() {
        assertEquals(
                BOARD.size(), GreatFireBoard.fromJson(BOARD_JSON, CARDS_JSON).size(), "the shipped files load");
        rejects(
                "unknown district NOWHERE",
                BOARD_JSON.replace("\"arrows\": {\"E\": [\"CRIPPLEGATE\"]", "\"arrows\": {\"E\": [\"NOWHERE\"]"),
                CARDS_JSON);
        rejects(
                "asymmetric link: ALDERSGATE",
                BOARD_JSON.replace(
                        "\"arrows\": {\"E\": [\"CRIPPLEGATE\"], \"S\": [\"ST_BARTHOLOMEW\"]}",
                        "\"arrows\": {\"E\": [\"CRIPPLEGATE\"], \"S\": [\"ST_BARTHOLOMEW\"], \"N\": [\"FINSBURY\"]}"),
                CARDS_JSON);
        rejects(
                "lists CRIPPLEGATE twice",
                BOARD_JSON.replace(
                        "\"arrows\": {\"E\": [\"CRIPPLEGATE\"]",
                        "\"arrows\": {\"E\": [\"CRIPPLEGATE\", \"CRIPPLEGATE\"]"),
                CARDS_JSON);
        rejects(
                "missing field 'symbols'",
                BOARD_JSON.replace("\"region\": \"BLUE\", \"symbols\": 2,", "\"region\": \"BLUE\","),
                CARDS_JSON);
        rejects("120", BOARD_JSON.replaceFirst("\"symbols\": 2", "\"symbols\": 3"), CARDS_JSON);
        String southOfPuddingLane = BOARD_JSON
                .replace("\"arrows\": {\"N\": [\"S_MARY\"", "\"arrows\": {\"S\": [\"S_MARY\"], \"N\": [\"S_MARY\"")
                .replace("\"N\": [\"ROYAL_EXCHANGE\"]", "\"N\": [\"ROYAL_EXCHANGE\", \"PUDDING_LANE\"]");
        rejects("South arrow", southOfPuddingLane, CARDS_JSON);
        // A crossing with Pudding Lane in its north-west corner would let a South card leave it (l.215).
        String diagonalSouth = BOARD_JSON.replace(
                "\"nw\": \"S_BENNET\", \"ne\": \"S_MARY\", \"sw\": \"TALLOW_HALL\", \"se\": \"PUDDING_LANE\"",
                "\"nw\": \"PUDDING_LANE\", \"ne\": \"S_MARY\", \"sw\": \"TALLOW_HALL\", \"se\": \"S_BENNET\"");
        assertFalse(diagonalSouth.equals(BOARD_JSON));
        rejects("South arrow", diagonalSouth, CARDS_JSON);
        rejects("60 fire movement cards", BOARD_JSON, CARDS_JSON.replace("\"N\": 15", "\"N\": 14"));
        rejects(
                "intensification piles hold",
                BOARD_JSON,
                CARDS_JSON.replace("\"3\": 5, \"4\": 5", "\"3\": 5, \"4\": 6"));
        rejects("10 EXPLOSIVE", BOARD_JSON, CARDS_JSON.replace("\"EXPLOSIVE\": 10", "\"EXPLOSIVE\": 9"));
    }
}
