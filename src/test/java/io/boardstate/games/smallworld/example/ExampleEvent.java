package io.boardstate.games.smallworld.example;

import io.boardstate.games.smallworld.core.SetupEvent;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/** The example edition's own events; the core writes everything else (conquests, scores...). */
public sealed interface ExampleEvent extends SmallWorldEvent {
    /** Setup: every random draw, so that replays need no randomness (the core redacts the piles). */
    record ExampleStarted(
            int seats,
            String mapId,
            int rounds,
            int firstSeat,
            List<String> bannerOrder,
            List<String> badgeOrder,
            ExampleRules rules)
            implements ExampleEvent, SetupEvent {}

    record BeaconLit(int seat, int region) implements ExampleEvent {}
}
