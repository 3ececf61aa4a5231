package io.boardstate.games.smallworld.core.ability;

import java.util.List;
import java.util.Map;

/** What races and powers share: an id, data rules for coins and costs, behaviour, and an extension slot. */
public sealed interface Traits permits RaceDef, PowerDef {
    String id();

    List<ScoreRule> score();

    List<CostRule> cost();

    /** Its behaviour class ({@code core.Ability}), null if it has none. */
    Behaviour ability();

    /** The hooks its behaviour class overrides ({@code core.Hook}). */
    long hooks();

    /** Edition extension slot from the data file (e.g. Warcraft factions), JSON values. */
    Map<String, Object> features();
}
