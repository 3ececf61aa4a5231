package io.boardstate.games.greatfire;

import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Legality: the commands a seat may submit now, and the rule checks {@link GreatFireDecisions}
 * shares with that list, so that the list and {@code decide} cannot disagree.
 */
final class GreatFireLegal {
    /** An intensification may fill a district up to its house symbols + 2 cones (seed l.307). */
    static final int CAP_ABOVE_SYMBOLS = 2;

    private final GreatFireBoard board;
    private final CommandTable commands;
    /** The fire-move rules of this board, shared with {@link GreatFireDecisions}. */
    final FireMoves fire;
    /** pawnSteps[from] = where an owner or team may step: move neighbours except Pudding Lane, in board order (seed l.241). */
    private final int[][] pawnSteps;

    GreatFireLegal(GreatFireBoard board) {
        this.board = board;
        this.commands = new CommandTable(board);
        this.fire = new FireMoves(board);
        this.pawnSteps = new int[board.size()][];
        for (int d = 0; d < board.size(); d++) {
            pawnSteps[d] = Arrays.stream(board.moveNeighbours(d))
                    .filter(to -> to != board.puddingLane())
                    .toArray();
        }
    }

    /** Every command {@code seat} may submit now; empty when it is not its turn. */
    List<GreatFireCommand> legalCommands(GreatFireState s, int seat) {
        LegalList legal = new LegalList(commands);
        if (s.isOver() || seat != s.currentSeat) return legal;
        switch (s.phase) {
            case SETUP_TEAMS -> {
                for (int d = 0; d < board.size(); d++) if (setupSpace(d)) legal.append(CommandTable.PLACE_TEAM, d);
            }
            case SETUP_OWNERS -> {
                for (int d = 0; d < board.size(); d++) if (setupSpace(d)) legal.append(CommandTable.PLACE_OWNER, d);
            }
            case FIRE -> {
                if (!s.normalMoveDone) {
                    List<Direction> hand = s.hands.get(seat);
                    FireMoves.Analysis fireNow = fire.analyse(s);
                    for (Direction d : Direction.values()) {
                        if (!hand.contains(d)) continue;
                        fire.legal(fireNow, d, CommandTable.SPREAD + d.ordinal(), legal);
                    }
                    if (legal.isEmpty()) {
                        for (Direction d : Direction.values())
                            if (hand.contains(d)) legal.append(CommandTable.NO_VALID_MOVE, d.ordinal());
                    }
                } else {
                    if (!s.doubleMoveUsed && s.heldTiles.get(seat).contains(Tile.DOUBLE_MOVE)) {
                        fire.legal(fire.analyse(s), s.playedDirection, CommandTable.DOUBLE_MOVE, legal);
                    }
                    actionCommands(s, seat, legal);
                }
            }
            case ACTIONS -> actionCommands(s, seat, legal);
            case INTENSIFY -> {
                for (int d = 0; d < board.size(); d++) if (intensifiable(s, d)) legal.append(CommandTable.INTENSIFY, d);
            }
            case GAME_OVER -> {}
        }
        return legal;
    }

    /**
     * An absent player ends its actions (spends no action point); where a move is required (a
     * setup placement, the fire card, an intensification cone) it plays the first legal one.
     */
    Optional<GreatFireCommand> defaultCommand(GreatFireState s, int seat) {
        List<GreatFireCommand> legal = legalCommands(s, seat);
        for (GreatFireCommand c : legal) if (c instanceof EndActions) return Optional.of(c);
        return legal.stream().findFirst();
    }

    private void actionCommands(GreatFireState s, int seat, LegalList legal) {
        ActionStep step = s.phase == Phase.ACTIONS ? s.step : ActionStep.OWNER_MOVE;
        boolean ap = s.actionPoints > 0;
        if (step == ActionStep.OWNER_MOVE && ap) {
            for (int to : pawnSteps[s.ownerAt[seat]]) legal.append(CommandTable.MOVE_OWNER, to);
        }
        if (step.ordinal() <= ActionStep.TEAM_MOVE.ordinal()) {
            for (int from = 0; ap && from < board.size(); from++) {
                if (s.idleTeams[from] != 0) legal.appendAll(CommandTable.MOVE_TEAM, from, pawnSteps[from]);
            }
            if (s.heldTiles.get(seat).contains(Tile.EXPLOSIVE)) {
                for (int d = 0; d < board.size(); d++)
                    // Most spaces hold no team: that check first, then the full one (seed l.279).
                    if (s.teams(d) > 0 && demolitionProblem(s, d) == null) legal.append(CommandTable.DEMOLISH, d);
            }
        }
        int at = s.ownerAt[seat];
        if (ap && s.cones(at) > 0 && s.freeCones[at] == 0) legal.append(CommandTable.EXTINGUISH, at);
        legal.append(CommandTable.END, 0);
    }

    // Checks shared with GreatFireDecisions.

    /** Setup placements: any district except the green region and Pudding Lane (seed l.127, l.134; parks excluded, spec Q11). */
    boolean setupSpace(int d) {
        return board.isDistrict(d) && board.region(d) != Region.GREEN;
    }

    /** Phase B is open: after the normal fire move (closing phase A) or during phase B, not when skipped (l.219). */
    static boolean actionsOpen(GreatFireState s) {
        return s.phase == Phase.ACTIONS || (s.phase == Phase.FIRE && s.normalMoveDone && !s.actionsSkipped);
    }

    /** Why a district cannot be demolished now, or null (seed l.279-287, spec §5.6 D3-D7). */
    String demolitionProblem(GreatFireState s, int d) {
        if (!board.isDistrict(d) || s.demolished[d])
            return "Only a district that is not already demolished can be demolished (no park, not Pudding Lane; spec Q11).";
        if (s.teams(d) < 1)
            return "An emergency team must be in the district to detonate the charges (seed l.279, l.287).";
        if (s.cones(d) > 0) return "The district must not contain fire cones, contained or not (seed l.284).";
        if (s.houses.get(d).size() > 2) return "The district must have at most 2 houses, or none left (seed l.285).";
        for (int y : board.fireNeighbours(d)) {
            if (y == board.puddingLane() || s.cones(y) > 0) return null;
        }
        return "The district must be adjacent to a district with fire cones (seed l.283).";
    }

    /** Cones an intensification can still place: free-fire districts below their cap, not Pudding Lane (l.305-307). */
    int intensifyCapacity(GreatFireState s) {
        int capacity = 0;
        for (int d = 0; d < board.size(); d++) {
            if (intensifiable(s, d)) capacity += board.symbols(d) + CAP_ABOVE_SYMBOLS - s.cones(d);
        }
        return capacity;
    }

    /** A district an intensification cone may go to now (seed l.305-307). */
    boolean intensifiable(GreatFireState s, int d) {
        return board.isDistrict(d) && s.freeCones[d] >= 1 && s.cones(d) < board.symbols(d) + CAP_ABOVE_SYMBOLS;
    }
}
