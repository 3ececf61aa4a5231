package io.boardstate.games.smallworld.core;

import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.games.smallworld.core.ability.Catalog;
import io.boardstate.games.smallworld.core.ability.PowerDef;
import io.boardstate.games.smallworld.core.ability.RaceDef;
import io.boardstate.games.smallworld.core.map.MapIndex;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Setting a match up (2.2): options checked once, the draws of 9.3 in their order, the opening state. */
public final class Setup {
    /** Option: the seat that plays first, -1 = drawn. */
    private Setup() {}

    /** Every option of {@code info} with its default: what the service fills in when a match sets none. */
    public static Map<String, Object> defaults(RulesetInfo info) {
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : info.options()) options.put(o.name(), o.defaultValue());
        return options;
    }

    /** The options of a match with the defaults filled in. */
    public static Map<String, Object> options(RulesetInfo info, MatchSetup setup) {
        Map<String, Object> o = defaults(info);
        o.putAll(setup.options());
        return o;
    }

    /** Why the match cannot be set up, or null: seats outside the edition's range, a value of the wrong type, a first seat out of range. */
    public static RuleViolation check(RulesetInfo info, MatchSetup setup) {
        int seats = setup.seats();
        if (seats < info.minSeats() || seats > info.maxSeats()) {
            return new RuleViolation(
                    RuleViolation.INVALID_SEATS,
                    info.name() + " is for " + info.minSeats() + " to " + info.maxSeats() + " players (2.1).",
                    Map.of("seats", seats));
        }
        Map<String, Object> o = options(info, setup);
        for (OptionSpec spec : info.options()) {
            Object value = o.get(spec.name());
            boolean ok =
                    switch (spec.type()) {
                        case "boolean" -> value instanceof Boolean;
                        case "integer" -> value instanceof Number n && spec.inRange(n.intValue());
                        default -> value instanceof String str && spec.allowed().contains(str);
                    };
            if (!ok)
                return RuleViolation.invalidOption(
                        spec.name(), "Option " + spec.name() + " has an invalid value: " + value);
        }
        if (o.get(FamilyOptions.FIRST_SEAT) instanceof Number n && (n.intValue() < -1 || n.intValue() >= seats)) {
            return RuleViolation.invalidOption(
                    FamilyOptions.FIRST_SEAT, "firstSeat must be -1 (random) or a seat from 0 to " + (seats - 1) + ".");
        }
        return null;
    }

    /** The first seat: the option, or a draw (R-2, the first draw of 9.3). */
    public static int firstSeat(Map<String, Object> options, int seats, Rng rng) {
        int first = ((Number) options.get(FamilyOptions.FIRST_SEAT)).intValue();
        return first >= 0 ? first : rng.nextInt(seats);
    }

    /** The banners shuffled (9.3: Fisher-Yates over the catalog order). */
    public static List<String> shuffledBanners(Catalog catalog, Rng rng) {
        List<String> banners =
                new ArrayList<>(catalog.races().stream().map(RaceDef::id).toList());
        rng.shuffle(banners);
        return List.copyOf(banners);
    }

    /** The badges shuffled (9.3: Fisher-Yates over the catalog order, after the banners). */
    public static List<String> shuffledBadges(Catalog catalog, Rng rng) {
        List<String> badges =
                new ArrayList<>(catalog.powers().stream().map(PowerDef::id).toList());
        rng.shuffle(badges);
        return List.copyOf(badges);
    }

    /**
     * Fills the family's part of a new state (2.2): coins, empty seats, the map with its neutral
     * tokens, the full tray, the piles. The edition then sets its slot and calls {@link #begin}.
     */
    public static void init(
            SmallWorldState<?, ?> s,
            Catalog catalog,
            MapIndex map,
            int seats,
            int rounds,
            int firstSeat,
            List<String> bannerOrder,
            List<String> badgeOrder) {
        int n = map.size;
        s.mapId = map.map.id();
        s.seats = seats;
        s.rounds = rounds;
        s.round = 1;
        s.firstSeat = firstSeat;
        s.coins = new int[seats];
        Arrays.fill(s.coins, catalog.setup().startCoins());
        s.activeRace = filled(seats);
        s.declinedRace = filled(seats);
        s.extraDeclinedRace = filled(seats);
        s.owner = filled(n);
        s.tokens = new int[n];
        s.natives = map.natives.clone();
        s.markers = new int[catalog.markers().size()][n];
        s.tray = new int[catalog.races().size()];
        for (RaceDef r : catalog.races()) s.tray[r.index()] = r.pool();
        s.bannerPile.addAll(bannerOrder);
        s.badgePile.addAll(badgeOrder);
    }

    /** The column is dealt and the first seat's turn starts. */
    public static void begin(Game g) {
        Market.refill(g);
        Turns.startTurn(g, g.s.firstSeat);
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }
}
