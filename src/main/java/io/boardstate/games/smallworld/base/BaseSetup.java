package io.boardstate.games.smallworld.base;

import io.boardstate.engine.Decision;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.games.smallworld.base.BaseEvent.GameStarted;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.EditionSetup;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.SmallWorldMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/** Setting up a base match (2.2): the map for the chosen player count, the draws of 9.3, the state it opens. */
final class BaseSetup extends EditionSetup {
    private final IntFunction<MapIndex> boards;

    BaseSetup(RulesetInfo info, Catalog catalog, IntFunction<MapIndex> boards) {
        super(info, catalog);
        this.boards = boards;
    }

    @Override
    protected Decision<SmallWorldEvent> draw(int seats, Map<String, Object> o, Rng rng) {
        int mapPlayers = ((Number) o.get(BaseOptions.MAP_PLAYERS)).intValue();
        if (mapPlayers == 0) mapPlayers = seats;
        if (mapPlayers < info.minSeats() || mapPlayers > info.maxSeats()) {
            return Decision.reject(
                    RuleViolation.invalidOption(BaseOptions.MAP_PLAYERS, "mapPlayers must be 0 (by seats) or 2 to 5."));
        }
        MapIndex board;
        try {
            board = boards.apply(mapPlayers);
        } catch (RuntimeException e) {
            return Decision.reject(RuleViolation.invalidOption(
                    BaseOptions.MAP_PLAYERS, "No map for " + mapPlayers + " players: " + e.getMessage()));
        }
        SmallWorldRules rules = FamilyOptions.bind(SmallWorldRules.class, o);
        int firstSeat = Setup.firstSeat(o, seats, rng); // R-2, draw order of 9.3
        List<String> banners = Setup.shuffledBanners(catalog, rng);
        List<String> badges = Setup.shuffledBadges(catalog, rng);
        SmallWorldMap map = board.map;
        return Decision.accept(
                new GameStarted(seats, map.id(), mapPlayers, map.rounds(), firstSeat, banners, badges, rules));
    }

    @Override
    public BaseState start(SmallWorldEvent first, Edition edition) {
        if (!(first instanceof GameStarted e)) throw new IllegalStateException("a match starts with gameStarted");
        MapIndex board = boards.apply(e.mapPlayers());
        BaseState s = new BaseState();
        Setup.init(s, catalog, board, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        s.mapId = e.mapId();
        s.edition = new BaseData(e.rules(), e.mapPlayers(), e.seats());
        Setup.begin(new Game(s, board, edition));
        return s;
    }
}
