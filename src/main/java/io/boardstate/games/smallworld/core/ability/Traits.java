package io.boardstate.games.smallworld.core.ability;

import java.util.List;
import java.util.Map;

/** What races and powers share ({@link Part}): an id, data rules for coins and costs, behaviour, and an extension slot. */
public sealed interface Traits permits RaceDef, PowerDef {
    Part part();

    default String id() {
        return part().id();
    }

    /** Position in the catalog: the order setup shuffles banners or badges in (and a race's tray index). */
    default int index() {
        return part().index();
    }

    default String name() {
        return part().name();
    }

    default List<ScoreRule> score() {
        return part().score();
    }

    default List<CostRule> cost() {
        return part().cost();
    }

    /** Its behaviour class ({@code core.Ability}), null if it has none. */
    default Behaviour ability() {
        return part().ability();
    }

    /** The hooks its behaviour class overrides ({@code core.Hook}). */
    default long hooks() {
        return part().hooks();
    }

    /** Edition extension slot from the data file (e.g. Warcraft factions), JSON values. */
    default Map<String, Object> features() {
        return part().features();
    }
}
