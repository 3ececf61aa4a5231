package io.boardstate.games.smallworld.warcraft;

import io.boardstate.engine.Decision;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.games.smallworld.core.Edition;
import io.boardstate.games.smallworld.core.EditionSetup;
import io.boardstate.games.smallworld.core.FamilyOptions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Setup;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.SmallWorldState;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.IslandsDealt;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Setting up a Warcraft match (2.2, 9.3): the draws of its first event, the state it opens, what it hides. */
final class WarcraftSetup extends EditionSetup {
    private final WarcraftIslands islands;
    private final WarcraftPieces pieces;
    private final Function<List<String>, WarcraftBoard> boards;

    WarcraftSetup(
            RulesetInfo info,
            Catalog catalog,
            WarcraftIslands islands,
            WarcraftPieces pieces,
            Function<List<String>, WarcraftBoard> boards) {
        super(info, catalog);
        this.islands = islands;
        this.pieces = pieces;
        this.boards = boards;
    }

    @Override
    protected Decision<SmallWorldEvent> draw(int seats, Map<String, Object> o, Rng rng) {
        WarcraftRules rules = FamilyOptions.bind(WarcraftRules.class, o);
        WarcraftIslands.IslandSet set = islands.set(seats);
        List<String> faces = deal(set, rules.randomFaces(), rng); // 9.3 draw 1
        int firstSeat = Setup.firstSeat(o, seats, rng); // draw 2
        List<String> banners = Setup.shuffledBanners(catalog, rng); // draw 3
        List<String> badges = Setup.shuffledBadges(catalog, rng); // draw 4
        List<String> relics = new ArrayList<>(
                pieces.relics().stream().map(WarcraftPieces.Relic::id).toList());
        rng.shuffle(relics); // draw 5 ([W 151], R-3)
        return Decision.accept(
                new IslandsDealt(seats, faces, set.rounds(), firstSeat, banners, badges, List.copyOf(relics), rules));
    }

    /**
     * for each size the count needs ([W 128]-[W 131]), the boards of that size in a random
     * order, as many as needed, each showing a random face (or face A with {@code randomFaces} off).
     */
    private List<String> deal(WarcraftIslands.IslandSet set, boolean randomFaces, Rng rng) {
        Map<String, Integer> count = new LinkedHashMap<>();
        for (String size : set.sizes()) count.merge(size, 1, Integer::sum);
        List<String> faces = new ArrayList<>();
        for (var e : count.entrySet()) {
            List<Integer> boards = new ArrayList<>(islands.boards(e.getKey()));
            rng.shuffle(boards);
            for (int i = 0; i < e.getValue(); i++) {
                String face = !randomFaces || rng.nextInt(2) == 0 ? "A" : "B";
                faces.add(boards.get(i) + face);
            }
        }
        return List.copyOf(faces);
    }

    @Override
    public SmallWorldState<?, ?> start(SmallWorldEvent first, Edition edition) {
        if (!(first instanceof IslandsDealt e)) throw new IllegalStateException("a match starts with islandsDealt");
        WarcraftBoard board = boards.apply(e.faces());
        WarcraftState s = new WarcraftState();
        Setup.init(s, catalog, board.map, e.seats(), e.rounds(), e.firstSeat(), e.bannerOrder(), e.badgeOrder());
        WarcraftData d = new WarcraftData(e.rules(), e.faces(), e.seats());
        for (int i = 0; i < e.relicOrder().size(); i++) { // one face down per island ([W 151]), the rest aside
            if (i < board.islands()) d.relicAt.put(e.relicOrder().get(i), board.sizeIcon(i));
            else d.reserve.add(e.relicOrder().get(i));
        }
        s.edition = d;
        Setup.begin(new Game(s, board.map, edition));
        return s;
    }
}
