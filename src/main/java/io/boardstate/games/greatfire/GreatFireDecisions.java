package io.boardstate.games.greatfire;

import io.boardstate.engine.Decision;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.greatfire.GreatFireCommand.DeclareNoValidMove;
import io.boardstate.games.greatfire.GreatFireCommand.Demolish;
import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import io.boardstate.games.greatfire.GreatFireCommand.Extinguish;
import io.boardstate.games.greatfire.GreatFireCommand.MoveOwner;
import io.boardstate.games.greatfire.GreatFireCommand.MoveTeam;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceIntensificationCone;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceOwner;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceTeam;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireCommand.UseDoubleMove;
import io.boardstate.games.greatfire.GreatFireEvent.ActionsEnded;
import io.boardstate.games.greatfire.GreatFireEvent.ConeExtinguished;
import io.boardstate.games.greatfire.GreatFireEvent.DistrictDemolished;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.HeroOfLondonTaken;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationCone;
import io.boardstate.games.greatfire.GreatFireEvent.NoValidMove;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerMoved;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerPlaced;
import io.boardstate.games.greatfire.GreatFireEvent.TeamMoved;
import io.boardstate.games.greatfire.GreatFireEvent.TeamPlaced;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Decides a command: checks it against the rules and the state and returns its events, or the
 * rule it breaks. Reads the state, never changes it; draws nothing (every random outcome was dealt
 * into the deck at setup).
 */
final class GreatFireDecisions {
    /** Extinguished cones that first earn the Hero of London (seed l.271). */
    static final int HERO_THRESHOLD = 3;

    private final GreatFireBoard board;
    private final GreatFireLegal legal;
    private final GreatFireTurnEnd turnEnd;

    /** The turn's end is part of deciding (a last action ends the turn), so the decisions make their own. */
    GreatFireDecisions(GreatFireBoard board, GreatFireLegal legal) {
        this.board = board;
        this.legal = legal;
        this.turnEnd = new GreatFireTurnEnd(board, legal);
    }

    /** The events of {@code command} by {@code seat}, or the rule it breaks. */
    Decision<GreatFireEvent> decide(GreatFireState s, int seat, GreatFireCommand command) {
        if (s.isOver()) return Decision.reject(RuleViolation.gameOver());
        if (seat != s.currentSeat) return Decision.reject(RuleViolation.notYourTurn(seat));
        if (command == null) return Decision.reject(rule("UNKNOWN_COMMAND", "No command given."));
        List<GreatFireEvent> events = new ArrayList<>();
        RuleViolation violation =
                switch (command) {
                    case PlaceTeam c -> placeTeam(s, seat, c, events);
                    case PlaceOwner c -> placeOwner(s, seat, c, events);
                    case SpreadFire c -> spreadFire(s, seat, c, events);
                    case UseDoubleMove c -> doubleMove(s, seat, c, events);
                    case DeclareNoValidMove c -> noValidMove(s, seat, c, events);
                    case MoveOwner c -> moveOwner(s, seat, c, events);
                    case MoveTeam c -> moveTeam(s, seat, c, events);
                    case Demolish c -> demolish(s, seat, c, events);
                    case Extinguish c -> extinguish(s, seat, c, events);
                    case EndActions c -> endActions(s, seat, events);
                    case PlaceIntensificationCone c -> placeCone(s, seat, c, events);
                };
        return violation != null ? Decision.reject(violation) : Decision.accept(events);
    }

    private static RuleViolation rule(String rule, String message) {
        return RuleViolation.illegal(rule, message);
    }

    private RuleViolation unknownSpace(String id) {
        return rule("UNKNOWN_DISTRICT", "There is no space '" + id + "' on the board " + board.id() + ".");
    }

    private RuleViolation placeTeam(GreatFireState s, int seat, PlaceTeam c, List<GreatFireEvent> out) {
        if (s.phase != Phase.SETUP_TEAMS)
            return rule("PHASE", "Emergency teams are placed only during setup (seed l.125-132).");
        return setupPlacement(c.district(), "Teams", "l.127", id -> new TeamPlaced(seat, id), out);
    }

    private RuleViolation placeOwner(GreatFireState s, int seat, PlaceOwner c, List<GreatFireEvent> out) {
        if (s.phase != Phase.SETUP_OWNERS)
            return rule("PHASE", "Owner pawns are placed after the teams, during setup (seed l.134).");
        return setupPlacement(c.district(), "Owner pawns", "l.134", id -> new OwnerPlaced(seat, id), out);
    }

    /** Teams and owner pawns start on the same kind of space; {@code placed} names the event for it. */
    private RuleViolation setupPlacement(
            String district,
            String pieces,
            String seedLine,
            Function<String, GreatFireEvent> placed,
            List<GreatFireEvent> out) {
        int d = board.indexOf(district);
        if (d < 0) return unknownSpace(district);
        if (!legal.setupSpace(d))
            return rule(
                    "SETUP_PLACEMENT",
                    pieces + " start in a district outside the green region, not in Pudding Lane or a park (seed "
                            + seedLine + ").");
        out.add(placed.apply(board.spaceId(d)));
        return null;
    }

    private RuleViolation spreadFire(GreatFireState s, int seat, SpreadFire c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || s.normalMoveDone)
            return rule("PHASE", "A fire card is played once, at the start of the own turn (seed l.146).");
        if (c.direction() == null || !s.hands.get(seat).contains(c.direction()))
            return rule("CARD_NOT_IN_HAND", "You hold no " + c.direction() + " fire card.");
        return fireMove(s, seat, c.direction(), false, c.source(), c.destination(), out);
    }

    private RuleViolation doubleMove(GreatFireState s, int seat, UseDoubleMove c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || !s.normalMoveDone)
            return rule(
                    "DOUBLE_MOVE",
                    "A Double Move tile is used in phase A after the normal fire move (seed l.67, l.227).");
        if (s.doubleMoveUsed) return rule("DOUBLE_MOVE", "Only one Double Move tile per turn (seed l.227).");
        if (!s.heldTiles.get(seat).contains(Tile.DOUBLE_MOVE))
            return rule("DOUBLE_MOVE", "You hold no Double Move tile.");
        return fireMove(s, seat, s.playedDirection, true, c.source(), c.destination(), out);
    }

    /** The normal fire move and the Double Move: a cone from {@code from} to {@code to} with a card of {@code d}. */
    private RuleViolation fireMove(
            GreatFireState s,
            int seat,
            Direction d,
            boolean doubleMove,
            String from,
            String to,
            List<GreatFireEvent> out) {
        int source = board.indexOf(from);
        if (source < 0) return unknownSpace(from);
        int target = board.indexOf(to);
        if (target < 0) return unknownSpace(to);
        if (!legal.fire.isLegal(s, d, source, target)) {
            // A card allowing no move at all is refused as such; the Double Move reuses a card that moved.
            if (!doubleMove && !legal.fire.anyLegal(legal.fire.analyse(s), d))
                return rule(
                        "UNPLAYABLE_CARD", "A " + d + " card allows no fire move now; play another card (seed l.215).");
            String[] why = legal.fire.whyIllegal(s, d, source, target);
            return rule(why[0], why[1]);
        }
        out.add(fireSpread(s, seat, d, doubleMove, source, target));
        return null;
    }

    /** Resolves a cone's arrival (seed l.201-211, l.223; spec §4.4). */
    private FireSpread fireSpread(GreatFireState s, int seat, Direction d, boolean doubleMove, int source, int target) {
        int idle = s.idleTeams[target];
        List<Colour> burnt = List.copyOf(s.houses.get(target));
        boolean controlled = idle > 0; // an idle team covers the cone at once (l.201)
        int addedFree = 0;
        int addedControlled = 0;
        Tile tile = null;
        boolean wild = s.rules.wildFire() && burnt.isEmpty();
        if (controlled) {
            burnt = List.of(); // a controlled cone destroys nothing (l.203)
            if (wild && s.rules.wildFireOnControlledArrival()) {
                if (idle > 1) addedControlled = 1; // another idle team covers the new cone too (invariant I1)
                else addedFree = 1;
            }
        } else {
            addedFree = burnt.isEmpty() ? (wild ? 1 : 0) : burnt.size(); // one cone per burnt house (l.209)
            if (!burnt.isEmpty()) tile = s.boardTiles.get(target); // the mover takes the tile (l.211)
        }
        return new FireSpread(
                seat,
                d,
                doubleMove,
                board.spaceId(source),
                board.spaceId(target),
                controlled,
                burnt,
                addedFree,
                addedControlled,
                tile != null,
                tile);
    }

    private RuleViolation noValidMove(GreatFireState s, int seat, DeclareNoValidMove c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || s.normalMoveDone)
            return rule("PHASE", "Only at the start of the own turn, instead of a fire move (seed l.219).");
        List<Direction> hand = s.hands.get(seat);
        if (c.discard() == null || !hand.contains(c.discard()))
            return rule("CARD_NOT_IN_HAND", "You hold no " + c.discard() + " fire card to discard.");
        FireMoves.Analysis fire = legal.fire.analyse(s);
        for (Direction d : Direction.values()) {
            if (hand.contains(d) && legal.fire.anyLegal(fire, d)) {
                return rule(
                        "MUST_PLAY_VALID_CARD",
                        "A card in your hand can move fire, so you must play one (seed l.146, l.215-219).");
            }
        }
        out.add(new NoValidMove(seat, List.copyOf(hand), c.discard()));
        turnEnd.phaseC(s, seat, true, out);
        return null;
    }

    private RuleViolation actionPhase(GreatFireState s, ActionStep wanted) {
        if (!GreatFireLegal.actionsOpen(s))
            return rule("PHASE", "Actions are taken in phase B, after the fire move (seed l.233).");
        if (s.phase == Phase.ACTIONS && s.step.ordinal() > wanted.ordinal()) {
            return rule(
                    "ACTION_ORDER",
                    "Phase B runs in order: owner pawn moves, then team moves, then extinguishing; no going back (seed l.239).");
        }
        return null;
    }

    /** A phase-B action costing 1 action point; {@code what} and {@code seedLine} word the refusal when none are left. */
    private RuleViolation paidAction(GreatFireState s, ActionStep wanted, String what, String seedLine) {
        RuleViolation v = actionPhase(s, wanted);
        if (v != null || s.actionPoints >= 1) return v;
        return rule("NO_ACTION_POINTS", what + " costs 1 action point and none are left (seed " + seedLine + ").");
    }

    private RuleViolation moveOwner(GreatFireState s, int seat, MoveOwner c, List<GreatFireEvent> out) {
        RuleViolation v = paidAction(s, ActionStep.OWNER_MOVE, "Each step", "l.245");
        if (v != null) return v;
        int to = board.indexOf(c.to());
        if (to < 0) return unknownSpace(c.to());
        int from = s.ownerAt[seat];
        RuleViolation step = stepProblem(from, to);
        if (step != null) return step;
        out.add(new OwnerMoved(seat, board.spaceId(from), board.spaceId(to)));
        return null;
    }

    private RuleViolation moveTeam(GreatFireState s, int seat, MoveTeam c, List<GreatFireEvent> out) {
        RuleViolation v = paidAction(s, ActionStep.TEAM_MOVE, "Each step", "l.251");
        if (v != null) return v;
        int from = board.indexOf(c.from());
        if (from < 0) return unknownSpace(c.from());
        int to = board.indexOf(c.to());
        if (to < 0) return unknownSpace(c.to());
        if (s.idleTeams[from] < 1) {
            return rule(
                    "NO_FREE_TEAM",
                    "No movable team there: teams controlling a cone cannot leave until it is extinguished (seed l.253-255).");
        }
        RuleViolation step = stepProblem(from, to);
        if (step != null) return step;
        // Entering free fire: the team must stop and control one free cone (l.253).
        out.add(new TeamMoved(seat, board.spaceId(from), board.spaceId(to), s.freeCones[to] > 0));
        return null;
    }

    /** Owner pawns and teams step alike (seed l.241). */
    private RuleViolation stepProblem(int from, int to) {
        if (to == board.puddingLane())
            return rule("PUDDING_LANE_CLOSED", "Neither owners nor teams may ever enter Pudding Lane (seed l.241).");
        if (!board.moveAdjacent(from, to))
            return rule(
                    "NOT_ADJACENT",
                    "A step goes to an adjacent space along an arrow, a diagonal crossing or a park (seed l.241).");
        return null;
    }

    private RuleViolation demolish(GreatFireState s, int seat, Demolish c, List<GreatFireEvent> out) {
        RuleViolation v = actionPhase(s, ActionStep.TEAM_MOVE);
        if (v != null) return v;
        if (!s.heldTiles.get(seat).contains(Tile.EXPLOSIVE))
            return rule("NO_EXPLOSIVE", "Demolition needs an Explosive tile of your own (seed l.279).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        String problem = legal.demolitionProblem(s, d);
        if (problem != null) return rule("DEMOLITION", problem);
        out.add(new DistrictDemolished(
                seat, board.spaceId(d), List.copyOf(s.houses.get(d)), s.boardTiles.get(d) != null));
        return null;
    }

    private RuleViolation extinguish(GreatFireState s, int seat, Extinguish c, List<GreatFireEvent> out) {
        RuleViolation v = paidAction(s, ActionStep.EXTINGUISH, "Each cone removed", "l.261");
        if (v != null) return v;
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (s.ownerAt[seat] != d)
            return rule("EXTINGUISH", "Your own owner pawn must be in the district (seed l.261).");
        if (s.cones(d) < 1 || s.freeCones[d] > 0)
            return rule(
                    "EXTINGUISH",
                    "The fire there must be contained: at least one cone and every cone controlled by a team (seed l.148, l.261).");
        Colour track = s.rules.ownerPawnScoring() ? s.pawnColours.get(seat) : null;
        out.add(new ConeExtinguished(seat, board.spaceId(d), track));
        heroCheck(s, seat, track, out);
        return null;
    }

    /** Hero of London: the first to 3 cones, then whoever strictly exceeds the holder (seed l.271-275; 8.3: spec Q26). */
    private static void heroCheck(GreatFireState s, int seat, Colour track, List<GreatFireEvent> out) {
        if (track != null && s.rules.heroUnderOwnerPawnScoring() == GreatFireRules.HeroUnderOwnerPawnScoring.NONE)
            return;
        if (track == null) {
            int count = s.extinguished[seat] + 1;
            boolean take =
                    s.heroSeat < 0 ? count >= HERO_THRESHOLD : s.heroSeat != seat && count > s.extinguished[s.heroSeat];
            if (take) out.add(new HeroOfLondonTaken(seat, null));
        } else {
            int count = s.trackCones[track.ordinal()] + 1;
            boolean take = s.heroColour == null
                    ? count >= HERO_THRESHOLD
                    : s.heroColour != track && count > s.trackCones[s.heroColour.ordinal()];
            if (take) out.add(new HeroOfLondonTaken(-1, track));
        }
    }

    private RuleViolation endActions(GreatFireState s, int seat, List<GreatFireEvent> out) {
        if (!GreatFireLegal.actionsOpen(s)) {
            return rule(
                    "PHASE",
                    s.phase == Phase.FIRE
                            ? "The fire card must be played first (seed l.146)."
                            : "There are no actions to end now.");
        }
        out.add(new ActionsEnded(seat));
        turnEnd.phaseC(s, seat, false, out);
        return null;
    }

    private RuleViolation placeCone(GreatFireState s, int seat, PlaceIntensificationCone c, List<GreatFireEvent> out) {
        if (s.phase != Phase.INTENSIFY)
            return rule(
                    "PHASE",
                    "Intensification cones are placed only when an intensification is being resolved (seed l.297, l.305).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (!legal.intensifiable(s, d)) {
            return rule(
                    "INTENSIFICATION_PLACEMENT",
                    "A cone goes to a district with at least one free cone, not Pudding Lane, holding fewer than its house symbols + 2 cones (seed l.305-307).");
        }
        out.add(new IntensificationCone(seat, board.spaceId(d)));
        turnEnd.afterIntensificationCone(s, seat, out);
        return null;
    }
}
