package io.boardstate.games.greatfire;

import static io.boardstate.games.greatfire.Direction.E;
import static io.boardstate.games.greatfire.Direction.N;
import static io.boardstate.games.greatfire.Direction.W;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.games.greatfire.GreatFireCommand.Demolish;
import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import io.boardstate.games.greatfire.GreatFireCommand.Extinguish;
import io.boardstate.games.greatfire.GreatFireCommand.MoveOwner;
import io.boardstate.games.greatfire.GreatFireCommand.MoveTeam;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireEvent.DistrictDemolished;
import io.boardstate.games.greatfire.GreatFireEvent.HeroOfLondonTaken;
import io.boardstate.games.greatfire.GreatFireEvent.TeamMoved;
import io.boardstate.match.support.EngineCodec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Phase B, actions (seed §5 l.231-291, spec §5). */
class ActionsTest {
    /** Seat 0 after its fire move (PL -> S. Mary), phase B open. */
    static Scenario afterFireMove(Scenario sc) {
        sc.hand(0, N, N, E, E, W);
        sc.accept(0, new SpreadFire(N, "PUDDING_LANE", "S_MARY"));
        return sc;
    }

    @Test
    void example6TeamContainsTheFireThenThreeConesAreExtinguished() {
        // Seed l.265-267: St Pauls, 5 cones and 4 teams; a team from next door covers the free cone;
        // the green player's owner is there and spends the 3 AP left on 3 cones, 2 stay controlled.
        Scenario sc =
                Scenario.started(4).burning("ST_PAULS", 1).owner(0, "ST_PAULS").teams("BREAD_STREET", 1);
        sc.state.controlledCones[sc.i("ST_PAULS")] = 4;
        afterFireMove(sc);
        TeamMoved moved = sc.only(sc.accept(0, new MoveTeam("BREAD_STREET", "ST_PAULS")), TeamMoved.class);
        assertTrue(moved.committed(), "the team must stop on free fire and control it (seed l.253)");
        assertEquals(5, sc.state.controlledCones[sc.i("ST_PAULS")]);
        assertEquals(3, sc.state.actionPoints);
        sc.accept(0, new Extinguish("ST_PAULS"));
        sc.accept(0, new Extinguish("ST_PAULS"));
        List<GreatFireEvent> third = sc.accept(0, new Extinguish("ST_PAULS"));
        assertEquals(2, sc.state.controlledCones[sc.i("ST_PAULS")]);
        assertEquals(3, sc.state.idleTeams[sc.i("ST_PAULS")], "each removed cone frees its team (spec Q10)");
        assertEquals(3, sc.state.extinguished[0]);
        // Seed l.271: the first to collect 3 cones takes the Hero of London.
        assertEquals(0, sc.only(third, HeroOfLondonTaken.class).seat());
        assertEquals(0, sc.state.actionPoints);
        sc.rejectWith("ILLEGAL_MOVE/NO_ACTION_POINTS", 0, new Extinguish("ST_PAULS"));
        assertEquals(
                List.of(new EndActions()),
                Scenario.RULESET.legalCommands(sc.state, 0),
                "unspent AP are lost, nothing else to do");
    }

    @Test
    void heroCardMovesOnlyWhenTheHolderIsStrictlyExceeded() {
        // Seed l.273-275 (the second Example 6): A has 3, B reaches 3 -> A keeps it; B reaches 4 -> B.
        Scenario sc = Scenario.started(4).burnt("ST_PAULS").owner(1, "ST_PAULS");
        sc.state.controlledCones[sc.i("ST_PAULS")] = 3;
        sc.state.extinguished[0] = 3;
        sc.state.heroSeat = 0;
        sc.state.extinguished[1] = 2;
        sc.state.currentSeat = 1;
        sc.state.phase = Phase.ACTIONS;
        List<GreatFireEvent> tie = sc.accept(1, new Extinguish("ST_PAULS"));
        assertTrue(tie.stream().noneMatch(e -> e instanceof HeroOfLondonTaken));
        assertEquals(0, sc.state.heroSeat);
        sc.accept(1, new Extinguish("ST_PAULS"));
        assertEquals(1, sc.state.heroSeat);
    }

    @Test
    void phaseBRunsOwnerThenTeamsThenExtinguishing() {
        // Seed l.239: "per prima cosa occorre muovere il segnalino Proprietario ...".
        Scenario sc = Scenario.started(4).owner(0, "ALDGATE").teams("HOUNDS_DITCH", 1);
        afterFireMove(sc);
        sc.accept(0, new MoveOwner("ST_BOTOLPHS"));
        sc.accept(0, new MoveTeam("HOUNDS_DITCH", "LIME_STREET"));
        sc.rejectWith("ILLEGAL_MOVE/ACTION_ORDER", 0, new MoveOwner("ALDGATE"));
        // Extinguishing closes team movement (and demolition) for the rest of the turn.
        sc.burnt("ST_BOTOLPHS");
        sc.state.controlledCones[sc.i("ST_BOTOLPHS")] = 1;
        sc.accept(0, new Extinguish("ST_BOTOLPHS"));
        sc.rejectWith("ILLEGAL_MOVE/ACTION_ORDER", 0, new MoveTeam("LIME_STREET", "CORNHILL"));
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        sc.rejectWith("ILLEGAL_MOVE/ACTION_ORDER", 0, new Demolish("ST_BOTOLPHS"));
    }

    @Test
    void movementRules() {
        Scenario sc = Scenario.started(4)
                .owner(0, "TALLOW_HALL")
                .teams("ALDERSGATE", 1)
                .teams("VOYNERS_HALL", 1);
        sc.rejectWith("ILLEGAL_MOVE/PHASE", 0, new MoveOwner("S_BENNET")); // the fire card comes first (l.146)
        afterFireMove(sc);
        // Seed l.241: nobody enters Pudding Lane; steps go to adjacent spaces only.
        sc.rejectWith("ILLEGAL_MOVE/PUDDING_LANE_CLOSED", 0, new MoveOwner("PUDDING_LANE"));
        sc.rejectWith("ILLEGAL_MOVE/PUDDING_LANE_CLOSED", 0, new MoveTeam("VOYNERS_HALL", "PUDDING_LANE"));
        sc.rejectWith("ILLEGAL_MOVE/NOT_ADJACENT", 0, new MoveOwner("ALDGATE"));
        // Owners move freely through fire (l.247): S. Mary burns now.
        sc.accept(0, new MoveOwner("S_MARY"));
        sc.accept(0, new MoveOwner("TALLOW_HALL"));
        // Parks can be crossed, diagonals included, by pawns and teams (l.241).
        sc.accept(0, new MoveTeam("ALDERSGATE", "SMITHFIELD"));
        sc.accept(0, new MoveTeam("SMITHFIELD", "HOLBORN"));
        assertEquals(0, sc.state.actionPoints);
        sc.rejectWith("ILLEGAL_MOVE/NO_ACTION_POINTS", 0, new MoveTeam("HOLBORN", "SMITHFIELD"));
    }

    @Test
    void teamsStopOnFreeFireButPassThroughContainedFire() {
        // Seed l.253-255: a team entering free fire stops and controls one cone, then cannot move.
        Scenario sc =
                Scenario.started(4).teams("CHEAPSIDE", 2).burning("ST_PAULS", 1).burnt("BREAD_STREET");
        sc.state.controlledCones[sc.i("BREAD_STREET")] = 1; // contained fire in Bread Street
        afterFireMove(sc);
        assertTrue(sc.only(sc.accept(0, new MoveTeam("CHEAPSIDE", "ST_PAULS")), TeamMoved.class)
                .committed());
        sc.rejectWith("ILLEGAL_MOVE/NO_FREE_TEAM", 0, new MoveTeam("ST_PAULS", "BLACKFRIARS"));
        assertFalse(sc.only(sc.accept(0, new MoveTeam("CHEAPSIDE", "BREAD_STREET")), TeamMoved.class)
                .committed());
        sc.accept(0, new MoveTeam("BREAD_STREET", "WATLIN_STREET")); // passes on through contained fire
        assertEquals(1, sc.state.idleTeams[sc.i("WATLIN_STREET")]);
    }

    @Test
    void extinguishingNeedsTheOwnPawnAndContainedFire() {
        // Seed l.261.
        Scenario sc = Scenario.started(4).burning("ST_PAULS", 1).owner(0, "CHEAPSIDE");
        sc.state.controlledCones[sc.i("ST_PAULS")] = 1;
        afterFireMove(sc);
        sc.rejectWith("ILLEGAL_MOVE/EXTINGUISH", 0, new Extinguish("ST_PAULS"));
        sc.accept(0, new MoveOwner("ST_PAULS"));
        sc.rejectWith("ILLEGAL_MOVE/EXTINGUISH", 0, new Extinguish("ST_PAULS")); // one cone is still free
    }

    @Test
    void ownerPawnScoringPutsConesOnThePawnColourRow() {
        // Variant 8.3, Example 8 (seed l.366): cones go to the row of the pawn colour.
        Scenario sc = Scenario.started(4, Scenario.options(GreatFireOptions.OWNER_PAWN_SCORING, true))
                .burnt("ST_PAULS")
                .owner(0, "ST_PAULS");
        sc.state.controlledCones[sc.i("ST_PAULS")] = 3;
        afterFireMove(sc);
        Colour pawn = sc.state.pawnColours.get(0);
        sc.accept(0, new Extinguish("ST_PAULS"));
        sc.accept(0, new Extinguish("ST_PAULS"));
        List<GreatFireEvent> third = sc.accept(0, new Extinguish("ST_PAULS"));
        assertEquals(3, sc.state.trackCones[pawn.ordinal()]);
        assertEquals(0, sc.state.extinguished[0], "the player keeps nothing in front of it");
        assertEquals(
                pawn, sc.only(third, HeroOfLondonTaken.class).colour(), "spec Q26: the Hero goes to the colour row");
    }

    @Test
    void underOwnerPawnScoringTheHeroMovesToARowOnlyWhenItStrictlyExceedsTheHolder() {
        // Spec Q26 (COLOUR_ROW), the rule of seed l.271-275 applied to track rows: a tie keeps it.
        Scenario sc = Scenario.started(4, Scenario.options(GreatFireOptions.OWNER_PAWN_SCORING, true))
                .burnt("ST_PAULS")
                .owner(0, "ST_PAULS");
        sc.state.controlledCones[sc.i("ST_PAULS")] = 2;
        Colour pawn = sc.state.pawnColours.get(0);
        Colour holder = pawn == Colour.C1 ? Colour.C2 : Colour.C1;
        sc.state.heroColour = holder;
        sc.state.trackCones[holder.ordinal()] = 3;
        sc.state.trackCones[pawn.ordinal()] = 2;
        afterFireMove(sc);
        assertTrue(
                sc.accept(0, new Extinguish("ST_PAULS")).stream().noneMatch(e -> e instanceof HeroOfLondonTaken),
                "3 against 3: the holder keeps it");
        assertEquals(
                pawn,
                sc.only(sc.accept(0, new Extinguish("ST_PAULS")), HeroOfLondonTaken.class)
                        .colour());
        assertEquals(pawn, sc.state.heroColour);
    }

    @Test
    void twoDemolitionsInOneTurnCostNoActionPointsAndCloseOwnerMoves() {
        // Seed l.279: no AP, "può pertanto effettuare più demolizioni nello stesso turno"; a demolition
        // belongs to team movement, so owner moves are over (l.239, spec Q17).
        Scenario sc = Scenario.started(4).teams("VOYNERS_HALL", 1).teams("TALLOW_HALL", 1);
        sc.state.houses.set(sc.i("VOYNERS_HALL"), new ArrayList<>(List.of(Colour.C1, Colour.C2)));
        sc.state.houses.set(sc.i("TALLOW_HALL"), new ArrayList<>(List.of(Colour.C3)));
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        afterFireMove(sc);
        sc.accept(0, new Demolish("VOYNERS_HALL"));
        sc.rejectWith("ILLEGAL_MOVE/ACTION_ORDER", 0, new MoveOwner("ST_BOTOLPHS"));
        sc.accept(0, new Demolish("TALLOW_HALL"));
        assertEquals(4, sc.state.actionPoints);
        assertTrue(sc.state.demolished[sc.i("VOYNERS_HALL")] && sc.state.demolished[sc.i("TALLOW_HALL")]);
        sc.rejectWith("ILLEGAL_MOVE/NO_EXPLOSIVE", 0, new Demolish("BILLINGSGATE"));
    }

    @Test
    void theHeroCanBeLeftOutUnderOwnerPawnScoring() {
        // Spec Q26 alternative: 8.3 gives no direct bonus for extinguishing, so no Hero card at all.
        Scenario sc = Scenario.started(
                        4,
                        Scenario.options(GreatFireOptions.OWNER_PAWN_SCORING, true, GreatFireOptions.HERO_8_3, "NONE"))
                .burnt("ST_PAULS")
                .owner(0, "ST_PAULS");
        sc.state.controlledCones[sc.i("ST_PAULS")] = 3;
        afterFireMove(sc);
        for (int k = 0; k < 3; k++)
            assertTrue(
                    sc.accept(0, new Extinguish("ST_PAULS")).stream().noneMatch(e -> e instanceof HeroOfLondonTaken));
        assertEquals(null, sc.state.heroColour);
    }

    @Test
    void demolitionWithAnExplosiveTile() throws Exception {
        // Seed l.279-291: a team present, next to fire, no cones, at most 2 houses; no AP; houses lost
        // as if burnt; a tile there is destroyed unseen; fire never enters again.
        Scenario sc = Scenario.started(4).teams("VOYNERS_HALL", 1);
        int voyners = sc.i("VOYNERS_HALL");
        sc.state.houses.set(voyners, new ArrayList<>(List.of(Colour.C1, Colour.C4)));
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        afterFireMove(sc);
        sc.state.actionPoints = 0; // demolition costs no action points (l.279)
        assertTrue(sc.state.boardTiles.get(voyners) != null);
        DistrictDemolished d = sc.only(sc.accept(0, new Demolish("VOYNERS_HALL")), DistrictDemolished.class);
        assertEquals(List.of(Colour.C1, Colour.C4), d.burntHouses());
        assertTrue(d.tileDestroyed());
        String json = EngineCodec.MAPPER.writeValueAsString(d);
        for (Tile t : Tile.values())
            assertFalse(json.contains(t.name()), "the destroyed tile is never revealed: " + json);
        assertTrue(sc.state.demolished[voyners]);
        assertEquals(38, Scoring.VP_PER_HOUSE * sc.state.housesOf(Colour.C1));
        assertTrue(sc.state.heldTiles.get(0).isEmpty(), "the Explosive tile now marks the district");
        assertFalse(sc.destinations(W).contains("VOYNERS_HALL"), "fire never enters a demolished district (l.291)");
        assertEquals(1, sc.state.idleTeams[voyners], "teams may stay in and cross demolished districts");
    }

    @Test
    void demolitionConditions() {
        Scenario sc = Scenario.started(4)
                .teams("FINSBURY", 1)
                .teams("BRIDGEWARD", 1)
                .teams("TALLOW_HALL", 1)
                .teams("MOOR_FIELDS", 1);
        sc.state.houses.set(sc.i("BRIDGEWARD"), new ArrayList<>(List.of(Colour.C1, Colour.C2, Colour.C3)));
        afterFireMove(sc);
        sc.rejectWith("ILLEGAL_MOVE/NO_EXPLOSIVE", 0, new Demolish("TALLOW_HALL"));
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("VOYNERS_HALL")); // no team there (l.287)
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("FINSBURY")); // not next to fire (l.283)
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("BRIDGEWARD")); // 3 houses (l.285)
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("MOOR_FIELDS")); // a park (spec Q11)
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("PUDDING_LANE"));
        sc.state.controlledCones[sc.i("TALLOW_HALL")] = 1;
        sc.state.idleTeams[sc.i("TALLOW_HALL")] = 0;
        sc.state.houses.get(sc.i("TALLOW_HALL")).clear();
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("TALLOW_HALL")); // holds fire (l.284)
        // An empty district may be demolished (l.287); a team passing through is enough.
        sc.burnt("CHEAPSIDE").teams("ST_PAULS", 1);
        sc.burning("S_BENNET", 1);
        sc.accept(0, new MoveTeam("ST_PAULS", "CHEAPSIDE"));
        sc.accept(0, new Demolish("CHEAPSIDE"));
        sc.state.heldTiles.get(0).add(Tile.EXPLOSIVE);
        sc.rejectWith("ILLEGAL_MOVE/DEMOLITION", 0, new Demolish("CHEAPSIDE")); // already demolished
    }
}
