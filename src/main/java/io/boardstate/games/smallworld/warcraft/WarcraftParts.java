package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.powers.*;
import io.boardstate.games.smallworld.warcraft.races.*;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The Warcraft races, powers and pieces with behaviour, built once per edition and wired through
 * their constructors: the behaviours bound to the catalog ({@link #races}, {@link #powers}) and
 * the parts that own commands ({@link #movers}), the same instances.
 */
final class WarcraftParts {
    final Defenders defenders;
    final Humans humans;
    final Champion champion;
    final Beastmasters beastmasters;
    /** The parts with commands of their own, in the order the legal lists name them. */
    final List<OwnMoves> movers;

    final Map<String, Function<Catalog, Ability>> races;
    final Map<String, Function<Catalog, Ability>> powers;

    /** {@code board}: the composed map of a match, for the reveals and the Explorers. */
    WarcraftParts(Catalog data, WarcraftPieces pieces, Travel travel, Function<Game, WarcraftBoard> board) {
        defenders = new Defenders(data);
        Garrisoned garrisoned = new Garrisoned(data);
        humans = new Humans(data, CoinGain.BONUS);
        Intimidating intimidating = new Intimidating(data);
        PortalMages portalMages = new PortalMages(data, pieces, (g, r) -> Relics.reveal(g, r, pieces, board.apply(g)));
        Goblins goblins = new Goblins(data, pieces.pool("BOMB_EXPLODING"), pieces.pool("BOMB_DUD"));
        champion = new Champion(data);
        beastmasters = new Beastmasters(data);
        Ethereals ethereals = new Ethereals(pieces);
        Forsaken forsaken = new Forsaken();
        Gnomes gnomes = new Gnomes();
        Worgen worgen = new Worgen();
        Placed placed = new Placed();
        ConquestModes modes = new ConquestModes(champion, pieces, travel);
        Battleground battleground = new Battleground();
        // the order of the legal lists: region by region, then the phase's other moves; prompts in this order too
        movers = List.of(
                humans,
                goblins,
                garrisoned,
                defenders,
                placed,
                champion,
                portalMages,
                intimidating,
                modes,
                gnomes,
                worgen,
                new TurnEnd(placed, garrisoned, defenders),
                battleground,
                ethereals,
                forsaken);
        races = Map.ofEntries(
                Map.entry(Draenei.ID, c -> new Draenei()),
                Map.entry(Ethereals.ID, c -> ethereals),
                Map.entry(Forsaken.ID, c -> forsaken),
                Map.entry(Gnomes.ID, c -> gnomes),
                Map.entry(Goblins.ID, c -> goblins),
                Map.entry(Humans.ID, c -> humans),
                Map.entry(Kobolds.ID, Kobolds::new),
                Map.entry(Naga.ID, c -> new Naga()),
                Map.entry(NightElves.ID, NightElves::new),
                Map.entry(Orcs.ID, c -> new Orcs(CoinGain.BONUS)),
                Map.entry(Pandaren.ID, c -> new Pandaren()),
                Map.entry(Tauren.ID, c -> new Tauren()),
                Map.entry(Trolls.ID, c -> new Trolls()),
                Map.entry(Worgen.ID, c -> worgen));
        powers = Map.ofEntries(
                Map.entry(Archeologists.ID, c -> new Archeologists()),
                Map.entry(Beastmasters.ID, c -> beastmasters),
                Map.entry(Bog.ID, Bog::new),
                Map.entry(Champion.ID, c -> champion),
                Map.entry(Defenders.ID, c -> defenders),
                Map.entry(Enraged.ID, c -> new Enraged(CoinGain.BONUS)),
                Map.entry(Explorers.ID, c -> new Explorers(board)),
                Map.entry(Fishermen.ID, c -> new Fishermen()),
                Map.entry(Garrisoned.ID, c -> garrisoned),
                Map.entry(Intimidating.ID, c -> intimidating),
                Map.entry(PortalMages.ID, c -> portalMages),
                Map.entry(Sailors.ID, c -> new Sailors()),
                Map.entry(Warmasters.ID, c -> new Warmasters(CoinGain.BONUS)));
    }
}
