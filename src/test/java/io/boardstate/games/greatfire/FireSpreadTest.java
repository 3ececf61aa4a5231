package io.boardstate.games.greatfire;

import static io.boardstate.games.greatfire.Direction.E;
import static io.boardstate.games.greatfire.Direction.N;
import static io.boardstate.games.greatfire.Direction.S;
import static io.boardstate.games.greatfire.Direction.W;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.greatfire.GreatFireCommand.DeclareNoValidMove;
import io.boardstate.games.greatfire.GreatFireCommand.MoveOwner;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceIntensificationCone;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireCommand.UseDoubleMove;
import io.boardstate.games.greatfire.GreatFireEvent.ExtraIntensificationOwed;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationResolved;
import io.boardstate.games.greatfire.GreatFireEvent.NoValidMove;
import io.boardstate.games.greatfire.GreatFireEvent.TurnEnded;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Phase A, fire spread (seed §4 l.144-229, spec §4). */
class FireSpreadTest {
    @Test
    void firstTurnSouthCardIsNotPlayableFromPuddingLane() {
        // Seed l.215: "al primo turno ... giocare una carta Sud non è una mossa valida".
        Scenario sc = Scenario.started(4).hand(0, S, S, S, S, N);
        assertEquals(Set.of(), sc.destinations(S));
        assertTrue(sc.state.freeCones[sc.i("PUDDING_LANE")] >= 2);
        sc.rejectWith("ILLEGAL_MOVE/UNPLAYABLE_CARD", 0, new SpreadFire(S, "PUDDING_LANE", "TALLOW_HALL"));
        // Pudding Lane's own neighbours (seed l.176), plus S. Bennet across the double arrows (the
        // NW diagonal, taken with N or W; in Example 3 it already burns, so l.176 does not list it).
        assertEquals(Set.of("S_MARY", "BRIDGEWARD", "CANDLEWICK_WARD", "PEPYS_HOUSE", "S_BENNET"), sc.destinations(N));
        assertEquals(Set.of("PEPYS_HOUSE", "PHILPOTT_LANE", "BILLINGSGATE"), sc.destinations(E));
        assertEquals(Set.of("TALLOW_HALL", "VOYNERS_HALL", "S_BENNET"), sc.destinations(W));
    }

    @Test
    void example3ConeCrossesBurningSBennetThroughTheDoubleArrows() {
        // Seed l.172-176: PL -> (diagonal) S. Bennet, which already burns, then the card's direction.
        Scenario sc = Scenario.started(4).burning("S_BENNET", 1);
        assertEquals(
                Set.of("S_MARY", "BRIDGEWARD", "CANDLEWICK_WARD", "PEPYS_HOUSE", "GUILD_HALL", "COLEMAN_STREET"),
                sc.destinations(N));
        assertEquals(Set.of("S_MARY", "PEPYS_HOUSE", "PHILPOTT_LANE", "BILLINGSGATE"), sc.destinations(E));
        assertEquals(Set.of("TALLOW_HALL"), sc.destinations(S));
        assertEquals(Set.of("CHEAPSIDE", "TALLOW_HALL", "VOYNERS_HALL"), sc.destinations(W));
        // S. Bennet holds a single cone: never take the last one (seed l.154); only PL is a source.
        assertEquals(Set.of("PUDDING_LANE"), sc.sources(N));
        sc.hand(0, N, E, S, W, N);
        FireSpread f = sc.only(sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "GUILD_HALL")), FireSpread.class);
        assertEquals("GUILD_HALL", f.destination());
        assertEquals(List.of(E, S, W, N), sc.state.hands.get(0), "the played card left the hand");
        assertEquals(List.of(N), sc.state.playedCards);
    }

    @Test
    void example4PrioritiesCompareEverythingTheSourceReaches() {
        // Seed l.193-195: PL, S. Bennet and Guild Hall burn; a South card reaches Cheapside (a loop
        // north then down), Tallow Hall and Billingsgate, all priority 1.
        Scenario sc = Scenario.started(4)
                .burning("S_BENNET", 1)
                .burning("GUILD_HALL", 2)
                .burning("PHILPOTT_LANE", 1);
        assertEquals(Set.of("CHEAPSIDE", "TALLOW_HALL", "BILLINGSGATE"), sc.destinations(S));
        // "avrebbe potuto scegliere un cono Fuoco anche da Guild Hall".
        assertEquals(Set.of("PUDDING_LANE", "GUILD_HALL"), sc.sources(S));
        // Teams make a district with houses priority 2: it cannot be chosen while a 1 exists.
        sc.teams("TALLOW_HALL", 1);
        assertEquals(Set.of("CHEAPSIDE", "BILLINGSGATE"), sc.destinations(S));
        sc.hand(0, S, S, N, N, E);
        sc.rejectWith("ILLEGAL_MOVE/FIRE_PRIORITY", 0, new SpreadFire(S, "PUDDING_LANE", "TALLOW_HALL"));
        // An empty (burnt) district is priority 3 (Watlin Street in Example 4).
        sc.burnt("CHEAPSIDE");
        assertEquals(Set.of("BILLINGSGATE"), sc.destinations(S));
        sc.rejectWith("ILLEGAL_MOVE/FIRE_PRIORITY", 0, new SpreadFire(S, "GUILD_HALL", "CHEAPSIDE"));
        sc.rejectWith("ILLEGAL_MOVE/FIRE_DESTINATION", 0, new SpreadFire(S, "PUDDING_LANE", "ALDGATE"));
        sc.accept(0, new SpreadFire(S, "GUILD_HALL", "BILLINGSGATE"));
        assertEquals(1, sc.state.freeCones[sc.i("GUILD_HALL")], "the cone came from Guild Hall");
    }

    @Test
    void priorityThreeBeatsFour() {
        // Seed l.186-187: empty without teams (3) before empty with teams (4).
        Scenario sc = Scenario.started(4)
                .burning("S_BENNET", 1)
                .burning("GUILD_HALL", 2)
                .burning("PHILPOTT_LANE", 1);
        sc.burnt("TALLOW_HALL")
                .burnt("CHEAPSIDE")
                .teams("CHEAPSIDE", 1)
                .burnt("BILLINGSGATE")
                .teams("BILLINGSGATE", 2);
        assertEquals(Set.of("TALLOW_HALL"), sc.destinations(S));
        sc.burnt("TALLOW_HALL").teams("TALLOW_HALL", 1);
        assertEquals(
                Set.of("TALLOW_HALL", "CHEAPSIDE", "BILLINGSGATE"), sc.destinations(S), "all priority 4: free choice");
    }

    @Test
    void perExitScopeComparesOnlyTheNeighboursOfTheExit() {
        // Spec Q6 option PER_EXIT: each exit district ranks its own neighbours.
        Scenario sc = Scenario.started(4, Scenario.options(GreatFireOptions.PRIORITY_SCOPE, "PER_EXIT"));
        sc.burning("S_BENNET", 1)
                .burning("GUILD_HALL", 2)
                .burning("PHILPOTT_LANE", 1)
                .teams("TALLOW_HALL", 1);
        // Tallow Hall (priority 2) is S. Bennet's only South neighbour besides burning PL, so it stays.
        assertEquals(Set.of("CHEAPSIDE", "TALLOW_HALL", "BILLINGSGATE"), sc.destinations(S));
    }

    @Test
    void neverTakeTheLastConeAndOnlyAFreeOne() {
        // Seed l.152-154: >= 2 cones, >= 1 free; with 1 free + 1 controlled only the free one moves.
        Scenario sc = Scenario.started(4).burning("GUILD_HALL", 1).hand(0, N, N, E, E, W);
        sc.rejectWith("ILLEGAL_MOVE/FIRE_SOURCE", 0, new SpreadFire(N, "GUILD_HALL", "BREWERS_HALL"));
        sc.state.controlledCones[sc.i("GUILD_HALL")] = 1; // a team sits on a second cone
        assertTrue(sc.sources(N).contains("GUILD_HALL"));
        sc.accept(0, new SpreadFire(N, "GUILD_HALL", "BREWERS_HALL"));
        assertEquals(0, sc.state.freeCones[sc.i("GUILD_HALL")]);
        assertEquals(
                1,
                sc.state.controlledCones[sc.i("GUILD_HALL")],
                "the controlled cone stays: the fire there is contained");
    }

    @Test
    void containedFireEndsTheChainButCanBeEntered() {
        // Seed l.189: fire may enter a contained district; only free fire carries the chain (l.152).
        Scenario sc = Scenario.started(4).burnt("S_BENNET");
        sc.state.controlledCones[sc.i("S_BENNET")] = 1;
        assertFalse(sc.destinations(N).contains("GUILD_HALL"), "the cone cannot travel through contained S. Bennet");
        assertTrue(FireMoves.enterable(Scenario.BOARD, sc.state, sc.i("S_BENNET")));
        assertEquals(4, FireMoves.priority(sc.state, sc.i("S_BENNET")), "empty with a team: priority 4");
    }

    @Test
    void firstArrivalBurnsHousesAddsConesAndGivesTheTile() {
        // Seed l.203-211: houses to the VP track (-2 VP each), one cone per house, the mover takes the tile.
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W);
        int bridgeward = sc.i("BRIDGEWARD");
        sc.state.houses.set(bridgeward, new ArrayList<>(List.of(Colour.C2, Colour.C2, Colour.C5)));
        Tile tile = sc.state.boardTiles.get(bridgeward);
        assertTrue(tile != null, "Bridgeward is a yellow-band district on this board");
        FireSpread f = sc.only(sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "BRIDGEWARD")), FireSpread.class);
        assertEquals(List.of(Colour.C2, Colour.C2, Colour.C5), f.burntHouses());
        assertEquals(4, sc.state.freeCones[bridgeward], "1 arriving + 3 for the houses");
        assertTrue(sc.state.houses.get(bridgeward).isEmpty());
        assertEquals(List.of(tile), sc.state.heldTiles.get(0));
        assertNull(sc.state.boardTiles.get(bridgeward));
        // Example 5 (seed l.207): blue lost 2 houses and now has 36 VP.
        assertEquals(36, Scoring.VP_PER_HOUSE * sc.state.housesOf(Colour.C2));
        assertEquals(25, sc.state.freeCones[sc.i("PUDDING_LANE")], "Pudding Lane never runs out (seed l.156)");
    }

    @Test
    void anIdleTeamControlsTheArrivingConeAndNothingBurns() {
        // Seed l.201: the team is placed on the cone at once; l.203 only free fire destroys houses.
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W).teams("BRIDGEWARD", 1);
        for (String other : List.of("S_MARY", "CANDLEWICK_WARD", "PEPYS_HOUSE", "S_BENNET")) sc.teams(other, 1);
        int bridgeward = sc.i("BRIDGEWARD");
        int houses = sc.state.houses.get(bridgeward).size();
        FireSpread f = sc.only(sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "BRIDGEWARD")), FireSpread.class);
        assertTrue(f.controlledOnArrival());
        assertEquals(houses, sc.state.houses.get(bridgeward).size());
        assertEquals(1, sc.state.controlledCones[bridgeward]);
        assertEquals(0, sc.state.idleTeams[bridgeward]);
        assertTrue(sc.state.boardTiles.get(bridgeward) != null, "the tile stays (spec Q22)");
    }

    @Test
    void wildFireAddsOneConeInAnAlreadyBurntDistrict() {
        // Seed l.223: one extra cone whatever the symbols; optional with 3-4 players.
        Scenario off = Scenario.started(4)
                .hand(0, N, N, E, E, W)
                .burnt("BRIDGEWARD")
                .burnt("S_BENNET")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE");
        off.accept(0, new SpreadFire(N, "PUDDING_LANE", "BRIDGEWARD"));
        assertEquals(1, off.state.freeCones[off.i("BRIDGEWARD")]);
        Scenario on = Scenario.started(4, Scenario.options(GreatFireOptions.WILD_FIRE, true))
                .hand(0, N, N, E, E, W);
        on.burnt("S_BENNET")
                .burnt("BRIDGEWARD")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE");
        on.accept(0, new SpreadFire(N, "PUDDING_LANE", "BRIDGEWARD"));
        assertEquals(2, on.state.freeCones[on.i("BRIDGEWARD")]);
        // Mandatory with 5 players.
        Scenario five = Scenario.started(5).hand(0, N, N, E, E, W);
        five.burnt("S_BENNET")
                .burnt("BRIDGEWARD")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE");
        five.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        assertEquals(2, five.state.freeCones[five.i("S_MARY")]);
    }

    @Test
    void wildFireWithAControlledArrivalFollowsTheOption() {
        // Spec Q8: by default no wild-fire cone when a team controls the arriving cone.
        Scenario dflt = Scenario.started(5).hand(0, N, N, E, E, W);
        dflt.burnt("BRIDGEWARD")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE")
                .burnt("S_BENNET")
                .teams("S_MARY", 1);
        dflt.teams("BRIDGEWARD", 1)
                .teams("CANDLEWICK_WARD", 1)
                .teams("PEPYS_HOUSE", 1)
                .teams("S_BENNET", 1);
        dflt.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        assertEquals(1, dflt.state.cones(dflt.i("S_MARY")));
        Scenario alt = Scenario.started(5, Scenario.options(GreatFireOptions.WILD_FIRE_CONTROLLED, true))
                .hand(0, N, N, E, E, W);
        alt.burnt("BRIDGEWARD")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE")
                .burnt("S_BENNET")
                .teams("S_MARY", 2);
        alt.teams("BRIDGEWARD", 1)
                .teams("CANDLEWICK_WARD", 1)
                .teams("PEPYS_HOUSE", 1)
                .teams("S_BENNET", 1);
        alt.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        assertEquals(2, alt.state.controlledCones[alt.i("S_MARY")], "the second idle team covers the wild-fire cone");
        // With a single idle team the wild-fire cone stays free (invariant I1 holds: no idle team left).
        Scenario one = Scenario.started(5, Scenario.options(GreatFireOptions.WILD_FIRE_CONTROLLED, true))
                .hand(0, N, N, E, E, W);
        one.burnt("BRIDGEWARD")
                .burnt("S_MARY")
                .burnt("CANDLEWICK_WARD")
                .burnt("PEPYS_HOUSE")
                .burnt("S_BENNET")
                .teams("S_MARY", 1);
        one.teams("BRIDGEWARD", 1)
                .teams("CANDLEWICK_WARD", 1)
                .teams("PEPYS_HOUSE", 1)
                .teams("S_BENNET", 1);
        one.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        int sMary = one.i("S_MARY");
        assertEquals(
                List.of(1, 1, 0),
                List.of(one.state.controlledCones[sMary], one.state.freeCones[sMary], one.state.idleTeams[sMary]));
    }

    @Test
    void fireNeverEntersDemolishedDistricts() {
        // Seed l.189, l.291.
        Scenario sc = Scenario.started(4).burnt("BRIDGEWARD");
        sc.state.demolished[sc.i("BRIDGEWARD")] = true;
        assertFalse(sc.destinations(N).contains("BRIDGEWARD"));
    }

    @Test
    void doubleMoveRepeatsTheDirectionOncePerTurn() {
        // Seed l.227-229: after the normal move, same direction, priorities apply, then out of the game.
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W);
        sc.state.heldTiles.get(0).add(Tile.DOUBLE_MOVE);
        sc.state.heldTiles.get(0).add(Tile.DOUBLE_MOVE);
        sc.rejectWith("ILLEGAL_MOVE/DOUBLE_MOVE", 0, new UseDoubleMove("PUDDING_LANE", "S_MARY"));
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        sc.rejectWith("ILLEGAL_MOVE/FIRE_DESTINATION", 0, new UseDoubleMove("PUDDING_LANE", "TALLOW_HALL"));
        FireSpread second =
                sc.only(sc.accept(0, new UseDoubleMove("PUDDING_LANE", "CANDLEWICK_WARD")), FireSpread.class);
        assertTrue(second.doubleMove());
        assertEquals(N, second.direction());
        assertEquals(
                1,
                sc.state.heldTiles.get(0).stream()
                        .filter(t -> t == Tile.DOUBLE_MOVE)
                        .count(),
                "one tile used");
        assertEquals(List.of(N, E, E, W), sc.state.hands.get(0), "no second card is played");
        sc.rejectWith("ILLEGAL_MOVE/DOUBLE_MOVE", 0, new UseDoubleMove("PUDDING_LANE", "BRIDGEWARD"));
    }

    @Test
    void aDoubleMoveBelongsToPhaseAAndNeedsALegalMoveInThePlayedDirection() {
        // Seed l.67 "durante la propagazione del fuoco nella Fase A ... dopo il movimento normale",
        // l.227 "va utilizzato in questa fase": a phase B action closes phase A for good.
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W);
        sc.state.heldTiles.get(0).add(Tile.DOUBLE_MOVE);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        sc.accept(0, new MoveOwner("ST_BOTOLPHS"));
        sc.rejectWith("ILLEGAL_MOVE/DOUBLE_MOVE", 0, new UseDoubleMove("PUDDING_LANE", "CANDLEWICK_WARD"));
        // Spec Q20: no legal move in the played direction, no double move (the tile stays).
        Scenario none = Scenario.started(4).hand(0, W, N, N, E, E);
        none.state.heldTiles.get(0).add(Tile.DOUBLE_MOVE);
        for (String d : List.of("TALLOW_HALL", "S_BENNET", "DOWGATE", "THREE_CRANES")) {
            none.burnt(d);
            none.state.demolished[none.i(d)] = true;
        }
        none.accept(0, new SpreadFire(W, "PUDDING_LANE", "VOYNERS_HALL"));
        assertEquals(Set.of(), none.destinations(W));
        assertTrue(Scenario.RULESET.legalCommands(none.state, 0).stream().noneMatch(c -> c instanceof UseDoubleMove));
        none.rejectWith("ILLEGAL_MOVE/FIRE_DESTINATION", 0, new UseDoubleMove("PUDDING_LANE", "TALLOW_HALL"));
        assertTrue(none.state.heldTiles.get(0).contains(Tile.DOUBLE_MOVE));
    }

    @Test
    void aDoubleMoveTileGainedThisTurnMayBeUsedAtOnce() {
        // Seed l.211, l.227: "anche se l'ha appena ottenuto".
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W);
        sc.state.boardTiles.set(sc.i("BRIDGEWARD"), Tile.DOUBLE_MOVE);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "BRIDGEWARD"));
        assertTrue(Scenario.RULESET.legalCommands(sc.state, 0).stream().anyMatch(c -> c instanceof UseDoubleMove));
        sc.accept(0, new UseDoubleMove("BRIDGEWARD", "CANDLEWICK_WARD"));
    }

    @Test
    void noValidMoveRevealsTheHandSkipsPhaseBAndOwesAnExtraIntensification() {
        // Seed l.219: show the hand, discard one, skip phase B, draw, then one extra intensification.
        Scenario sc = Scenario.started(4).hand(0, S, S, S, S, S).burning("FINSBURY", 1);
        assertEquals(List.of(new DeclareNoValidMove(S)), Scenario.RULESET.legalCommands(sc.state, 0));
        List<GreatFireEvent> events = sc.accept(0, new DeclareNoValidMove(S));
        assertEquals(List.of(S, S, S, S, S), sc.only(events, NoValidMove.class).revealedHand());
        sc.only(events, ExtraIntensificationOwed.class);
        assertEquals(5, sc.state.hands.get(0).size(), "discarded one, drew one");
        assertEquals(Phase.INTENSIFY, sc.state.phase);
        sc.rejectWith("ILLEGAL_MOVE/PHASE", 0, new MoveOwner("HOUNDS_DITCH"));
        // Finsbury: 1 symbol, cap 3, holds 1: only 2 of the 3 cones fit, the third returns (l.311).
        sc.rejectWith("ILLEGAL_MOVE/INTENSIFICATION_PLACEMENT", 0, new PlaceIntensificationCone("MOORGATE"));
        sc.accept(0, new PlaceIntensificationCone("FINSBURY"));
        List<GreatFireEvent> last = sc.accept(0, new PlaceIntensificationCone("FINSBURY"));
        IntensificationResolved resolved = sc.only(last, IntensificationResolved.class);
        assertEquals(2, resolved.placed());
        assertEquals(1, resolved.returned());
        assertEquals(1, sc.only(last, TurnEnded.class).nextSeat());
        assertEquals(3, sc.state.freeCones[sc.i("FINSBURY")]);
    }

    @Test
    void aPlayableCardMustBePlayed() {
        // Seed l.215-217: a card that harms the player is still valid and must be played.
        Scenario sc = Scenario.started(4).hand(0, S, S, S, S, N);
        sc.rejectWith("ILLEGAL_MOVE/MUST_PLAY_VALID_CARD", 0, new DeclareNoValidMove(S));
        sc.rejectWith("ILLEGAL_MOVE/CARD_NOT_IN_HAND", 0, new SpreadFire(E, "PUDDING_LANE", "BILLINGSGATE"));
    }

    @Test
    void aStateChangedInPlaceAfterListingIsJudgedAfresh() {
        // The fire analysis of a listed state serves the next decision only while the position is
        // the same: houses burnt by writing the state turn a listed destination into a lower class.
        Scenario sc = Scenario.started(4).hand(0, N, N, E, E, W);
        List<String> reached = new ArrayList<>(sc.destinations(N));
        assertTrue(reached.size() >= 2, "Pudding Lane reaches several districts with houses: " + reached);
        String target = reached.get(0);
        assertTrue(Scenario.RULESET.legalCommands(sc.state, 0).contains(new SpreadFire(N, "PUDDING_LANE", target)));
        sc.burnt(target);
        sc.rejectWith("ILLEGAL_MOVE/FIRE_PRIORITY", 0, new SpreadFire(N, "PUDDING_LANE", target));
        sc.state.freeCones[sc.i(target)] = 1; // now burning: no longer a destination at all
        sc.rejectWith("ILLEGAL_MOVE/FIRE_DESTINATION", 0, new SpreadFire(N, "PUDDING_LANE", target));
    }
}
