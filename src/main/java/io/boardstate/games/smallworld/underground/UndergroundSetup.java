package io.boardstate.games.smallworld.underground;

import io.boardstate.engine.Decision;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.EditionSetup;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import io.boardstate.games.smallworld.underground.UndergroundEvent.UndergroundStarted;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/** Setting up an Underground match (2.2, 12.3): the draws of its first event, the state it opens, what it hides. */
final class UndergroundSetup extends EditionSetup {
    private final Treasures treasures;
    private final IntFunction<MapIndex> boards;

    UndergroundSetup(RulesetInfo info, Catalog catalog, Treasures treasures, IntFunction<MapIndex> boards) {
        super(info, catalog);
        this.treasures = treasures;
        this.boards = boards;
    }

    @Override
    protected Decision<SmallWorldEvent> draw(int seats, Map<String, Object> o, Rng rng) {
        MapIndex board = boards.apply(seats); // one map per player count (2.1)
        UndergroundRules rules = FamilyOptions.bind(UndergroundRules.class, o);
        int firstSeat = Setup.firstSeat(o, seats, rng);
        List<String> banners = Setup.shuffledBanners(catalog, rng);
        List<String> badges = Setup.shuffledBadges(catalog, rng);
        List<String> stack = new ArrayList<>(
                treasures.all().stream().map(Treasures.Treasure::id).toList());
        rng.shuffle(stack); // Places then Relics, file order, shuffled
        int guarded = 0;
        for (int r = 0; r < board.size; r++) if (board.natives[r] > 0) guarded++;
        SmallWorldMap map = board.map;
        return Decision.accept(new UndergroundStarted(
                seats,
                map.id(),
                seats,
                map.rounds(),
                firstSeat,
                banners,
                badges,
                List.copyOf(stack.subList(0, Math.min(guarded, stack.size()))),
                rules));
    }

    @Override
    public UndergroundState start(SmallWorldEvent first, Edition edition) {
        if (!(first instanceof UndergroundStarted e))
            throw new IllegalStateException("a match starts with undergroundStarted");
        MapIndex board = boards.apply(e.mapPlayers());
        UndergroundState s = new UndergroundState();
        Setup.init(s, catalog, board, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        s.mapId = e.mapId();
        s.edition = new UndergroundData(
                e.rules(),
                e.mapPlayers(),
                e.seats(),
                e.treasureStack(),
                treasures.all().size());
        Setup.begin(new Game(s, board, edition));
        return s;
    }
}
