package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundFixture.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundCommand.*;
import io.boardstate.match.support.EngineCodec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The 15 races of spec section 7, one scenario or more each, on the 2-player board. */
class UndergroundRacesTest {

    @Test
    @DisplayName(
            "7.1 Cultists: the Great Ancient stands in the first land conquest, is immune, discounts its neighbours and leaves on decline [U 536]-[U 542], R-24")
    void cultists() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> c = f.active(0, "CULTISTS", "MINING");
        f.conquering(c, 10);
        f.play(0, new Conquer(MINE_EDGE)); // first conquest: an edge region
        assertEquals(MINE_EDGE, f.s.edition.greatAncient);
        // a neighbour of the Great Ancient costs 1 less: Mudpool 15 is empty, 2 - 1 = 1
        f.terrain(MUD_S, "MUDPOOL");
        assertEquals(1, Targets.cost(f.g(), c, MUD_S));
        RaceState<?> enemy = f.active(1, "OGRES", "STONE");
        f.conquering(enemy, 10);
        assertEquals("ILLEGAL_MOVE/IMMUNE_REGION", f.refused(1, new Conquer(MINE_EDGE)));
        // the decline takes it off the map
        f.s.currentSeat = 0;
        f.s.phase = io.boardstate.games.smallworld.core.Phase.TURN_START;
        f.play(0, new Decline());
        assertEquals(-1, f.s.edition.greatAncient);
    }

    @Test
    @DisplayName(
            "7.1 Cultists: the Great Ancient skips a River region and moves at the start of a later turn [U 541]-[U 542], R-24")
    void greatAncientMoves() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> c = f.active(0, "CULTISTS", "MINING");
        f.conquering(c, 10);
        f.play(0, new Conquer(RIVER_EDGE_N));
        assertEquals(-1, f.s.edition.greatAncient, "not in a River region");
        f.play(0, new Conquer(MINE_EDGE));
        assertEquals(MINE_EDGE, f.s.edition.greatAncient);
        f.play(0, new Conquer(MUD_S));
        c.pickedThisTurn = false;
        f.conquering(c, 3);
        f.play(0, new MoveGreatAncient(MUD_S));
        assertEquals(MUD_S, f.s.edition.greatAncient);
        assertEquals("ILLEGAL_MOVE/TOO_LATE", f.refused(0, new MoveGreatAncient(MINE_EDGE)));
    }

    @Test
    @DisplayName("7.2 Drow: +1 coin per region bordering no other race and no Monsters [U 544]-[U 549], R-30")
    void drow() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = f.active(0, "DROW", "MINING");
        f.put(d, MUD_S, 2); // alone
        f.put(d, CRYSTAL_EDGE_S, 2); // alone
        f.put(d, CRYSTAL_EDGE, 2); // next to Monsters in 8
        f.monsters(FOREST_MONSTER);
        f.endOfTurn(d);
        Map<String, Integer> score = score(f.play(0, new EndTurn(null)), 0);
        assertEquals(3, score.get("regions"));
        assertEquals(2, score.get("DROW"));
    }

    @Test
    @DisplayName(
            "7.3 Flames: the Volcano is placed right after the pick; its neighbours are conquered as if empty [U 551]-[U 553], R-8")
    void flames() {
        UndergroundFixture f = UndergroundFixture.start();
        f.s.marketRaces.set(0, "FLAMES");
        f.s.marketPowers.set(0, "MINING");
        f.play(0, new PickCombo(0));
        assertTrue(f.legal(0, new PlaceVolcano(VOLCANO)));
        assertEquals("ILLEGAL_MOVE/PROMPT_PENDING", f.refused(0, new Conquer(MINE_EDGE)));
        assertEquals("ILLEGAL_MOVE/NOT_A_VOLCANO_CHASM", f.refused(0, new PlaceVolcano(CHASM_NE)));
        f.play(0, new PlaceVolcano(VOLCANO));
        RaceState<?> flames = f.g().race(f.s.activeRace[0]);
        RaceState<?> enemy = f.active(1, "OGRES", "STONE");
        f.put(enemy, MINE_S, 4); // next to the Volcano: 2 + 4 tokens, as if empty: 2
        assertEquals(2, Targets.cost(f.g(), flames, MINE_S));
        f.put(enemy, BLACK_S, 3); // Black Mountain next to the Volcano keeps its +1: 3
        assertEquals(3, Targets.cost(f.g(), flames, BLACK_S));
        f.put(enemy, MUD_S, 3); // not linked to the Volcano: 5
        assertEquals(5, Targets.cost(f.g(), flames, MUD_S));
    }

    @Test
    @DisplayName(
            "7.4 Gnomes: opponents' abilities and Relics do not work on active Gnomes during their turn; Mummies still pay +1 [U 570]-[U 576], R-19")
    void gnomes() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> gnomes = f.active(1, "GNOMES", "MINING");
        f.put(gnomes, MUD_S, 1);
        RaceState<?> ogres = f.active(0, "OGRES", "VAMPIRE");
        f.put(ogres, MINE_EDGE, 2);
        assertEquals(3, Targets.cost(f.g(), ogres, MUD_S), "no Ogre discount against Gnomes: 2 + 1");
        f.conquering(ogres, 5);
        assertEquals("ILLEGAL_MOVE/GNOMES_PROTECTED", f.refused(0, new Vampirize(MUD_S)));
        RaceState<?> mummies = f.active(0, "MUMMIES", "STONE");
        f.put(mummies, MINE_N, 1);
        assertEquals(4, Targets.cost(f.g(), mummies, MUD_S), "Mummies pay +1 even against Gnomes");
        gnomes.declined = true;
        assertEquals(2, Targets.cost(f.g(), ogres, MUD_S), "declined Gnomes are not protected (R-19)");
    }

    @Test
    @DisplayName(
            "7.5 Iron Dwarves: one Silver Hammer per Mine at redeployment, usable from the next turn, never without a Dwarf [U 603]-[U 611], R-26")
    void ironDwarves() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = f.active(0, "IRON_DWARVES", "STONE");
        f.put(d, MINE_EDGE, 1);
        f.conquering(d, 4);
        f.play(0, new Conquer(MUD_S));
        f.play(0, new EndConquest());
        UndergroundRaceData e = (UndergroundRaceData) d.extra;
        assertEquals(1, e.hammerPool, "one Mine held: one Hammer");
        f.play(0, new PlaceTokens(MUD_S, d.hand));
        f.play(0, new FinishRedeploy());
        // next turn: the Hammer joins the troops in hand
        f.s.phase = io.boardstate.games.smallworld.core.Phase.TURN_START;
        f.newTurn();
        int onMap = f.s.tokens[MINE_EDGE] + f.s.tokens[MUD_S];
        f.play(0, new Expand());
        assertEquals(1, e.hammersInHand);
        assertEquals(onMap - 2 + 1, d.hand, "readied Dwarves and the Hammer");
        // the Hammer pays for a token of the next conquest, then leaves the map at redeployment
        f.play(0, new Conquer(17)); // Mystic Crystal next to 15: 2 tokens, one of them the Hammer
        assertEquals(0, e.hammersInHand);
        assertEquals(1, e.hammersOnMap);
        assertEquals(
                2,
                UndergroundViews.region(
                                f.g(), 17, UndergroundFixture.RULESET.edition().treasures())
                        .tokens(),
                "a Dwarf and the Hammer");
        UndergroundViews.PlayerView player = UndergroundViews.player(f.g(), Viewer.seat(0), 0);
        assertEquals(1, player.silverHammersOnBoard());
        assertEquals(
                player.active().tokensOnBoard() - 1, player.active().raceTokensOnBoard(), "the Hammer is no Dwarf");
        f.play(0, new EndConquest());
        assertEquals(0, e.hammersOnMap);
        assertEquals(2, e.hammerPool, "the Hammer is back in the pool, and the Mine held gives another ([U 603])");
    }

    @Test
    @DisplayName("7.5 Iron Dwarves: Hammers alone cannot conquer (C-4, R-26)")
    void hammersNeedADwarf() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = f.active(0, "IRON_DWARVES", "STONE");
        f.put(d, MINE_EDGE, 1);
        f.conquering(d, 0);
        UndergroundRaceData e = (UndergroundRaceData) d.extra;
        e.hammerPool = 2;
        e.hammersInHand = 2;
        d.hand = 2;
        assertEquals("ILLEGAL_MOVE/NO_DWARF_IN_HAND", f.refused(0, new Conquer(MUD_S)));
        UndergroundViews.PlayerView view = UndergroundViews.player(f.g(), Viewer.seat(0), 0);
        assertEquals(2, view.active().tokensInHand(), "pieces in hand, as before");
        assertEquals(0, view.active().raceTokensInHand(), "no Dwarf in hand: the view says so (issue 29)");
        assertEquals(2, view.silverHammersInHand());
    }

    /** Seat 0's Iron Dwarves, holding a Mine, conquering with 8 Dwarves and 3 Silver Hammers in hand (7.5). */
    private static RaceState<?> dwarvesWithThreeHammers(UndergroundFixture f) {
        RaceState<?> d = f.active(0, "IRON_DWARVES", "STONE");
        f.put(d, MINE_EDGE, 1);
        f.conquering(d, 8);
        UndergroundRaceData e = (UndergroundRaceData) d.extra;
        e.hammerPool = 3;
        e.hammersInHand = 3;
        d.hand += 3;
        return d;
    }

    @Test
    @DisplayName(
            "7.5 Iron Dwarves: each region's view says how many of its tokens are Silver Hammers, never all of them [U 214]-[U 217], [U 603]-[U 611], R-26")
    void hammersShownPerRegion() {
        UndergroundFixture f = UndergroundFixture.start();
        f.put(f.declined(1, "OGRES", "STONE"), MUD_S, 1);
        RaceState<?> d = dwarvesWithThreeHammers(f);
        assertTrue(Targets.cost(f.g(), d, MUD_S) >= 3, "a defended Mudpool: 2 Hammers and a Dwarf at least");
        f.play(0, new Conquer(MUD_S)); // 2 Hammers, the last Hammer is left
        f.play(0, new Conquer(CRYSTAL_S)); // 1 Hammer
        f.play(0, new Conquer(21)); // no Hammer left: Dwarves only
        assertEquals(List.of(2, 1, 0), List.of(hammersIn(f, MUD_S), hammersIn(f, CRYSTAL_S), hammersIn(f, 21)));
        int sum = 0;
        for (JsonNode r : view(f).get("regions")) {
            sum += r.path("silverHammers").asInt();
            if (r.path("silverHammers").asInt() > 0)
                assertTrue(r.get("tokens").asInt() - r.path("silverHammers").asInt() >= 1, "a Dwarf stays: " + r);
        }
        assertEquals(3, sum);
        assertEquals(
                sum, view(f).get("players").get(0).get("silverHammersOnBoard").asInt());
        f.play(0, new EndConquest());
        for (JsonNode r : view(f).get("regions"))
            assertEquals(0, r.path("silverHammers").asInt(), "gone at redeployment");
        assertFalse(new EngineCodec<>(RULESET).stateToJson(f.s).contains("hammersAt"), "nothing more to store");
    }

    @Test
    @DisplayName(
            "7.5 Iron Dwarves: a state stored mid-turn without where the Hammers stand shows none per region, the total still right (docs/adr/0004)")
    void hammersOfAnEarlierRelease() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> d = dwarvesWithThreeHammers(f);
        UndergroundRaceData e = (UndergroundRaceData) d.extra;
        EngineCodec<SmallWorldState<?, ?>, SmallWorldCommand, SmallWorldEvent> codec = new EngineCodec<>(RULESET);
        assertFalse(codec.stateToJson(f.s).contains("hammersAt"), "no Hammer on the map: stored as before");
        f.play(0, new Conquer(MUD_S));
        String json = codec.stateToJson(f.s);
        assertTrue(json.contains("\"hammersAt\":["), "where the Hammers stand is stored");
        f.s = (UndergroundState) codec.stateFromJson(json);
        assertEquals(1, hammersIn(f, MUD_S), "and read back");
        // the previous release reads past the member and writes the state back without it
        f.s = (UndergroundState) codec.stateFromJson(json.replaceAll(",\"hammersAt\":\\[[0-9,]*\\]", ""));
        f.play(0, new Conquer(CRYSTAL_S));
        assertEquals(List.of(0, 0), List.of(hammersIn(f, MUD_S), hammersIn(f, CRYSTAL_S)), "none rather than some");
        assertEquals(
                2, view(f).get("players").get(0).get("silverHammersOnBoard").asInt(), "the total still tells");
    }

    private static JsonNode view(UndergroundFixture f) {
        return EngineCodec.MAPPER.valueToTree(UndergroundFixture.RULESET.view(f.s, Viewer.spectator()));
    }

    private static int hammersIn(UndergroundFixture f, int region) {
        JsonNode r = view(f).get("regions").get(region);
        assertEquals(region, r.get("id").asInt());
        return r.path("silverHammers").asInt();
    }

    @Test
    @DisplayName(
            "7.6 Kraken: they stay on River regions at redeployment and score them; other races must leave [U 590]-[U 594], [U 333]-[U 340]")
    void kraken() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> k = f.active(0, "KRAKEN", "MINING");
        f.conquering(k, 6);
        f.play(0, new Conquer(RIVER_EDGE_N));
        assertEquals(1, f.s.tokens[RIVER_EDGE_N], "an empty River costs 1 token ([U 241])");
        f.play(0, new Conquer(RIVER_C));
        f.play(0, new EndConquest());
        assertEquals(2, k.regions, "the Kraken keep their River regions");
        RaceState<?> other = f.active(1, "OGRES", "STONE");
        f.conquering(other, 6);
        f.play(1, new Conquer(RIVER_EDGE_S));
        f.play(1, new Conquer(MUD_EDGE));
        f.play(1, new EndConquest());
        assertEquals(-1, f.s.owner[RIVER_EDGE_S], "other races leave the River at redeployment ([U 241]-[U 244])");
        assertTrue(other.hand >= 1, "the River tokens are back in hand to redeploy");
    }

    @Test
    @DisplayName(
            "7.7 Liches: in decline, a conqueror pays them a coin; without coins he cannot conquer them [U 596]-[U 600], R-20")
    void liches() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> l = f.declined(1, "LICHES", "MINING");
        f.put(l, MUD_S, 1);
        f.put(l, CRYSTAL_EDGE_S, 1);
        RaceState<?> x = f.active(0, "OGRES", "STONE");
        f.put(x, MINE_EDGE, 1);
        f.conquering(x, 5);
        int before0 = f.s.coins[0], before1 = f.s.coins[1];
        f.play(0, new Conquer(MUD_S));
        assertEquals(before0 - 1, f.s.coins[0]);
        assertEquals(before1 + 1, f.s.coins[1]);
        assertEquals(
                List.of(new CoinChange(0, -1, Coins.TOLL, "LICHES"), new CoinChange(1, 1, Coins.TOLL, "LICHES")),
                f.coins,
                "the toll is in the conquest's ledger");
        f.put(x, 27, 1);
        f.s.coins[0] = 0;
        assertEquals("ILLEGAL_MOVE/LICHES_TOLL_UNPAID", f.refused(0, new Conquer(CRYSTAL_EDGE_S)));
    }

    @Test
    @DisplayName(
            "7.8 Lizardmen: they pass through River regions, occupied or not, without conquering them [U 614]-[U 621], R-21")
    void lizardmen() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> z = f.active(0, "LIZARDMEN", "STONE");
        f.put(z, MUD_N, 2); // borders Rivers 11 and 12
        RaceState<?> k = f.active(1, "KRAKEN", "MINING");
        f.put(k, RIVER_C, 1);
        f.conquering(z, 5);
        assertTrue(f.legal(0, new Conquer(CRYSTAL_S)), "across River 12 (held by Kraken)");
        assertTrue(f.legal(0, new Conquer(MUD_EDGE)), "across Rivers 12 and 13");
        RaceState<?> ogres = f.active(0, "OGRES", "STONE");
        f.put(ogres, 25, 1);
        f.conquering(ogres, 5);
        assertEquals("ILLEGAL_MOVE/NOT_ADJACENT", f.refused(0, new Conquer(CRYSTAL_S)));
    }

    @Test
    @DisplayName(
            "7.9 Mudmen: one new Mudman from the tray per Mudpool held, at redeployment [U 630]-[U 634], [U 346]-[U 349]")
    void mudmen() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> m = f.active(0, "MUDMEN", "STONE");
        f.put(m, MUD_S, 1);
        f.put(m, MUD_EDGE, 1);
        f.conquering(m, 0);
        int tray = f.s.tray[f.g().tray(m)];
        f.play(0, new EndConquest());
        assertEquals(2, m.hand, "two Mudpools: two new Mudmen");
        assertEquals(tray - 2, f.s.tray[f.g().tray(m)]);
    }

    @Test
    @DisplayName(
            "7.10 and 7.11: Mummies pay one token more per conquest, Ogres one less, never below 1 [U 585]-[U 588], [U 622]-[U 623]")
    void mummiesAndOgres() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> mummies = f.active(0, "MUMMIES", "STONE");
        RaceState<?> ogres = f.active(1, "OGRES", "MINING");
        f.put(mummies, MINE_EDGE, 1);
        f.put(ogres, CRYSTAL_EDGE_S, 1);
        assertEquals(3, Targets.cost(f.g(), mummies, MUD_S));
        assertEquals(1, Targets.cost(f.g(), ogres, 27), "empty Mushroom Forest: 2 - 1");
        assertEquals(1, Targets.cost(f.g(), ogres, RIVER_EDGE_S), "an empty River: 1, no lower");
    }

    @Test
    @DisplayName(
            "7.12 Shadow Mimes: the badge is swapped with another visible combo's, coins stay, tokens follow the new badge [U 578]-[U 583], R-27")
    void shadowMimes() {
        UndergroundFixture f = UndergroundFixture.start();
        f.s.marketRaces.set(1, "SHADOW_MIMES");
        f.s.marketPowers.set(1, "FLOCKING"); // badge 5
        f.s.marketPowers.set(3, "MUDDY"); // badge 3
        f.s.marketCoins.set(3, 2);
        f.play(0, new PickComboSwapping(1, 3));
        RaceState<?> mimes = f.g().race(f.s.activeRace[0]);
        assertEquals("MUDDY", mimes.power);
        assertEquals(7 + 3, mimes.hand);
        assertTrue(f.s.marketPowers.contains("FLOCKING"));
        assertEquals(2, f.s.marketCoins.get(f.s.marketPowers.indexOf("FLOCKING")), "the coins stay with their combo");
        assertEquals("ILLEGAL_MOVE/WRONG_PHASE", f.refused(0, new PickComboSwapping(0, 1)));
    }

    @Test
    @DisplayName(
            "7.13 Shrooms with Mystic: 3 regions, one Mystic Crystal: 3 + 1 coins; +1 per Mushroom Forest [U 555]-[U 558], [U 371]-[U 373]")
    void shrooms() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> s = f.active(0, "SHROOMS", "MYSTIC");
        f.put(s, MUD_S, 1);
        f.put(s, CRYSTAL_S, 1);
        f.put(s, MINE_EDGE, 1);
        f.endOfTurn(s);
        Map<String, Integer> score = score(f.play(0, new EndTurn(null)), 0);
        assertEquals(Map.of("regions", 3, "MYSTIC", 1), score, "the seed's worked example");
        UndergroundFixture g = UndergroundFixture.start();
        RaceState<?> t = g.active(0, "SHROOMS", "MINING");
        g.put(t, FOREST_C, 1);
        g.put(t, 27, 1);
        g.endOfTurn(t);
        assertEquals(2, score(g.play(0, new EndTurn(null)), 0).get("SHROOMS"));
    }

    @Test
    @DisplayName(
            "7.14 Spiderines: regions by a Chasm are in reach and may be the first conquest [U 625]-[U 628], [U 635], R-22")
    void spiderines() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> sp = f.active(0, "SPIDERINES", "STONE");
        f.conquering(sp, 8);
        f.terrain(MINE_N, "MINE");
        assertTrue(f.legal(0, new Conquer(MINE_N)), "not at the edge, but by Chasm 0");
        f.play(0, new Conquer(MINE_N));
        assertTrue(f.legal(0, new Conquer(BLACK_S)), "far away, by the Volcano chasm");
        RaceState<?> ogres = f.active(1, "OGRES", "STONE");
        f.conquering(ogres, 8);
        assertEquals("ILLEGAL_MOVE/NOT_ON_BORDER", f.refused(1, new Conquer(MINE_N)));
    }

    @Test
    @DisplayName(
            "7.15 Will-o'-Wisps: name a Mystic Crystal (or its neighbour), roll, then conquer if the tokens suffice [U 560]-[U 564], R-25")
    void willOWisps() {
        UndergroundFixture f = UndergroundFixture.start();
        RaceState<?> w = f.active(0, "WILL_O_WISPS", "STONE");
        f.put(w, CRYSTAL_EDGE, 1);
        f.put(w, MUD_EDGE, 1);
        f.conquering(w, 1);
        assertEquals("ILLEGAL_MOVE/NOT_NEAR_MYSTIC_CRYSTAL", f.refused(0, new WispsConquer(FOREST_C)));
        List<SmallWorldEvent> events = f.play(0, new WispsConquer(MINE_N)); // next to their Crystal
        UndergroundEvent.WispsDieRolled roll = (UndergroundEvent.WispsDieRolled) events.get(0);
        assertEquals(2, roll.cost());
        boolean conquered = events.stream().anyMatch(e -> e instanceof RegionConquered);
        assertEquals(roll.success(), conquered);
        assertEquals(roll.die() >= 1, roll.success(), "one token: success with a roll of 1 or more");
        if (!roll.success()) assertTrue(f.s.conquestEnded, "a failed roll ends the conquests (R-25)");
    }
}
