package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.Views.SmallWorldView;
import io.boardstate.match.support.EngineCodec;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** 7.4 / R-52: coin totals and gains are secret until the end; so is the order of the piles. */
class HiddenInformationTest {

    static SmallWorldView view(BaseFixture f, Viewer v) {
        return (SmallWorldView) f.ruleset.view(f.s, v);
    }

    static List<BaseViews.PlayerView> players(SmallWorldView view) {
        return view.players().stream().map(p -> (BaseViews.PlayerView) p).toList();
    }

    @Test
    @DisplayName("7.4 [IT 655, IS 283]: a view shows one's own coins only; spectators none; FULL all")
    void coinsInViews() {
        BaseFixture f = new BaseFixture(3);
        f.pick(Race.RATMEN, Power.MERCHANT);
        f.play(0, new Conquer(FARM_N));
        f.finishTurn(0);
        SmallWorldView mine = view(f, Viewer.seat(0));
        assertEquals(5 + 1 + 1, players(mine).get(0).coins());
        assertNull(players(mine).get(1).coins());
        SmallWorldView theirs = view(f, Viewer.seat(1));
        assertNull(players(theirs).get(0).coins());
        assertEquals(5, players(theirs).get(1).coins());
        SmallWorldView spectator = view(f, Viewer.spectator());
        for (var p : players(spectator)) assertNull(p.coins());
        for (var p : players(view(f, Viewer.full()))) assertNotNull(p.coins());
        JsonNode json = EngineCodec.MAPPER.valueToTree(theirs);
        assertTrue(json.at("/players/0/coins").isNull());
        assertEquals(Race.RATMEN, json.at("/regions/" + FARM_N + "/race").asText());
        assertEquals(6, json.at("/combos").size(), "the combo column with its coins is public");
    }

    @Test
    @DisplayName("7.4: score events are redacted for everybody but their owner until the game is over")
    void scoreEventsRedacted() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.RATMEN, Power.MERCHANT);
        f.play(0, new Conquer(FARM_N));
        f.finishTurn(0);
        TurnScored scored = f.lastScore();
        assertEquals(2, scored.coins());
        assertSame(scored, f.ruleset.redact(scored, Viewer.seat(0), f.s));
        assertSame(scored, f.ruleset.redact(scored, Viewer.full(), f.s));
        assertEquals(new TurnScored(0, null, null), f.ruleset.redact(scored, Viewer.seat(1), f.s));
        assertEquals(new TurnScored(0, null, null), f.ruleset.redact(scored, Viewer.spectator(), f.s));
        f.s.phase = Phase.GAME_OVER;
        assertSame(scored, f.ruleset.redact(scored, Viewer.spectator(), f.s), "revealed at the end [IT 875]");
        assertNotNull(players(view(f, Viewer.seat(1))).get(0).coins());
    }

    @Test
    @DisplayName("R-52 option publishTurnScores shows per-turn gains to all")
    void publishedScores() {
        BaseFixture f = new BaseFixture(2, Map.of(FamilyOptions.PUBLISH_SCORES, true));
        f.pick(Race.RATMEN, Power.MERCHANT);
        f.finishTurn(0);
        TurnScored scored = f.lastScore();
        assertSame(scored, f.ruleset.redact(scored, Viewer.seat(1), f.s));
        assertNull(players(view(f, Viewer.seat(1))).get(0).coins(), "the total stays hidden in views");
    }

    @Test
    @DisplayName("R-52: the shuffled piles below the visible combos are hidden in the setup and reshuffle events")
    void pilesRedacted() {
        BaseFixture f = new BaseFixture(2);
        GameStarted g = (GameStarted) f.log.getFirst();
        GameStarted seen = (GameStarted) f.ruleset.redact(g, Viewer.seat(0), f.s);
        assertEquals(g.bannerOrder().subList(0, 6), seen.bannerOrder());
        assertEquals(g.badgeOrder().subList(0, 6), seen.badgeOrder());
        assertSame(g, f.ruleset.redact(g, Viewer.full(), f.s));
        BadgesReshuffled r = new BadgesReshuffled(java.util.List.of(Power.HILL, Power.FOREST));
        assertEquals(new BadgesReshuffled(java.util.List.of()), f.ruleset.redact(r, Viewer.spectator(), f.s));
        assertEquals(8, view(f, Viewer.spectator()).bannerPileSize());
    }
}
