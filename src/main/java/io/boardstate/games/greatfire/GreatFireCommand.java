package io.boardstate.games.greatfire;

import io.boardstate.engine.Command;
import io.boardstate.engine.Required;

/** What a seat may ask for. Spaces are given by their board id string; directions as N/E/S/W. */
public sealed interface GreatFireCommand extends Command {
    /** Setup: put one emergency team on a district (seed l.127-132). */
    record PlaceTeam(@Required String district) implements GreatFireCommand {}

    /** Setup: put the own owner pawn on a district (seed l.134). */
    record PlaceOwner(@Required String district) implements GreatFireCommand {}

    /** Phase A: play a fire card of this direction and move one free cone from source to destination (seed l.152). */
    record SpreadFire(
            @Required Direction direction,
            @Required String source,
            @Required String destination) implements GreatFireCommand {}

    /** Phase A, after the normal move: a second move in the same direction with a Double Move tile (seed l.227). */
    record UseDoubleMove(@Required String source, @Required String destination) implements GreatFireCommand {}

    /** Phase A when no card in hand can move fire: reveal the hand and discard this card (seed l.219). */
    record DeclareNoValidMove(@Required Direction discard) implements GreatFireCommand {}

    /** Phase B: move the own owner pawn one step, 1 AP (seed l.245). */
    record MoveOwner(@Required String to) implements GreatFireCommand {}

    /** Phase B: move one free emergency team one step, 1 AP (seed l.251). */
    record MoveTeam(@Required String from, @Required String to) implements GreatFireCommand {}

    /** Phase B, team movement: play an Explosive tile to demolish a district, no AP (seed l.279). */
    record Demolish(@Required String district) implements GreatFireCommand {}

    /** Phase B: remove one cone from a contained district holding the own owner pawn, 1 AP (seed l.261). */
    record Extinguish(@Required String district) implements GreatFireCommand {}

    /** Ends phase A (after the normal move) or phase B; phase C (draw, intensification) follows (seed l.295). */
    record EndActions() implements GreatFireCommand {}

    /** Intensification: place one new cone on a district with free fire, within its cap (seed l.305-311). */
    record PlaceIntensificationCone(@Required String district) implements GreatFireCommand {}
}
