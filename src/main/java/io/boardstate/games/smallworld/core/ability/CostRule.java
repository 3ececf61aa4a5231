package io.boardstate.games.smallworld.core.ability;

import java.util.List;

/**
 * A change to the cost of a conquest given as data (races.json / powers.json {@code cost}),
 * applied while the race is active: {@code modifier} tokens for every target region that
 * matches all given filters (4.3; base: Commando -1 anywhere, Mounted -1 on Hills and Farmland).
 *
 * @param terrains terrain indexes the region must have one of; empty = any
 * @param symbols symbol indexes the region must carry one of; empty = any
 * @param coastal if non-null, the region must (not) be coastal (base: Tritons, R-35)
 */
public record CostRule(int modifier, List<Integer> terrains, List<Integer> symbols, Boolean coastal) {
    public CostRule {
        terrains = List.copyOf(terrains);
        symbols = List.copyOf(symbols);
    }
}
