package io.boardstate.games.smallworld.example;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hook;
import io.boardstate.games.smallworld.core.RaceData;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.CatalogLoader;
import io.boardstate.games.smallworld.core.map.MapIndex;
import io.boardstate.games.smallworld.core.map.MapLoader;
import io.boardstate.games.smallworld.example.ExampleEvent.ExampleStarted;
import java.util.List;
import java.util.Map;

/**
 * A test-only edition, the worked example of {@code docs/games/adding-an-edition.md}: content
 * from {@code smallworld/example/} (six races and seven powers, all but one described by data
 * alone, and one map), the family's options, and one power with a move of its own ({@link
 * Beacon}). Everything else (market, conquest, decline, scoring, views, redaction, bots) is the
 * family core's.
 */
public final class ExampleEdition extends Edition {
    private final MapIndex board;
    private final Beacon beacon;

    public ExampleEdition() {
        Catalog data = CatalogLoader.load("smallworld/example");
        beacon = new Beacon(data);
        List<OptionSpec> options = List.of(
                FamilyOptions.firstSeat(),
                FamilyOptions.finalConquest("Final conquest with the reinforcement die (R-6)."),
                FamilyOptions.abandonAfterConquest("Abandon regions after the first conquest (R-9)."),
                FamilyOptions.publishTurnScores("Show per-turn coin gains to all (R-52)."));
        content(Hook.bind(data, Map.of(), Map.of(Beacon.ID, c -> beacon)), options, List.of(beacon, new EndOfTurn()));
        String file = data.directory() + "/" + data.setup().boards().getFirst().file();
        board = new MapIndex(new MapLoader(data.vocabulary(), map -> {}).resource(file), data.vocabulary());
    }

    @Override
    public Class<ExampleState> stateType() {
        return ExampleState.class;
    }

    @Override
    public RaceData<?> newRaceData() {
        return new ExampleState.NoRaceData();
    }

    @Override
    public MapIndex map(SmallWorldState<?, ?> s) {
        return board;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return withMoverEvents(Map.of("exampleStarted", ExampleStarted.class));
    }

    /** Setup (2.2): every draw in the event, in the spec's order. */
    @Override
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        RuleViolation v = Setup.check(info(), setup);
        if (v != null) return Decision.reject(v);
        Map<String, Object> o = Setup.options(info(), setup);
        ExampleRules rules = FamilyOptions.bind(ExampleRules.class, o);
        int first = Setup.firstSeat(o, setup.seats(), rng);
        List<String> banners = Setup.shuffledBanners(catalog(), rng);
        List<String> badges = Setup.shuffledBadges(catalog(), rng);
        return Decision.accept(
                new ExampleStarted(setup.seats(), board.map.id(), board.map.rounds(), first, banners, badges, rules));
    }

    @Override
    public SmallWorldState<?, ?> start(SmallWorldEvent first) {
        ExampleStarted e = (ExampleStarted) first;
        ExampleState s = new ExampleState();
        Setup.init(s, catalog(), board, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        s.edition = new ExampleState.Data();
        s.edition.rules = e.rules();
        Setup.begin(new Game(s, board, this));
        return s;
    }
}
