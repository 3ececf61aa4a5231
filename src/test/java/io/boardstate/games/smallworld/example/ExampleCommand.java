package io.boardstate.games.smallworld.example;

import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;

/** The example edition's own commands: its Beacon power's move and its end of turn. */
public sealed interface ExampleCommand extends SmallWorldCommand {
    /** Beacon: light the Beacon on a region of the active race (once per turn, at redeployment). */
    record LightBeacon(int region) implements ExampleCommand, RegionMove.OnRegion {}

    /** End the turn and score (section 7). */
    record EndTurn() implements ExampleCommand {}
}
