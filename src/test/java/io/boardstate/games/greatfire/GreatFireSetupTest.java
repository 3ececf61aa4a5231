package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceOwner;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceTeam;
import io.boardstate.games.greatfire.GreatFireEvent.HandRedealt;
import io.boardstate.games.greatfire.GreatFireEvent.SecretsDealt;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Setup for 3-6 players (seed §2 l.73-134, spec §2). */
class GreatFireSetupTest {
    static final GreatFireBoard BOARD = Scenario.BOARD;

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void housesFillEverySymbolWithTwentyOfEachColour(int players) {
        GreatFireState s = Scenario.setUp(players, 11 + players, Scenario.options()).state;
        // Spec §2.2: all 120 houses start on the board, one per symbol; each colour 20 (seed l.23, l.37).
        Map<Colour, Integer> perColour = new EnumMap<>(Colour.class);
        for (int d = 0; d < BOARD.size(); d++) {
            assertEquals(BOARD.symbols(d), s.houses.get(d).size(), "houses = symbols in " + BOARD.spaceId(d));
            for (Colour c : s.houses.get(d)) perColour.merge(c, 1, Integer::sum);
            // Seed l.87: rearranged inside regions so no district repeats a colour.
            assertEquals(
                    s.houses.get(d).size(),
                    new HashSet<>(s.houses.get(d)).size(),
                    "no repeated colour in " + BOARD.spaceId(d));
        }
        for (Colour c : Colour.values()) assertEquals(20, perColour.get(c));
        // Each region shows 30 symbols on this board: 5 houses of each colour per region (spec §2.2).
        for (Region r : Region.values()) {
            Map<Colour, Integer> inRegion = new EnumMap<>(Colour.class);
            for (int d = 0; d < BOARD.size(); d++) {
                if (BOARD.isDistrict(d) && BOARD.region(d) == r)
                    for (Colour c : s.houses.get(d)) inRegion.merge(c, 1, Integer::sum);
            }
            for (Colour c : Colour.values()) assertEquals(5, inRegion.get(c), r + " " + c);
        }
        assertEquals(25, s.freeCones[BOARD.puddingLane()], "25 cones on Pudding Lane (seed l.79)");
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void secretsObjectivesHandsAndTiles(int players) {
        GreatFireState s = Scenario.setUp(players, 99, Scenario.options()).state;
        // Seed l.95: one colour card each, all different.
        assertEquals(players, new HashSet<>(s.secretColours).size());
        assertFalse(s.secretColours.contains(null));
        // Seed l.99: one objective from each deck I, II, III.
        Set<String> allObjectives = new HashSet<>();
        for (int seat = 0; seat < players; seat++) {
            List<String> objectives = s.objectives.get(seat);
            assertEquals(3, objectives.size());
            for (int deck = 1; deck <= 3; deck++)
                assertEquals(deck, BOARD.objective(objectives.get(deck - 1)).deck());
            allObjectives.addAll(objectives);
            // Seed l.101: five cards, never all the same direction.
            assertEquals(5, s.hands.get(seat).size());
            assertTrue(new HashSet<>(s.hands.get(seat)).size() >= 2);
            assertTrue(s.heldTiles.get(seat).isEmpty());
        }
        assertEquals(3 * players, allObjectives.size(), "objective cards are dealt, not copied");
        // Seed l.89: one face-down tile on each of the 20 yellow-band districts, 10/6/4.
        Map<Tile, Integer> tiles = new EnumMap<>(Tile.class);
        for (int d = 0; d < BOARD.size(); d++) {
            assertEquals(BOARD.yellowBand(d), s.boardTiles.get(d) != null, BOARD.spaceId(d));
            if (s.boardTiles.get(d) != null) tiles.merge(s.boardTiles.get(d), 1, Integer::sum);
        }
        assertEquals(Map.of(Tile.EXPLOSIVE, 10, Tile.DOUBLE_MOVE, 6, Tile.ONE_VP, 4), tiles);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 4, 5, 6})
    void fireDeckIsBuiltFromTheIntensificationCardsForThePlayerCount(int players) {
        Scenario sc = Scenario.setUp(players, 5, Scenario.options());
        GreatFireState s = sc.state;
        // Seed l.109-111: A-F with 3 or 6 players, A-D with 4, A-E with 5.
        List<String> expectedLetters =
                List.of("A", "B", "C", "D", "E", "F").subList(0, players == 4 ? 4 : players == 5 ? 5 : 6);
        List<String> letters = new ArrayList<>();
        List<Integer> piles = new ArrayList<>();
        int pile = 0;
        for (String entry : s.deck) {
            if (DeckEntries.isIntensification(entry)) {
                letters.add(DeckEntries.letterOf(entry));
                piles.add(pile);
                pile = 0;
            } else {
                pile++;
            }
        }
        assertEquals(expectedLetters, letters);
        assertEquals(0, pile, "the last intensification card is at the bottom (seed l.117-119)");
        for (int k = 0; k < letters.size(); k++)
            assertEquals(BOARD.fireCardsUnder(letters.get(k), players), piles.get(k), "pile " + letters.get(k));
        // Seed l.123: 12/8/5/0 fire cards boxed; spec §2.9: 33/32/30/30 in the deck.
        int inDeck = piles.stream().mapToInt(Integer::intValue).sum();
        assertEquals(Map.of(3, 33, 4, 32, 5, 30, 6, 30).get(players), inDeck);
        GreatFireEvent.DeckBuilt built = (GreatFireEvent.DeckBuilt) sc.log.stream()
                .filter(e -> e instanceof GreatFireEvent.DeckBuilt)
                .findFirst()
                .orElseThrow();
        assertEquals(Map.of(3, 12, 4, 8, 5, 5, 6, 0).get(players), built.boxedFireCards());
    }

    @Test
    void threePlayersPlaceTwoTeamsEachInSeatOrder() {
        GreatFireState s = Scenario.setUp(3, 1, Scenario.options()).state;
        // Seed l.129 "ripetendo la cosa": P0, P1, P2, P0, P1, P2 (spec Q32).
        assertEquals(List.of(0, 1, 2, 0, 1, 2), s.teamPlacers);
        assertEquals(0, java.util.Arrays.stream(s.idleTeams).sum());
    }

    @Test
    void fourPlayersStartWithTeamsOnHoundsDitchAndStBotolphs() {
        Scenario sc = Scenario.setUp(4, 1, Scenario.options());
        // Seed l.130: the "4" icons.
        assertEquals(1, sc.state.idleTeams[sc.i("HOUNDS_DITCH")]);
        assertEquals(1, sc.state.idleTeams[sc.i("ST_BOTOLPHS")]);
        assertEquals(2, java.util.Arrays.stream(sc.state.idleTeams).sum());
        assertEquals(List.of(0, 1, 2, 3), sc.state.teamPlacers);
    }

    @Test
    void fivePlayersStartWithATeamOnCripplegate() {
        Scenario sc = Scenario.setUp(5, 1, Scenario.options());
        // Seed l.131: the "5" icon.
        assertEquals(1, sc.state.idleTeams[sc.i("CRIPPLEGATE")]);
        assertEquals(1, java.util.Arrays.stream(sc.state.idleTeams).sum());
        assertEquals(List.of(0, 1, 2, 3, 4), sc.state.teamPlacers);
    }

    @Test
    void sixPlayersPlaceOneTeamEach() {
        Scenario sc = Scenario.setUp(6, 1, Scenario.options());
        // Seed l.132; the icons are ignored with 3 or 6 players (l.53).
        assertEquals(0, java.util.Arrays.stream(sc.state.idleTeams).sum());
        assertEquals(List.of(0, 1, 2, 3, 4, 5), sc.state.teamPlacers);
    }

    @Test
    void teamsAndPawnsStartOutsideTheGreenRegionAndPuddingLane() {
        Scenario sc = Scenario.setUp(6, 3, Scenario.options());
        // Seed l.127: not the green region, not Pudding Lane; parks are not districts (spec Q11).
        sc.rejectWith("ILLEGAL_MOVE/SETUP_PLACEMENT", 0, new PlaceTeam("S_BENNET"));
        sc.rejectWith("ILLEGAL_MOVE/SETUP_PLACEMENT", 0, new PlaceTeam("PUDDING_LANE"));
        sc.rejectWith("ILLEGAL_MOVE/SETUP_PLACEMENT", 0, new PlaceTeam("MOOR_FIELDS"));
        sc.rejectWith("ILLEGAL_MOVE/UNKNOWN_DISTRICT", 0, new PlaceTeam("ATLANTIS"));
        sc.rejectWith(RuleViolation.NOT_YOUR_TURN, 1, new PlaceTeam("ALDGATE"));
        sc.rejectWith("ILLEGAL_MOVE/PHASE", 0, new PlaceOwner("ALDGATE"));
        for (int k = 0; k < 6; k++) sc.accept(k, new PlaceTeam("ALDGATE")); // several teams may share (Example 6)
        assertEquals(6, sc.state.idleTeams[sc.i("ALDGATE")]);
        assertEquals(Phase.SETUP_OWNERS, sc.state.phase);
        // Seed l.134: pawns likewise, from the first player, any number per district.
        sc.rejectWith("ILLEGAL_MOVE/SETUP_PLACEMENT", 0, new PlaceOwner("TALLOW_HALL"));
        for (int k = 0; k < 6; k++) sc.accept(k, new PlaceOwner("FINSBURY"));
        assertEquals(Phase.FIRE, sc.state.phase);
        assertEquals(0, sc.state.currentSeat);
        assertEquals(4, sc.state.actionPoints);
    }

    @Test
    void randomFirstPlayerRotatesEveryOrder() {
        Set<Integer> firsts = new HashSet<>();
        for (long seed = 0; seed < 40; seed++) {
            GreatFireState s =
                    Scenario.setUp(4, seed, Scenario.options(GreatFireOptions.RANDOM_FIRST_PLAYER, true)).state;
            firsts.add(s.firstSeat);
            assertEquals(
                    s.firstSeat, (int) s.teamPlacers.get(0), "placement starts with the first player (seed l.130)");
        }
        assertEquals(4, firsts.size(), "seed l.103: the first player may be chosen at random");
    }

    @Test
    void handsOfFiveIdenticalCardsAreShownAndRedealt() {
        // Seed l.101: five identical cards -> show, shuffle back, draw five more, until they differ.
        int found = 0;
        for (long seed = 0; seed < 3000 && found < 3; seed++) {
            Decision<GreatFireEvent> d = Scenario.RULESET.setup(new MatchSetup(6, Map.of()), Rng.of(seed));
            List<GreatFireEvent> events = ((Decision.Accepted<GreatFireEvent>) d).events();
            for (GreatFireEvent e : events) {
                if (!(e instanceof HandRedealt r)) continue;
                found++;
                assertEquals(5, r.revealedHand().size());
                assertEquals(1, new HashSet<>(r.revealedHand()).size(), "only a hand of 5 identical cards is redealt");
                SecretsDealt dealt = (SecretsDealt) events.stream()
                        .filter(x -> x instanceof SecretsDealt sd && sd.seat() == r.seat())
                        .findFirst()
                        .orElseThrow();
                assertTrue(new HashSet<>(dealt.hand()).size() >= 2, "the final hand holds two directions at least");
            }
        }
        assertTrue(found > 0, "some seed among 3000 deals five identical cards");
    }

    @Test
    void wildFireIsMandatoryWithFiveAndSixPlayersOptionalOtherwise() {
        // Seed l.221: "obbligatoria con 5 e 6 giocatori, opzionale altrimenti".
        assertFalse(Scenario.setUp(3, 1, Scenario.options()).state.rules.wildFire());
        assertTrue(Scenario.setUp(4, 1, Scenario.options(GreatFireOptions.WILD_FIRE, true))
                .state
                .rules
                .wildFire());
        assertTrue(Scenario.setUp(5, 1, Scenario.options(GreatFireOptions.WILD_FIRE, false))
                .state
                .rules
                .wildFire());
        assertTrue(Scenario.setUp(6, 1, Scenario.options()).state.rules.wildFire());
    }

    @Test
    void publicColoursGiveEachPlayerThePawnOfItsColour() {
        // Variant 8.1 (seed l.348).
        GreatFireState s = Scenario.setUp(5, 8, Scenario.options(GreatFireOptions.PUBLIC_COLOURS, true)).state;
        assertEquals(s.secretColours, s.pawnColours);
        GreatFireViews.GreatFireView spectator = GreatFireViews.view(BOARD, s, io.boardstate.engine.Viewer.spectator());
        for (var p : spectator.players()) {
            assertNotNull(p.colour(), "colours are public");
            assertNull(p.objectives(), "objectives stay secret");
        }
    }

    // Rules: 3-6 players (seed l.7); the match options and their values (§10).
    @Test
    void playerCountAndOptionsAreValidated() {
        assertTrue(Scenario.RULESET.setup(new MatchSetup(2, Map.of()), Rng.of(1)) instanceof Decision.Rejected);
        assertTrue(Scenario.RULESET.setup(new MatchSetup(7, Map.of()), Rng.of(1)) instanceof Decision.Rejected);
        Decision<GreatFireEvent> bad = Scenario.RULESET.setup(
                new MatchSetup(4, Map.of(GreatFireOptions.PRIORITY_SCOPE, "NEAREST")), Rng.of(1));
        assertEquals(
                RuleViolation.INVALID_OPTION,
                ((Decision.Rejected<GreatFireEvent>) bad).violation().code());
        Decision<GreatFireEvent> notBoolean =
                Scenario.RULESET.setup(new MatchSetup(4, Map.of(GreatFireOptions.WILD_FIRE, "yes")), Rng.of(1));
        assertEquals(
                RuleViolation.INVALID_OPTION,
                ((Decision.Rejected<GreatFireEvent>) notBoolean).violation().code());
        Decision<GreatFireEvent> unknown = Scenario.RULESET.setup(new MatchSetup(4, Map.of("wind", true)), Rng.of(1));
        assertEquals(
                RuleViolation.INVALID_OPTION,
                ((Decision.Rejected<GreatFireEvent>) unknown).violation().code());
    }

    // Rules: all randomness happens in setup, from one seeded generator (spec A.3).
    @Test
    void setupIsDeterministicForASeed() {
        Decision<GreatFireEvent> a = Scenario.RULESET.setup(new MatchSetup(5, Map.of()), Rng.of(77));
        Decision<GreatFireEvent> b = Scenario.RULESET.setup(new MatchSetup(5, Map.of()), Rng.of(77));
        assertEquals(a, b);
    }
}
