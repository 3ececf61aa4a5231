package io.boardstate.games.greatfire;

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

/**
 * The commands of one board, built once and handed out by {@link GreatFireLegal}: commands are
 * immutable values, so a listed command may be the same object every time, and search bots list
 * millions of them. Space-pair commands are made on first use (most pairs never occur); a racing
 * thread at worst builds an equal record, whose final fields are safely published.
 */
final class CommandTable {
    static final EndActions END_ACTIONS = new EndActions();

    // A legal list stores each command as a code: its kind and up to two space indexes (12 bits each).
    static final int PLACE_TEAM = 0;
    static final int PLACE_OWNER = 1;
    static final int MOVE_OWNER = 2;
    static final int DEMOLISH = 3;
    static final int EXTINGUISH = 4;
    static final int INTENSIFY = 5;
    static final int NO_VALID_MOVE = 6;
    static final int END = 7;
    static final int DOUBLE_MOVE = 8;
    static final int MOVE_TEAM = 9;
    /** SPREAD + the direction's ordinal. */
    static final int SPREAD = 10;

    private static final Direction[] DIRECTIONS = Direction.values();
    private static final int SPACE_BITS = 12;
    private static final int SPACE_MASK = (1 << SPACE_BITS) - 1;

    static int code(int kind, int a, int b) {
        return (kind << (2 * SPACE_BITS)) | (a << SPACE_BITS) | b;
    }

    /** The command a code stands for; the same object for the same code. */
    GreatFireCommand command(int code) {
        int a = (code >>> SPACE_BITS) & SPACE_MASK;
        int b = code & SPACE_MASK;
        int kind = code >>> (2 * SPACE_BITS);
        return switch (kind) {
            case PLACE_TEAM -> placeTeam[a];
            case PLACE_OWNER -> placeOwner[a];
            case MOVE_OWNER -> moveOwner[a];
            case DEMOLISH -> demolish[a];
            case EXTINGUISH -> extinguish[a];
            case INTENSIFY -> intensify[a];
            case NO_VALID_MOVE -> noValidMove[a];
            case END -> END_ACTIONS;
            case DOUBLE_MOVE -> doubleMove(a, b);
            case MOVE_TEAM -> moveTeam(a, b);
            default -> spread(DIRECTIONS[kind - SPREAD], a, b);
        };
    }

    private final GreatFireBoard board;
    private final int n;
    private final PlaceTeam[] placeTeam;
    private final PlaceOwner[] placeOwner;
    private final MoveOwner[] moveOwner;
    private final Demolish[] demolish;
    private final Extinguish[] extinguish;
    private final PlaceIntensificationCone[] intensify;
    private final DeclareNoValidMove[] noValidMove;
    private final SpreadFire[] spread;
    private final UseDoubleMove[] doubleMove;
    private final MoveTeam[] moveTeam;

    CommandTable(GreatFireBoard board) {
        this.board = board;
        n = board.size();
        if (n > SPACE_MASK + 1) throw new IllegalArgumentException("a board of more than 4096 spaces");
        placeTeam = new PlaceTeam[n];
        placeOwner = new PlaceOwner[n];
        moveOwner = new MoveOwner[n];
        demolish = new Demolish[n];
        extinguish = new Extinguish[n];
        intensify = new PlaceIntensificationCone[n];
        for (int d = 0; d < n; d++) {
            String id = board.spaceId(d);
            placeTeam[d] = new PlaceTeam(id);
            placeOwner[d] = new PlaceOwner(id);
            moveOwner[d] = new MoveOwner(id);
            demolish[d] = new Demolish(id);
            extinguish[d] = new Extinguish(id);
            intensify[d] = new PlaceIntensificationCone(id);
        }
        Direction[] directions = Direction.values();
        noValidMove = new DeclareNoValidMove[directions.length];
        for (Direction d : directions) noValidMove[d.ordinal()] = new DeclareNoValidMove(d);
        spread = new SpreadFire[directions.length * n * n];
        doubleMove = new UseDoubleMove[n * n];
        moveTeam = new MoveTeam[n * n];
    }

    private SpreadFire spread(Direction d, int from, int to) {
        int k = (d.ordinal() * n + from) * n + to;
        SpreadFire c = spread[k];
        if (c == null) spread[k] = c = new SpreadFire(d, board.spaceId(from), board.spaceId(to));
        return c;
    }

    private UseDoubleMove doubleMove(int from, int to) {
        int k = from * n + to;
        UseDoubleMove c = doubleMove[k];
        if (c == null) doubleMove[k] = c = new UseDoubleMove(board.spaceId(from), board.spaceId(to));
        return c;
    }

    private MoveTeam moveTeam(int from, int to) {
        int k = from * n + to;
        MoveTeam c = moveTeam[k];
        if (c == null) moveTeam[k] = c = new MoveTeam(board.spaceId(from), board.spaceId(to));
        return c;
    }
}
