package io.boardstate.games.smallworld;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.games.smallworld.SmallWorldCommand.*;
import io.boardstate.games.smallworld.SmallWorldEvent.*;
import io.boardstate.games.smallworld.SmallWorldState.RaceState;
import io.boardstate.games.smallworld.SmallWorldView.*;
import io.boardstate.games.smallworld.map.SmallWorldMap;
import io.boardstate.games.smallworld.map.SmallWorldMaps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * Small World (base game, Days of Wonder 2009) following {@code smallworld.md}: setup for 2-5
 * players, conquests, decline, scoring, the 14 races and the 20 special powers, with the engine
 * rulings R-n of its section 8.3 (the debatable ones are match options).
 */
public final class SmallWorldRuleset implements Ruleset<SmallWorldState, SmallWorldCommand, SmallWorldEvent> {

    public static final String ID = "smallworld";

    // option names (spec 9.6)
    public static final String OPT_FIRST_SEAT = "firstSeat";
    public static final String OPT_MAP_PLAYERS = "mapPlayers";
    public static final String OPT_FINAL_CONQUEST = "finalConquestRule";
    public static final String OPT_ABANDON_AFTER_CONQUEST = "allowAbandonAfterFirstConquest";
    public static final String OPT_ELVES_KEEP = "elvesKeepTokenVsSorcerers";
    public static final String OPT_GHOULS_SHARE_DIE = "ghoulsShareDieWithActiveRace";
    public static final String OPT_GHOULS_IN_HAND = "declinedGhoulsInHandKeepRaceAlive";
    public static final String OPT_FLYING_BORDER = "flyingIgnoresBorderRule";
    public static final String OPT_FLYING_SORCERERS = "flyingSorcerersIgnoreAdjacency";
    public static final String OPT_SEAFARING_SEA = "seafaringMayEnterBySea";
    public static final String OPT_IMMUNITY_GHOULS = "immunityAppliesToOwnGhouls";
    public static final String OPT_BANNER_BOTTOM = "bannerReturnToBottom";
    public static final String OPT_STOUT_PICK_TURN = "stoutMayDeclineOnPickTurn";
    public static final String OPT_PUBLISH_SCORES = "publishTurnScores";

    private static final Map<String, Class<? extends SmallWorldCommand>> COMMANDS = orderedMap(
            "pickCombo", PickCombo.class,
            "expand", Expand.class,
            "decline", Decline.class,
            "abandon", Abandon.class,
            "conquer", Conquer.class,
            "conquerWithDie", ConquerWithDie.class,
            "berserkRoll", BerserkRoll.class,
            "dragonConquer", DragonConquer.class,
            "sorcererConvert", SorcererConvert.class,
            "endConquest", EndConquest.class,
            "placeTokens", PlaceTokens.class,
            "placeFortress", PlaceFortress.class,
            "placeEncampment", PlaceEncampment.class,
            "finishRedeploy", FinishRedeploy.class,
            "placeHero", PlaceHero.class,
            "chooseAlly", ChooseAlly.class,
            "endTurn", EndTurn.class);

    private static final Map<String, Class<? extends SmallWorldEvent>> EVENTS = orderedMap(
            "gameStarted", GameStarted.class,
            "badgesReshuffled", BadgesReshuffled.class,
            "comboPicked", ComboPicked.class,
            "expanded", Expanded.class,
            "raceDeclined", RaceDeclined.class,
            "regionAbandoned", RegionAbandoned.class,
            "regionConquered", RegionConquered.class,
            "reinforcementDieRolled", ReinforcementDieRolled.class,
            "berserkDieRolled", BerserkDieRolled.class,
            "regionConverted", RegionConverted.class,
            "conquestEnded", ConquestEnded.class,
            "tokensPlaced", TokensPlaced.class,
            "fortressPlaced", FortressPlaced.class,
            "encampmentPlaced", EncampmentPlaced.class,
            "redeploymentFinished", RedeploymentFinished.class,
            "heroPlaced", HeroPlaced.class,
            "allyChosen", AllyChosen.class,
            "turnScored", TurnScored.class,
            "turnEnded", TurnEnded.class);

    private static final RulesetInfo INFO = new RulesetInfo(
            ID,
            "Small World",
            2,
            5,
            List.of(
                    OptionSpec.integer(
                            OPT_FIRST_SEAT,
                            -1,
                            "Seat that plays first; -1 draws it with the match's seeded RNG (R-2)."),
                    OptionSpec.integer(
                            OPT_MAP_PLAYERS,
                            0,
                            "Map to play on, by its player count (2-5); 0 = the map of the seat count, as the rules say (2.1). Rounds follow the map (R-1)."),
                    OptionSpec.choice(
                            OPT_FINAL_CONQUEST,
                            SmallWorldRules.SHORTFALL_AT_MOST_3,
                            List.of(SmallWorldRules.SHORTFALL_AT_MOST_3, SmallWorldRules.COST_AT_MOST_3),
                            "Final conquest with the reinforcement die: SHORTFALL_AT_MOST_3 = the region may be at most 3 tokens out of reach (IS 255, R-6, recommended); COST_AT_MOST_3 = the IT literal reading, a region of cost 3 or less (IT 553)."),
                    OptionSpec.bool(
                            OPT_ABANDON_AFTER_CONQUEST,
                            false,
                            "Allow abandoning regions after the first conquest of the turn (R-9; default: only while readying troops)."),
                    OptionSpec.bool(
                            OPT_ELVES_KEEP,
                            false,
                            "An Elf token replaced by the Sorcerers goes back to its owner's hand instead of the tray (IS 440 reading; R-16 default: lost)."),
                    OptionSpec.bool(
                            OPT_GHOULS_SHARE_DIE,
                            false,
                            "Declined Ghouls and the active race share one reinforcement-die conquest per turn (R-20c; default: one each)."),
                    OptionSpec.bool(
                            OPT_GHOULS_IN_HAND,
                            true,
                            "Declined Ghouls that lost all regions but hold tokens in hand stay in play and re-enter next turn (R-20f)."),
                    OptionSpec.bool(
                            OPT_FLYING_BORDER,
                            true,
                            "A Flying race may make its first conquest in any land region (R-31)."),
                    OptionSpec.bool(
                            OPT_FLYING_SORCERERS,
                            true,
                            "Flying Sorcerers may replace a lone enemy token anywhere, without adjacency (R-15d)."),
                    OptionSpec.bool(
                            OPT_SEAFARING_SEA,
                            true,
                            "A Seafaring race may enter the map through a Sea touching the board edge (R-30c)."),
                    OptionSpec.bool(
                            OPT_IMMUNITY_GHOULS,
                            true,
                            "Hero, Dragon and Hole-in-the-Ground regions are immune to the owner's own declined Ghouls too (R-14)."),
                    OptionSpec.bool(
                            OPT_BANNER_BOTTOM,
                            true,
                            "A vanished race's banner returns to the bottom of the banner pile (IS 326, R-4); false = on top (IT 797 reading)."),
                    OptionSpec.bool(
                            OPT_STOUT_PICK_TURN,
                            true,
                            "A Stout race may decline at the end of the turn it was picked (R-23)."),
                    OptionSpec.bool(
                            OPT_PUBLISH_SCORES,
                            false,
                            "Show every player's per-turn coin gains to all (R-52 alternative). Default false: coins are secret until the end (7.4, IT 655), so score events are redacted for others.")),
            "Small World (base game): 2-5 players, 14 races, 20 special powers, conquest and decline; coins secret until the end.");

    private final IntFunction<SmallWorldMap> maps;
    private final Board[] boards = new Board[8];

    /** The bundled boards: the map follows the player count (2.1). */
    public SmallWorldRuleset() {
        this(SmallWorldMaps::forPlayers);
    }

    /** @param maps the map for a player count (2-5); tests pass small boards of their own */
    public SmallWorldRuleset(IntFunction<SmallWorldMap> maps) {
        this.maps = maps;
    }

    @SafeVarargs
    private static <T> Map<String, Class<? extends T>> orderedMap(Object... pairs) {
        Map<String, Class<? extends T>> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            @SuppressWarnings("unchecked")
            Class<? extends T> type = (Class<? extends T>) pairs[i + 1];
            map.put((String) pairs[i], type);
        }
        return map;
    }

    Board board(int mapPlayers) {
        Board b = boards[mapPlayers];
        if (b == null) {
            b = new Board(maps.apply(mapPlayers));
            boards[mapPlayers] = b;
        }
        return b;
    }

    Board board(SmallWorldState s) {
        return board(s.mapPlayers);
    }

    @Override
    public RulesetInfo info() {
        return INFO;
    }

    @Override
    public Class<SmallWorldState> stateType() {
        return SmallWorldState.class;
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commandTypes() {
        return COMMANDS;
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> eventTypes() {
        return EVENTS;
    }

    /** Every option with its default: what the service fills in when a match sets none. */
    public static Map<String, Object> defaultOptions() {
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : INFO.options()) options.put(o.name(), o.defaultValue());
        return options;
    }

    // ---------------------------------------------------------------- setup (2.2)

    @Override
    public Decision<SmallWorldEvent> setup(MatchSetup setup, Rng rng) {
        int seats = setup.seats();
        if (seats < 2 || seats > 5) {
            return Decision.reject(new RuleViolation(
                    RuleViolation.INVALID_SEATS, "Small World is for 2 to 5 players (2.1).", Map.of("seats", seats)));
        }
        Map<String, Object> o = new HashMap<>(defaultOptions());
        o.putAll(setup.options());
        for (OptionSpec spec : INFO.options()) {
            Object value = o.get(spec.name());
            boolean ok =
                    switch (spec.type()) {
                        case "boolean" -> value instanceof Boolean;
                        case "integer" -> value instanceof Number;
                        default -> value instanceof String str && spec.allowed().contains(str);
                    };
            if (!ok)
                return Decision.reject(RuleViolation.invalidOption(
                        spec.name(), "Option " + spec.name() + " has an invalid value: " + value));
        }
        int firstSeat = ((Number) o.get(OPT_FIRST_SEAT)).intValue();
        if (firstSeat < -1 || firstSeat >= seats) {
            return Decision.reject(RuleViolation.invalidOption(
                    OPT_FIRST_SEAT, "firstSeat must be -1 (random) or a seat from 0 to " + (seats - 1) + "."));
        }
        int mapPlayers = ((Number) o.get(OPT_MAP_PLAYERS)).intValue();
        if (mapPlayers == 0) mapPlayers = seats;
        if (mapPlayers < 2 || mapPlayers > 5) {
            return Decision.reject(
                    RuleViolation.invalidOption(OPT_MAP_PLAYERS, "mapPlayers must be 0 (by seats) or 2 to 5."));
        }
        Board board;
        try {
            board = board(mapPlayers);
        } catch (RuntimeException e) {
            return Decision.reject(RuleViolation.invalidOption(
                    OPT_MAP_PLAYERS, "No map for " + mapPlayers + " players: " + e.getMessage()));
        }
        SmallWorldRules rules = new SmallWorldRules(
                (String) o.get(OPT_FINAL_CONQUEST),
                (Boolean) o.get(OPT_ABANDON_AFTER_CONQUEST),
                (Boolean) o.get(OPT_ELVES_KEEP),
                (Boolean) o.get(OPT_GHOULS_SHARE_DIE),
                (Boolean) o.get(OPT_GHOULS_IN_HAND),
                (Boolean) o.get(OPT_FLYING_BORDER),
                (Boolean) o.get(OPT_FLYING_SORCERERS),
                (Boolean) o.get(OPT_SEAFARING_SEA),
                (Boolean) o.get(OPT_IMMUNITY_GHOULS),
                (Boolean) o.get(OPT_BANNER_BOTTOM),
                (Boolean) o.get(OPT_STOUT_PICK_TURN),
                (Boolean) o.get(OPT_PUBLISH_SCORES));
        if (firstSeat < 0) firstSeat = rng.nextInt(seats); // R-2, draw order of 9.3
        List<Race> banners = new ArrayList<>(Arrays.asList(Race.values()));
        rng.shuffle(banners);
        List<Power> badges = new ArrayList<>(Arrays.asList(Power.values()));
        rng.shuffle(badges);
        SmallWorldMap map = board.map;
        return Decision.accept(new GameStarted(
                seats,
                map.id(),
                mapPlayers,
                map.rounds(),
                firstSeat,
                List.copyOf(banners),
                List.copyOf(badges),
                rules));
    }

    @Override
    public SmallWorldState apply(SmallWorldState state, SmallWorldEvent event) {
        Board b = event instanceof GameStarted g ? board(g.mapPlayers()) : board(state);
        return Play.apply(state, event, b);
    }

    @Override
    public Set<Integer> seatsToAct(SmallWorldState s) {
        if (s.over()) return Set.of();
        if (s.phase == Phase.WITHDRAWALS) return Set.of(s.withdrawalQueue.getFirst());
        return Set.of(s.currentSeat);
    }

    private static int actor(SmallWorldState s) {
        return s.phase == Phase.WITHDRAWALS ? s.withdrawalQueue.getFirst() : s.currentSeat;
    }

    // ---------------------------------------------------------------- decide

    @Override
    public Decision<SmallWorldEvent> decide(SmallWorldState s, int seat, SmallWorldCommand command, Rng rng) {
        if (s.over()) return Decision.reject(RuleViolation.gameOver());
        if (seat != actor(s)) return Decision.reject(RuleViolation.notYourTurn(seat));
        if (command == null) return Decision.reject(illegal("UNKNOWN_COMMAND", "No command given."));
        Board b = board(s);
        List<SmallWorldEvent> events = new ArrayList<>(4);
        RuleViolation v = decide(s, b, seat, command, rng, events);
        if (v != null) return Decision.reject(v);
        return Decision.accept(events);
    }

    private RuleViolation decide(
            SmallWorldState s, Board b, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        RuleViolation v = decideEvents(s, b, seat, command, rng, events);
        if (v == null) reshuffleWhereNeeded(s, b, rng, events);
        return v;
    }

    private RuleViolation decideEvents(
            SmallWorldState s, Board b, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        RuleViolation v;
        switch (command) {
            case PickCombo c -> {
                if ((v = Checks.pickCombo(s, seat, c.slot())) != null) return v;
                Race race = s.marketRaces.get(c.slot());
                Power power = s.marketPowers.get(c.slot());
                events.add(new ComboPicked(
                        seat,
                        c.slot(),
                        race,
                        power,
                        c.slot(),
                        s.marketCoins.get(c.slot()),
                        Play.comboTokens(s, race, power)));
            }
            case Expand c -> {
                if ((v = Checks.phase(s, Phase.TURN_START, "Expanding")) != null) return v;
                events.add(new Expanded(seat));
            }
            case Decline c -> {
                if ((v = Checks.phase(s, Phase.TURN_START, "Going into decline")) != null) return v;
                RaceDeclined declined = new RaceDeclined(seat, s.race(s.activeRace[seat]).race, false);
                events.add(declined);
                // C2: the Decline turn scores the state after the decline (3.4 step 5)
                SmallWorldState after = s.copy();
                for (SmallWorldEvent e : events) Play.apply(after, e, b);
                Scoring.Score score = Scoring.score(after, b, seat);
                events.add(new TurnScored(seat, score.total(), score.breakdown()));
                events.add(new TurnEnded(seat));
            }
            case Abandon c -> {
                if ((v = Checks.abandon(s, b, seat, c.region())) != null) return v;
                events.add(new RegionAbandoned(seat, c.region()));
            }
            case Conquer c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "Conquering")) != null) return v;
                RaceState x = Checks.acting(s);
                long mask = Play.regionsOf(s, x.id);
                if ((v = Checks.conquer(s, b, x, mask, c.region())) != null) return v;
                ConquestMethod method = s.pendingBerserkDie >= 0 ? ConquestMethod.BERSERK : ConquestMethod.NORMAL;
                events.add(new RegionConquered(
                        seat, c.region(), x.race, method, Checks.required(s, b, x, mask, c.region())));
            }
            case ConquerWithDie c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "A final conquest")) != null) return v;
                RaceState x = Checks.acting(s);
                long mask = Play.regionsOf(s, x.id);
                if ((v = Checks.conquerWithDie(s, b, x, mask, c.region())) != null) return v;
                int cost = Checks.cost(s, b, x, mask, c.region());
                int die = Checks.DIE_FACES[rng.nextInt(Checks.DIE_FACES.length)];
                boolean success = x.hand + die >= cost;
                events.add(new ReinforcementDieRolled(seat, c.region(), x.race, die, cost, success));
                if (success)
                    events.add(new RegionConquered(seat, c.region(), x.race, ConquestMethod.DIE, x.hand)); // [IT 569]
                events.add(new ConquestEnded(seat, x.race)); // [IT 575]
            }
            case BerserkRoll c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "A Berserk roll")) != null) return v;
                if ((v = Checks.berserkRoll(s, Checks.acting(s))) != null) return v;
                events.add(new BerserkDieRolled(seat, Checks.DIE_FACES[rng.nextInt(Checks.DIE_FACES.length)]));
            }
            case DragonConquer c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "A Dragon conquest")) != null) return v;
                RaceState x = Checks.acting(s);
                if ((v = Checks.dragonConquer(s, b, x, Play.regionsOf(s, x.id), c.region())) != null) return v;
                events.add(new RegionConquered(seat, c.region(), x.race, ConquestMethod.DRAGON, 1));
            }
            case SorcererConvert c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "A Sorcerer conversion")) != null) return v;
                RaceState x = Checks.acting(s);
                if ((v = Checks.sorcererConvert(s, b, x, Play.regionsOf(s, x.id), c.region())) != null) return v;
                events.add(new RegionConverted(seat, c.region()));
            }
            case EndConquest c -> {
                if ((v = Checks.phase(s, Phase.CONQUEST, "Ending conquests")) != null) return v;
                events.add(new ConquestEnded(seat, Checks.acting(s).race));
            }
            case PlaceTokens c -> {
                if ((v = Checks.placeTokens(s, b, seat, c.region(), c.count())) != null) return v;
                events.add(new TokensPlaced(seat, c.region(), c.count()));
            }
            case PlaceFortress c -> {
                if ((v = Checks.placeFortress(s, b, seat, c.region())) != null) return v;
                events.add(new FortressPlaced(seat, c.region()));
            }
            case PlaceEncampment c -> {
                if ((v = Checks.placeEncampment(s, b, seat, c.region())) != null) return v;
                events.add(new EncampmentPlaced(seat, c.region()));
            }
            case FinishRedeploy c -> {
                if ((v = Checks.finishRedeploy(s, seat)) != null) return v;
                events.add(new RedeploymentFinished(seat));
            }
            case PlaceHero c -> {
                if ((v = Checks.placeHero(s, b, seat, c.region())) != null) return v;
                events.add(new HeroPlaced(seat, c.region()));
            }
            case ChooseAlly c -> {
                if ((v = Checks.chooseAlly(s, seat, c.seat())) != null) return v;
                events.add(new AllyChosen(seat, c.seat()));
            }
            case EndTurn c -> {
                if ((v = Checks.endTurn(s, seat, c.stoutDecline())) != null) return v;
                Scoring.Score score = Scoring.score(s, b, seat); // B6, then B7
                events.add(new TurnScored(seat, score.total(), score.breakdown()));
                if (c.stoutDecline()) events.add(new RaceDeclined(seat, s.race(s.activeRace[seat]).race, true));
                events.add(new TurnEnded(seat));
            }
        }
        return null;
    }

    /**
     * R-5 / C-19: whenever a combo needs a badge and the badge pile is empty, the discards are
     * shuffled into a new pile at once, so the column never shows fewer combos than the banners
     * allow. The events are replayed on a copy and a reshuffle is inserted right after the event
     * that left a slot without its badge (a pick, or a banner returning to an emptied pile).
     */
    private static void reshuffleWhereNeeded(SmallWorldState s, Board b, Rng rng, List<SmallWorldEvent> events) {
        if (s.badgePile.size() >= Play.MARKET_SIZE) return; // no command draws more badges than the column has slots
        SmallWorldState after = s.copy();
        for (int i = 0; i < events.size(); i++) {
            Play.apply(after, events.get(i), b);
            if (!Play.needsBadgeReshuffle(after)) continue;
            List<Power> order = new ArrayList<>(after.badgeDiscard);
            order.sort(Comparator.naturalOrder()); // 9.3: independent of the discard order
            rng.shuffle(order);
            BadgesReshuffled reshuffled = new BadgesReshuffled(List.copyOf(order));
            events.add(++i, reshuffled);
            Play.apply(after, reshuffled, b);
        }
    }

    // ---------------------------------------------------------------- legal commands

    @Override
    public List<SmallWorldCommand> legalCommands(SmallWorldState s, int seat) {
        List<SmallWorldCommand> out = new ArrayList<>();
        if (s.over() || seat != actor(s)) return out;
        Board b = board(s);
        switch (s.phase) {
            case PICK -> {
                for (int slot = 0; slot < s.marketRaces.size(); slot++) {
                    if (Checks.pickCombo(s, seat, slot) == null) out.add(new PickCombo(slot));
                }
            }
            case TURN_START -> {
                out.add(new Expand());
                out.add(new Decline());
            }
            case CONQUEST -> {
                RaceState x = Checks.acting(s);
                long mask = Play.regionsOf(s, x.id);
                for (int r = 0; r < b.size; r++) {
                    if (Checks.abandon(s, b, seat, r) == null) out.add(new Abandon(r));
                    if (Checks.conquer(s, b, x, mask, r) == null) out.add(new Conquer(r));
                    if (Checks.conquerWithDie(s, b, x, mask, r) == null) out.add(new ConquerWithDie(r));
                    if (Checks.dragonConquer(s, b, x, mask, r) == null) out.add(new DragonConquer(r));
                    if (Checks.sorcererConvert(s, b, x, mask, r) == null) out.add(new SorcererConvert(r));
                }
                if (Checks.berserkRoll(s, x) == null) out.add(new BerserkRoll());
                out.add(new EndConquest());
            }
            case REDEPLOY, WITHDRAWALS -> {
                for (int r = 0; r < b.size; r++) {
                    int o = s.owner[r];
                    if (o >= 0 && Checks.placesFor(s, seat, s.race(o))) {
                        int max = Checks.placeable(s, s.race(o));
                        for (int n = 1; n <= max; n++) out.add(new PlaceTokens(r, n));
                    }
                    if (s.phase == Phase.REDEPLOY) {
                        if (Checks.abandon(s, b, seat, r) == null) out.add(new Abandon(r));
                        if (Checks.placeFortress(s, b, seat, r) == null) out.add(new PlaceFortress(r));
                    }
                    if (Checks.placeEncampment(s, b, seat, r) == null) out.add(new PlaceEncampment(r));
                }
                if (Checks.finishRedeploy(s, seat) == null) out.add(new FinishRedeploy());
            }
            case END_POWERS -> {
                for (int r = 0; r < b.size; r++) if (Checks.placeHero(s, b, seat, r) == null) out.add(new PlaceHero(r));
                for (int a = 0; a < s.seats; a++) if (Checks.chooseAlly(s, seat, a) == null) out.add(new ChooseAlly(a));
                if (Checks.endTurn(s, seat, false) == null) out.add(new EndTurn(false));
                if (Checks.endTurn(s, seat, true) == null) out.add(new EndTurn(true));
            }
            case GAME_OVER -> {}
        }
        return out;
    }

    // ---------------------------------------------------------------- views and secrets

    private static boolean seesCoinsOf(SmallWorldState s, Viewer viewer, int seat) {
        return viewer.isFull() || viewer.isSeat(seat) || s.over();
    }

    @Override
    public Object view(SmallWorldState s, Viewer viewer) {
        Board b = board(s);
        List<PlayerView> players = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) {
            players.add(new PlayerView(
                    seat,
                    seesCoinsOf(s, viewer, seat) ? s.coins[seat] : null,
                    raceView(s, s.activeRace[seat]),
                    raceView(s, s.declinedRace[seat]),
                    raceView(s, s.spiritRace[seat]),
                    s.ally[seat] >= 0 ? s.ally[seat] : null));
        }
        List<RegionView> regions = new ArrayList<>();
        for (int r = 0; r < b.size; r++) {
            RaceState o = s.owner[r] >= 0 ? s.race(s.owner[r]) : null;
            regions.add(new RegionView(
                    r,
                    b.terrain[r],
                    o == null ? null : o.seat,
                    o == null ? null : o.race,
                    o != null && o.declined,
                    s.tokens[r],
                    s.lostTribe[r],
                    b.mountain[r],
                    s.trollLair[r],
                    s.fortress[r],
                    s.hole[r],
                    s.hero[r],
                    s.dragon[r],
                    s.encampments[r]));
        }
        List<ComboView> combos = new ArrayList<>();
        for (int i = 0; i < s.marketRaces.size(); i++) {
            Race race = s.marketRaces.get(i);
            Power power = s.marketPowers.get(i);
            combos.add(new ComboView(i, race, power, s.marketCoins.get(i), Play.comboTokens(s, race, power)));
        }
        RaceState acting = s.actingRace >= 0 ? s.race(s.actingRace) : null;
        TurnView turn = new TurnView(
                acting == null ? null : acting.race,
                s.ghoulStep,
                s.conquestsThisStep,
                s.conquestEnded,
                s.pendingBerserkDie >= 0 ? s.pendingBerserkDie : null,
                s.dieUsedThisTurn,
                s.dragonUsed,
                s.fortressPlaced,
                s.heroesToPlace,
                List.copyOf(s.withdrawalQueue));
        return new SmallWorldView(
                s.mapId,
                s.round,
                s.rounds,
                s.phase,
                s.currentSeat,
                List.copyOf(seatsToAct(s)),
                players,
                regions,
                combos,
                s.bannerPile.size(),
                s.badgePile.size(),
                List.copyOf(s.badgeDiscard),
                turn,
                result(s).orElse(null));
    }

    private static RaceView raceView(SmallWorldState s, int id) {
        if (id < 0) return null;
        RaceState r = s.race(id);
        int onBoard = 0;
        for (int reg = 0; reg < s.owner.length; reg++) if (s.owner[reg] == id) onBoard += s.tokens[reg];
        Power badge =
                r.declined && r.power != Power.SPIRIT ? null : r.power; // a declined race's badge was discarded (3.4)
        return new RaceView(id, r.race, badge, r.declined, r.regions, onBoard, r.hand, r.reserve);
    }

    /**
     * Secrets in the log: other players' coin gains (7.4, R-52) and the order of the piles below
     * the visible combos. Revealed to everybody once the game is over.
     */
    @Override
    public SmallWorldEvent redact(SmallWorldEvent event, Viewer viewer, SmallWorldState current) {
        if (viewer.isFull() || (current != null && current.over())) return event;
        return switch (event) {
            case TurnScored e
            when !viewer.isSeat(e.seat()) && !(current != null && current.rules.publishTurnScores()) ->
                new TurnScored(e.seat(), null, null);
            case GameStarted e ->
                new GameStarted(
                        e.seats(),
                        e.mapId(),
                        e.mapPlayers(),
                        e.rounds(),
                        e.firstSeat(),
                        List.copyOf(e.bannerOrder()
                                .subList(
                                        0,
                                        Math.min(
                                                Play.MARKET_SIZE,
                                                e.bannerOrder().size()))),
                        List.copyOf(e.badgeOrder()
                                .subList(
                                        0,
                                        Math.min(
                                                Play.MARKET_SIZE, e.badgeOrder().size()))),
                        e.rules());
            case BadgesReshuffled e -> new BadgesReshuffled(List.of());
            default -> event;
        };
    }

    // ---------------------------------------------------------------- result (3.1, R-39)

    @Override
    public Optional<List<SeatResult>> result(SmallWorldState s) {
        if (!s.over()) return Optional.empty();
        int[] onBoard = new int[s.seats];
        for (int seat = 0; seat < s.seats; seat++) onBoard[seat] = Scoring.tokensOnBoard(s, seat);
        List<Integer> order = new ArrayList<>();
        for (int seat = 0; seat < s.seats; seat++) order.add(seat);
        Comparator<Integer> standing =
                Comparator.<Integer>comparingInt(seat -> -s.coins[seat]).thenComparingInt(seat -> -onBoard[seat]);
        order.sort(standing.thenComparingInt(seat -> seat));
        List<SeatResult> results = new ArrayList<>();
        for (int i = 0; i < order.size(); i++) {
            int seat = order.get(i);
            int rank = i + 1;
            if (i > 0 && standing.compare(order.get(i - 1), seat) == 0)
                rank = results.get(i - 1).rank(); // shared
            results.add(new SeatResult(
                    seat, rank, s.coins[seat], Map.of("coins", s.coins[seat], "tokensOnBoard", onBoard[seat])));
        }
        return Optional.of(results);
    }
}
