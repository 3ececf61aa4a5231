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

    PlaceTeam placeTeam(int d) {
        return placeTeam[d];
    }

    PlaceOwner placeOwner(int d) {
        return placeOwner[d];
    }

    MoveOwner moveOwner(int to) {
        return moveOwner[to];
    }

    Demolish demolish(int d) {
        return demolish[d];
    }

    Extinguish extinguish(int d) {
        return extinguish[d];
    }

    PlaceIntensificationCone intensify(int d) {
        return intensify[d];
    }

    DeclareNoValidMove noValidMove(Direction discard) {
        return noValidMove[discard.ordinal()];
    }

    SpreadFire spread(Direction d, int from, int to) {
        int k = (d.ordinal() * n + from) * n + to;
        SpreadFire c = spread[k];
        if (c == null) spread[k] = c = new SpreadFire(d, board.spaceId(from), board.spaceId(to));
        return c;
    }

    UseDoubleMove doubleMove(int from, int to) {
        int k = from * n + to;
        UseDoubleMove c = doubleMove[k];
        if (c == null) doubleMove[k] = c = new UseDoubleMove(board.spaceId(from), board.spaceId(to));
        return c;
    }

    MoveTeam moveTeam(int from, int to) {
        int k = from * n + to;
        MoveTeam c = moveTeam[k];
        if (c == null) moveTeam[k] = c = new MoveTeam(board.spaceId(from), board.spaceId(to));
        return c;
    }
}
