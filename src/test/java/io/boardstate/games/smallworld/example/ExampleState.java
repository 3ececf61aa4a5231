package io.boardstate.games.smallworld.example;

import io.boardstate.games.smallworld.core.EditionData;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.SmallWorldState;

/** The state of a match: the family's state with the edition's two data slots. */
public final class ExampleState extends SmallWorldState<ExampleState.Data, ExampleState.NoRaceData> {
    /** The edition's slot: its rules and the Beacon's per-turn flag. */
    public static final class Data implements EditionData<Data> {
        ExampleRules rules;
        boolean beaconLit;

        @Override
        public Data copy() {
            Data c = new Data();
            c.rules = rules;
            c.beaconLit = beaconLit;
            return c;
        }

        @Override
        public ExampleRules rules() {
            return rules;
        }
    }

    /** Nothing lives with one race instance in this edition. */
    public static final class NoRaceData implements RaceData<NoRaceData> {
        @Override
        public NoRaceData copy() {
            return this;
        }
    }
}
