package io.boardstate.games.greatfire;

import io.boardstate.engine.Board;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.engine.SeatResult;
import io.boardstate.engine.Viewer;
import io.boardstate.games.greatfire.GreatFireCommand.DeclareNoValidMove;
import io.boardstate.games.greatfire.GreatFireCommand.Demolish;
import io.boardstate.games.greatfire.GreatFireCommand.EndActions;
import io.boardstate.games.greatfire.GreatFireCommand.Extinguish;
import io.boardstate.games.greatfire.GreatFireCommand.MoveOwner;
import io.boardstate.games.greatfire.GreatFireCommand.MoveTeam;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceIntensificationCone;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceOwner;
import io.boardstate.games.greatfire.GreatFireCommand.PlaceTeam;
import io.boardstate.games.greatfire.GreatFireCommand.SpreadFire;
import io.boardstate.games.greatfire.GreatFireCommand.UseDoubleMove;
import io.boardstate.games.greatfire.GreatFireEvent.ActionsEnded;
import io.boardstate.games.greatfire.GreatFireEvent.CardDrawn;
import io.boardstate.games.greatfire.GreatFireEvent.ConeExtinguished;
import io.boardstate.games.greatfire.GreatFireEvent.DeckBuilt;
import io.boardstate.games.greatfire.GreatFireEvent.DistrictDemolished;
import io.boardstate.games.greatfire.GreatFireEvent.ExtraIntensificationOwed;
import io.boardstate.games.greatfire.GreatFireEvent.FinalRoundStarted;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.GameEnded;
import io.boardstate.games.greatfire.GreatFireEvent.HandRedealt;
import io.boardstate.games.greatfire.GreatFireEvent.HeroOfLondonTaken;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationCone;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationResolved;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationRevealed;
import io.boardstate.games.greatfire.GreatFireEvent.MatchStarted;
import io.boardstate.games.greatfire.GreatFireEvent.NoValidMove;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerMoved;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerPlaced;
import io.boardstate.games.greatfire.GreatFireEvent.SecretsDealt;
import io.boardstate.games.greatfire.GreatFireEvent.Standing;
import io.boardstate.games.greatfire.GreatFireEvent.TeamMoved;
import io.boardstate.games.greatfire.GreatFireEvent.TeamPlaced;
import io.boardstate.games.greatfire.GreatFireEvent.TurnEnded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The Great Fire of London 1666 (Medusa Games / JKLM; Italian rulebook, seed 002). Rules
 * specification: {@code docs/rules/great-fire-of-london-1666.md}; "seed l.N" cites the rulebook
 * line, "§" the specification section.
 */
public final class GreatFireRuleset implements Ruleset<GreatFireState, GreatFireCommand, GreatFireEvent> {
    public static final String ID = "great-fire-of-london-1666";
    static final int ACTION_POINTS = 4;
    static final int INTENSIFICATION_CONES = 3;
    static final int CAP_ABOVE_SYMBOLS = 2;
    static final int HERO_THRESHOLD = 3;
    static final String EXTRA = "EXTRA";

    // Option names (part of the public API).
    public static final String OPT_WILD_FIRE = "wildFire";
    public static final String OPT_PUBLIC_COLOURS = "publicColours";
    public static final String OPT_MORE_DESTRUCTION = "moreDestruction";
    public static final String OPT_OWNER_PAWN_SCORING = "ownerPawnScoring";
    public static final String OPT_RANDOM_FIRST_PLAYER = "randomFirstPlayer";
    public static final String OPT_PRIORITY_SCOPE = "priorityScope";
    public static final String OPT_WILD_FIRE_CONTROLLED = "wildFireOnControlledArrival";
    public static final String OPT_FINAL_ROUND_EXTRA = "finalRoundExtraIntensification";
    public static final String OPT_HOUSE_REPAIR = "houseRepair";
    public static final String OPT_HERO_8_3 = "heroUnderOwnerPawnScoring";

    private static final List<OptionSpec> OPTIONS = List.of(
            OptionSpec.bool(
                    OPT_WILD_FIRE,
                    false,
                    "Wild fire rule (seed l.221-223, spec §4.6) in 3-4 player games: a cone entering a district already emptied by fire adds one more cone. With 5-6 players the rule is mandatory and always on, whatever this option says."),
            OptionSpec.bool(
                    OPT_PUBLIC_COLOURS,
                    false,
                    "Variant 8.1 'Colori pubblici' (seed l.344-350): colour cards are dealt face up and each player uses the owner pawn of that colour."),
            OptionSpec.bool(
                    OPT_MORE_DESTRUCTION,
                    false,
                    "Variant 8.2 'Più distruzione!' (seed l.352-356): after the last intensification every player takes two more turns instead of one."),
            OptionSpec.bool(
                    OPT_OWNER_PAWN_SCORING,
                    false,
                    "Variant 8.3 (seed l.358-366): an extinguished cone goes on the VP track row of the colour of the owner pawn that took it and scores 1 VP for whoever owns that colour; the Hero of London goes to a colour row and tie-break 1 counts the cones on the own colour's row (spec Q26)."),
            OptionSpec.bool(
                    OPT_RANDOM_FIRST_PLAYER,
                    false,
                    "Choose the first player at random (seed l.103); otherwise seat 0 starts."),
            OptionSpec.choice(
                    OPT_PRIORITY_SCOPE,
                    "PER_SOURCE",
                    List.of("PER_SOURCE", "PER_EXIT", "GLOBAL"),
                    "Fire priorities (seed l.180-193, spec Q6): PER_SOURCE (recommended, Example 4) compares every destination the chosen source's fire network reaches with the card; PER_EXIT compares only the neighbours of the district the cone leaves; GLOBAL compares every legal move of the card."),
            OptionSpec.bool(
                    OPT_WILD_FIRE_CONTROLLED,
                    false,
                    "Spec Q8: when the wild fire rule is on, also add its cone when an idle team controls the arriving cone (default: only when the arriving cone stays free)."),
            OptionSpec.bool(
                    OPT_FINAL_ROUND_EXTRA,
                    true,
                    "Spec Q12: a player with no valid fire move in the final round (no phase C) still resolves the extra intensification of seed l.219 (recommended)."),
            OptionSpec.choice(
                    OPT_HERO_8_3,
                    "COLOUR_ROW",
                    List.of("COLOUR_ROW", "NONE"),
                    "Spec Q26, only with variant 8.3 (seed l.360: no direct bonus for extinguishing): COLOUR_ROW (recommended) gives the Hero of London to the first colour row holding 3 extinguished cones, and moves it when another row strictly exceeds it, its 2 VP going to that colour's owner; NONE leaves the Hero card out of the game."),
            OptionSpec.bool(
                    OPT_HOUSE_REPAIR,
                    true,
                    "Spec Q1 / seed l.87: after the random region-balanced house placement, rearrange houses inside each region so that no district holds two houses of the same colour where possible."));

    private final GreatFireBoard board;
    private volatile Board published;

    public GreatFireRuleset() {
        this(GreatFireBoard.standard());
    }

    public GreatFireRuleset(GreatFireBoard board) {
        this.board = board;
    }

    public GreatFireBoard board() {
        return board;
    }

    @Override
    public List<Board> boards() {
        Board b = published;
        if (b == null) published = b = GreatFireBoards.of(board);
        return List.of(b);
    }

    /** The districts and parks of London, by the ids views and commands use. */
    @Override
    public Map<String, Map<String, String>> names() {
        Map<String, String> spaces = new LinkedHashMap<>();
        for (Board.Region r : boards().getFirst().regions()) spaces.put(r.id(), r.name());
        return Map.of("spaces", spaces);
    }

    /** Every match of this ruleset is played on its one board (the view names it: {@code boardId}). */
    @Override
    public Optional<Board> board(GreatFireState state) {
        return Optional.of(boards().getFirst());
    }

    @Override
    public RulesetInfo info() {
        return new RulesetInfo(
                ID,
                "The Great Fire of London 1666",
                3,
                6,
                OPTIONS,
                "Secret owners steer the Great Fire of 1666 through London: spread fire with cards, move emergency teams, demolish and extinguish, keep your own houses and objectives standing.");
    }

    @Override
    public Class<GreatFireState> stateType() {
        return GreatFireState.class;
    }

    @Override
    public Map<String, Class<? extends GreatFireCommand>> commandTypes() {
        Map<String, Class<? extends GreatFireCommand>> types = new LinkedHashMap<>();
        types.put("placeTeam", PlaceTeam.class);
        types.put("placeOwner", PlaceOwner.class);
        types.put("spreadFire", SpreadFire.class);
        types.put("useDoubleMove", UseDoubleMove.class);
        types.put("declareNoValidMove", DeclareNoValidMove.class);
        types.put("moveOwner", MoveOwner.class);
        types.put("moveTeam", MoveTeam.class);
        types.put("demolish", Demolish.class);
        types.put("extinguish", Extinguish.class);
        types.put("endActions", EndActions.class);
        types.put("placeIntensificationCone", PlaceIntensificationCone.class);
        return Collections.unmodifiableMap(types);
    }

    @Override
    public Map<String, Class<? extends GreatFireEvent>> eventTypes() {
        Map<String, Class<? extends GreatFireEvent>> types = new LinkedHashMap<>();
        types.put("matchStarted", MatchStarted.class);
        types.put("handRedealt", HandRedealt.class);
        types.put("secretsDealt", SecretsDealt.class);
        types.put("deckBuilt", DeckBuilt.class);
        types.put("teamPlaced", TeamPlaced.class);
        types.put("ownerPlaced", OwnerPlaced.class);
        types.put("fireSpread", FireSpread.class);
        types.put("noValidMove", NoValidMove.class);
        types.put("ownerMoved", OwnerMoved.class);
        types.put("teamMoved", TeamMoved.class);
        types.put("districtDemolished", DistrictDemolished.class);
        types.put("coneExtinguished", ConeExtinguished.class);
        types.put("heroOfLondonTaken", HeroOfLondonTaken.class);
        types.put("actionsEnded", ActionsEnded.class);
        types.put("cardDrawn", CardDrawn.class);
        types.put("intensificationRevealed", IntensificationRevealed.class);
        types.put("extraIntensificationOwed", ExtraIntensificationOwed.class);
        types.put("intensificationCone", IntensificationCone.class);
        types.put("intensificationResolved", IntensificationResolved.class);
        types.put("finalRoundStarted", FinalRoundStarted.class);
        types.put("turnEnded", TurnEnded.class);
        types.put("gameEnded", GameEnded.class);
        return Collections.unmodifiableMap(types);
    }

    // ------------------------------------------------------------------ setup

    @Override
    public Decision<GreatFireEvent> setup(MatchSetup setup, Rng rng) {
        int players = setup.seats();
        if (players < 3 || players > 6) {
            return Decision.reject(new RuleViolation(
                    RuleViolation.INVALID_SEATS,
                    "The Great Fire of London 1666 is for 3-6 players (seed l.7).",
                    Map.of("seats", players)));
        }
        Map<String, Object> options = setup.options();
        for (String name : options.keySet()) {
            if (OPTIONS.stream().noneMatch(o -> o.name().equals(name)))
                return Decision.reject(RuleViolation.invalidOption(name, "Unknown option '" + name + "'."));
        }
        for (OptionSpec spec : OPTIONS) {
            Object value = options.getOrDefault(spec.name(), spec.defaultValue());
            boolean valid = spec.type().equals("boolean")
                    ? value instanceof Boolean
                    : spec.allowed().contains(String.valueOf(value));
            if (!valid) {
                String expected = spec.type().equals("boolean") ? "true or false" : "one of " + spec.allowed();
                return Decision.reject(RuleViolation.invalidOption(
                        spec.name(), "Option '" + spec.name() + "' must be " + expected + "."));
            }
        }
        GreatFireRules rules = new GreatFireRules(
                players >= 5 || flag(options, OPT_WILD_FIRE), // mandatory with 5 and 6 players (seed l.221)
                flag(options, OPT_PUBLIC_COLOURS),
                flag(options, OPT_MORE_DESTRUCTION),
                flag(options, OPT_OWNER_PAWN_SCORING),
                GreatFireRules.PriorityScope.valueOf(choice(options, OPT_PRIORITY_SCOPE)),
                flag(options, OPT_WILD_FIRE_CONTROLLED),
                flag(options, OPT_FINAL_ROUND_EXTRA),
                flag(options, OPT_HOUSE_REPAIR),
                GreatFireRules.HeroUnderOwnerPawnScoring.valueOf(choice(options, OPT_HERO_8_3)));
        return Decision.accept(
                GreatFireSetup.events(board, players, rules, flag(options, OPT_RANDOM_FIRST_PLAYER), rng));
    }

    /** A validated option's value, or its default when the request left it out. */
    private static boolean flag(Map<String, Object> options, String name) {
        return (Boolean) options.getOrDefault(name, defaultOf(name));
    }

    private static String choice(Map<String, Object> options, String name) {
        return String.valueOf(options.getOrDefault(name, defaultOf(name)));
    }

    private static Object defaultOf(String option) {
        return OPTIONS.stream()
                .filter(o -> o.name().equals(option))
                .findFirst()
                .orElseThrow()
                .defaultValue();
    }

    // ------------------------------------------------------------------ apply

    @Override
    public GreatFireState copy(GreatFireState state) {
        return state.copy();
    }

    @Override
    public GreatFireState apply(GreatFireState state, GreatFireEvent event) {
        GreatFireState s = state;
        switch (event) {
            case MatchStarted m -> s = started(m);
            case HandRedealt r -> {} // public record of a redeal; the final hand comes with SecretsDealt
            case SecretsDealt d -> {
                s.secretColours.set(d.seat(), d.colour());
                s.objectives.set(d.seat(), new ArrayList<>(d.objectives()));
                s.hands.set(d.seat(), new ArrayList<>(d.hand()));
            }
            case DeckBuilt d -> s.deck = new ArrayList<>(d.deck());
            case TeamPlaced t -> {
                s.idleTeams[idx(t.district())]++;
                s.teamPlacers.remove(0);
                if (s.teamPlacers.isEmpty()) {
                    s.phase = Phase.SETUP_OWNERS;
                    s.currentSeat = s.firstSeat;
                } else {
                    s.currentSeat = s.teamPlacers.get(0);
                }
            }
            case OwnerPlaced o -> {
                s.ownerAt[o.seat()] = idx(o.district());
                int next = (o.seat() + 1) % s.players;
                if (next == s.firstSeat) startTurn(s, s.firstSeat);
                else s.currentSeat = next;
            }
            case FireSpread f -> applyFireSpread(s, f);
            case NoValidMove n -> {
                s.hands.get(n.seat()).remove(n.discarded());
                s.playedCards.add(n.discarded());
                s.actionsSkipped = true;
            }
            case OwnerMoved o -> {
                enterActions(s, ActionStep.OWNER_MOVE);
                s.ownerAt[o.seat()] = idx(o.to());
                s.actionPoints--;
            }
            case TeamMoved t -> {
                enterActions(s, ActionStep.TEAM_MOVE);
                int from = idx(t.from());
                int to = idx(t.to());
                s.idleTeams[from]--;
                if (t.committed()) {
                    s.freeCones[to]--;
                    s.controlledCones[to]++;
                } else {
                    s.idleTeams[to]++;
                }
                s.actionPoints--;
            }
            case DistrictDemolished d -> {
                enterActions(s, ActionStep.TEAM_MOVE);
                int i = idx(d.district());
                burn(s, i);
                s.demolished[i] = true;
                s.boardTiles.set(i, null);
                s.heldTiles.get(d.seat()).remove(Tile.EXPLOSIVE);
            }
            case ConeExtinguished c -> {
                enterActions(s, ActionStep.EXTINGUISH);
                int i = idx(c.district());
                s.controlledCones[i]--;
                s.idleTeams[i]++; // the team that covered the cone is free again (spec Q10)
                if (c.trackColour() != null) s.trackCones[c.trackColour().ordinal()]++;
                else s.extinguished[c.seat()]++;
                s.actionPoints--;
            }
            case HeroOfLondonTaken h -> {
                s.heroSeat = h.seat();
                s.heroColour = h.colour();
            }
            case ActionsEnded a -> s.phase = Phase.ACTIONS;
            case CardDrawn c -> {
                s.deck.remove(0);
                s.hands.get(c.seat()).add(c.card());
            }
            case IntensificationRevealed r -> {
                s.pendingIntensifications.add(r.card());
                s.phase = Phase.INTENSIFY;
            }
            case ExtraIntensificationOwed x -> {
                s.pendingIntensifications.add(EXTRA);
                s.phase = Phase.INTENSIFY;
            }
            case IntensificationCone c -> {
                s.freeCones[idx(c.district())]++;
                s.intensifyPlaced++;
            }
            case IntensificationResolved r -> {
                s.pendingIntensifications.remove(0);
                s.intensifyPlaced = 0;
                if (!EXTRA.equals(r.card())) s.deck.remove(0);
            }
            case FinalRoundStarted f -> {
                s.finalTurnsRemaining = f.turnsRemaining();
                s.finalRoundStartedThisTurn = true;
            }
            case TurnEnded t -> {
                s.finalTurnsRemaining = t.finalTurnsRemaining();
                s.finalRoundStartedThisTurn = false;
                startTurn(s, t.nextSeat());
            }
            case GameEnded g -> {
                s.phase = Phase.GAME_OVER;
                s.currentSeat = -1;
            }
        }
        return s;
    }

    private GreatFireState started(MatchStarted m) {
        GreatFireState s = new GreatFireState();
        int n = board.size();
        s.boardId = m.boardId();
        s.rules = m.rules();
        s.players = m.players();
        s.firstSeat = m.firstSeat();
        s.freeCones = new int[n];
        s.controlledCones = new int[n];
        s.idleTeams = new int[n];
        s.demolished = new boolean[n];
        for (int i = 0; i < n; i++) {
            s.houses.add(new ArrayList<>());
            s.boardTiles.add(null);
        }
        m.houses().forEach((id, colours) -> s.houses.set(idx(id), new ArrayList<>(colours)));
        for (int k = 0; k < m.tileDistricts().size(); k++)
            s.boardTiles.set(idx(m.tileDistricts().get(k)), m.tiles().get(k));
        s.freeCones[board.puddingLane()] = m.puddingLaneCones();
        for (String team : m.fixedTeams()) s.idleTeams[idx(team)]++;
        s.pawnColours = new ArrayList<>(m.pawnColours());
        s.ownerAt = new int[m.players()];
        Arrays.fill(s.ownerAt, -1);
        s.extinguished = new int[m.players()];
        for (int seat = 0; seat < m.players(); seat++) {
            s.secretColours.add(null);
            s.objectives.add(new ArrayList<>());
            s.hands.add(new ArrayList<>());
            s.heldTiles.add(new ArrayList<>());
        }
        s.teamPlacers = new ArrayList<>(m.teamPlacers());
        s.phase = Phase.SETUP_TEAMS;
        s.currentSeat = s.teamPlacers.get(0);
        return s;
    }

    private static void startTurn(GreatFireState s, int seat) {
        s.phase = Phase.FIRE;
        s.step = ActionStep.OWNER_MOVE;
        s.currentSeat = seat;
        s.turn++;
        s.actionPoints = ACTION_POINTS;
        s.normalMoveDone = false;
        s.doubleMoveUsed = false;
        s.playedDirection = null;
        s.actionsSkipped = false;
        s.pendingIntensifications.clear();
        s.intensifyPlaced = 0;
    }

    /** Any phase B command closes phase A and can only move the sub-phase forward (seed l.239). */
    private static void enterActions(GreatFireState s, ActionStep step) {
        s.phase = Phase.ACTIONS;
        if (step.ordinal() > s.step.ordinal()) s.step = step;
    }

    private void applyFireSpread(GreatFireState s, FireSpread f) {
        int source = idx(f.source());
        int target = idx(f.destination());
        if (source != board.puddingLane()) s.freeCones[source]--; // Pudding Lane never runs out (l.156)
        if (f.controlledOnArrival()) {
            s.idleTeams[target]--;
            s.controlledCones[target]++;
        } else {
            s.freeCones[target]++;
            burn(s, target);
        }
        s.freeCones[target] += f.addedFree();
        s.controlledCones[target] += f.addedControlled();
        s.idleTeams[target] -= f.addedControlled();
        if (f.tile() != null) {
            s.heldTiles.get(f.seat()).add(f.tile());
            s.boardTiles.set(target, null);
        }
        if (f.doubleMove()) {
            s.heldTiles.get(f.seat()).remove(Tile.DOUBLE_MOVE); // back in the box (l.229)
            s.doubleMoveUsed = true;
        } else {
            s.hands.get(f.seat()).remove(f.direction());
            s.playedCards.add(f.direction());
            s.normalMoveDone = true;
            s.playedDirection = f.direction();
        }
    }

    /** Houses leave the board for their colour's VP track row, 2 VP each (seed l.203, l.289). */
    private static void burn(GreatFireState s, int space) {
        for (Colour c : s.houses.get(space)) s.burntHouses[c.ordinal()]++;
        s.houses.get(space).clear();
    }

    private int idx(String spaceId) {
        int i = board.indexOf(spaceId);
        if (i < 0) throw new IllegalStateException("event names unknown space " + spaceId);
        return i;
    }

    // ------------------------------------------------------------------ who acts

    @Override
    public Set<Integer> seatsToAct(GreatFireState s) {
        return s.isOver() ? Set.of() : Set.of(s.currentSeat);
    }

    // ------------------------------------------------------------------ decide

    @Override
    public Decision<GreatFireEvent> decide(GreatFireState s, int seat, GreatFireCommand command, Rng rng) {
        if (s.isOver()) return Decision.reject(RuleViolation.gameOver());
        if (seat != s.currentSeat) return Decision.reject(RuleViolation.notYourTurn(seat));
        if (command == null) return Decision.reject(rule("UNKNOWN_COMMAND", "No command given."));
        List<GreatFireEvent> events = new ArrayList<>();
        RuleViolation violation =
                switch (command) {
                    case PlaceTeam c -> placeTeam(s, seat, c, events);
                    case PlaceOwner c -> placeOwner(s, seat, c, events);
                    case SpreadFire c -> spreadFire(s, seat, c, events);
                    case UseDoubleMove c -> doubleMove(s, seat, c, events);
                    case DeclareNoValidMove c -> noValidMove(s, seat, c, events);
                    case MoveOwner c -> moveOwner(s, seat, c, events);
                    case MoveTeam c -> moveTeam(s, seat, c, events);
                    case Demolish c -> demolish(s, seat, c, events);
                    case Extinguish c -> extinguish(s, seat, c, events);
                    case EndActions c -> endActions(s, seat, events);
                    case PlaceIntensificationCone c -> placeCone(s, seat, c, events);
                };
        return violation != null ? Decision.reject(violation) : Decision.accept(events);
    }

    private static RuleViolation rule(String rule, String message) {
        return RuleViolation.illegal(rule, message);
    }

    private RuleViolation unknownSpace(String id) {
        return rule("UNKNOWN_DISTRICT", "There is no space '" + id + "' on the board " + board.id() + ".");
    }

    /** Setup placements: any district except the green region and Pudding Lane (seed l.127, l.134; parks excluded, spec Q11). */
    boolean setupSpace(int d) {
        return board.isDistrict(d) && board.region(d) != Region.GREEN;
    }

    private RuleViolation placeTeam(GreatFireState s, int seat, PlaceTeam c, List<GreatFireEvent> out) {
        if (s.phase != Phase.SETUP_TEAMS)
            return rule("PHASE", "Emergency teams are placed only during setup (seed l.125-132).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (!setupSpace(d))
            return rule(
                    "SETUP_PLACEMENT",
                    "Teams start in a district outside the green region, not in Pudding Lane or a park (seed l.127).");
        out.add(new TeamPlaced(seat, board.spaceId(d)));
        return null;
    }

    private RuleViolation placeOwner(GreatFireState s, int seat, PlaceOwner c, List<GreatFireEvent> out) {
        if (s.phase != Phase.SETUP_OWNERS)
            return rule("PHASE", "Owner pawns are placed after the teams, during setup (seed l.134).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (!setupSpace(d))
            return rule(
                    "SETUP_PLACEMENT",
                    "Owner pawns start in a district outside the green region, not in Pudding Lane or a park (seed l.134).");
        out.add(new OwnerPlaced(seat, board.spaceId(d)));
        return null;
    }

    private RuleViolation spreadFire(GreatFireState s, int seat, SpreadFire c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || s.normalMoveDone)
            return rule("PHASE", "A fire card is played once, at the start of the own turn (seed l.146).");
        if (c.direction() == null || !s.hands.get(seat).contains(c.direction()))
            return rule("CARD_NOT_IN_HAND", "You hold no " + c.direction() + " fire card.");
        int source = board.indexOf(c.source());
        if (source < 0) return unknownSpace(c.source());
        int target = board.indexOf(c.destination());
        if (target < 0) return unknownSpace(c.destination());
        if (!FireMoves.anyLegal(board, s, c.direction())) {
            return rule(
                    "UNPLAYABLE_CARD",
                    "A " + c.direction() + " card allows no fire move now; play another card (seed l.215).");
        }
        if (!FireMoves.isLegal(board, s, c.direction(), source, target))
            return whyIllegal(s, c.direction(), source, target);
        out.add(fireSpread(s, seat, c.direction(), false, source, target));
        return null;
    }

    private RuleViolation whyIllegal(GreatFireState s, Direction d, int source, int target) {
        String[] why = FireMoves.whyIllegal(board, s, d, source, target);
        return rule(why[0], why[1]);
    }

    private RuleViolation doubleMove(GreatFireState s, int seat, UseDoubleMove c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || !s.normalMoveDone)
            return rule(
                    "DOUBLE_MOVE",
                    "A Double Move tile is used in phase A after the normal fire move (seed l.67, l.227).");
        if (s.doubleMoveUsed) return rule("DOUBLE_MOVE", "Only one Double Move tile per turn (seed l.227).");
        if (!s.heldTiles.get(seat).contains(Tile.DOUBLE_MOVE))
            return rule("DOUBLE_MOVE", "You hold no Double Move tile.");
        int source = board.indexOf(c.source());
        if (source < 0) return unknownSpace(c.source());
        int target = board.indexOf(c.destination());
        if (target < 0) return unknownSpace(c.destination());
        if (!FireMoves.isLegal(board, s, s.playedDirection, source, target))
            return whyIllegal(s, s.playedDirection, source, target);
        out.add(fireSpread(s, seat, s.playedDirection, true, source, target));
        return null;
    }

    /** Resolves a cone's arrival (seed l.201-211, l.223; spec §4.4). */
    private FireSpread fireSpread(GreatFireState s, int seat, Direction d, boolean doubleMove, int source, int target) {
        int idle = s.idleTeams[target];
        List<Colour> burnt = List.copyOf(s.houses.get(target));
        boolean controlled = idle > 0; // an idle team covers the cone at once (l.201)
        int addedFree = 0;
        int addedControlled = 0;
        Tile tile = null;
        boolean wild = s.rules.wildFire() && burnt.isEmpty();
        if (controlled) {
            burnt = List.of(); // a controlled cone destroys nothing (l.203)
            if (wild && s.rules.wildFireOnControlledArrival()) {
                if (idle > 1) addedControlled = 1; // another idle team covers the new cone too (invariant I1)
                else addedFree = 1;
            }
        } else {
            addedFree = burnt.isEmpty() ? (wild ? 1 : 0) : burnt.size(); // one cone per burnt house (l.209)
            if (!burnt.isEmpty()) tile = s.boardTiles.get(target); // the mover takes the tile (l.211)
        }
        return new FireSpread(
                seat,
                d,
                doubleMove,
                board.spaceId(source),
                board.spaceId(target),
                controlled,
                burnt,
                addedFree,
                addedControlled,
                tile != null,
                tile);
    }

    private RuleViolation noValidMove(GreatFireState s, int seat, DeclareNoValidMove c, List<GreatFireEvent> out) {
        if (s.phase != Phase.FIRE || s.normalMoveDone)
            return rule("PHASE", "Only at the start of the own turn, instead of a fire move (seed l.219).");
        List<Direction> hand = s.hands.get(seat);
        if (c.discard() == null || !hand.contains(c.discard()))
            return rule("CARD_NOT_IN_HAND", "You hold no " + c.discard() + " fire card to discard.");
        for (Direction d : Direction.values()) {
            if (hand.contains(d) && FireMoves.anyLegal(board, s, d)) {
                return rule(
                        "MUST_PLAY_VALID_CARD",
                        "A card in your hand can move fire, so you must play one (seed l.146, l.215-219).");
            }
        }
        out.add(new NoValidMove(seat, List.copyOf(hand), c.discard()));
        phaseC(s, seat, true, out);
        return null;
    }

    /** Phase B is open: after the normal fire move (closing phase A) or during phase B, not when skipped (l.219). */
    private static boolean actionsOpen(GreatFireState s) {
        return s.phase == Phase.ACTIONS || (s.phase == Phase.FIRE && s.normalMoveDone && !s.actionsSkipped);
    }

    private RuleViolation actionPhase(GreatFireState s, ActionStep wanted) {
        if (!actionsOpen(s)) return rule("PHASE", "Actions are taken in phase B, after the fire move (seed l.233).");
        if (s.phase == Phase.ACTIONS && s.step.ordinal() > wanted.ordinal()) {
            return rule(
                    "ACTION_ORDER",
                    "Phase B runs in order: owner pawn moves, then team moves, then extinguishing; no going back (seed l.239).");
        }
        return null;
    }

    private RuleViolation moveOwner(GreatFireState s, int seat, MoveOwner c, List<GreatFireEvent> out) {
        RuleViolation v = actionPhase(s, ActionStep.OWNER_MOVE);
        if (v != null) return v;
        if (s.actionPoints < 1)
            return rule("NO_ACTION_POINTS", "Each step costs 1 action point and none are left (seed l.245).");
        int to = board.indexOf(c.to());
        if (to < 0) return unknownSpace(c.to());
        if (to == board.puddingLane())
            return rule("PUDDING_LANE_CLOSED", "Neither owners nor teams may ever enter Pudding Lane (seed l.241).");
        int from = s.ownerAt[seat];
        if (!board.moveAdjacent(from, to))
            return rule(
                    "NOT_ADJACENT",
                    "A step goes to an adjacent space along an arrow, a diagonal crossing or a park (seed l.241).");
        out.add(new OwnerMoved(seat, board.spaceId(from), board.spaceId(to)));
        return null;
    }

    private RuleViolation moveTeam(GreatFireState s, int seat, MoveTeam c, List<GreatFireEvent> out) {
        RuleViolation v = actionPhase(s, ActionStep.TEAM_MOVE);
        if (v != null) return v;
        if (s.actionPoints < 1)
            return rule("NO_ACTION_POINTS", "Each step costs 1 action point and none are left (seed l.251).");
        int from = board.indexOf(c.from());
        if (from < 0) return unknownSpace(c.from());
        int to = board.indexOf(c.to());
        if (to < 0) return unknownSpace(c.to());
        if (s.idleTeams[from] < 1) {
            return rule(
                    "NO_FREE_TEAM",
                    "No movable team there: teams controlling a cone cannot leave until it is extinguished (seed l.253-255).");
        }
        if (to == board.puddingLane())
            return rule("PUDDING_LANE_CLOSED", "Neither owners nor teams may ever enter Pudding Lane (seed l.241).");
        if (!board.moveAdjacent(from, to))
            return rule(
                    "NOT_ADJACENT",
                    "A step goes to an adjacent space along an arrow, a diagonal crossing or a park (seed l.241).");
        // Entering free fire: the team must stop and control one free cone (l.253).
        out.add(new TeamMoved(seat, board.spaceId(from), board.spaceId(to), s.freeCones[to] > 0));
        return null;
    }

    /** Why a district cannot be demolished now, or null (seed l.279-287, spec §5.6 D3-D7). */
    String demolitionProblem(GreatFireState s, int d) {
        if (!board.isDistrict(d) || s.demolished[d])
            return "Only a district that is not already demolished can be demolished (no park, not Pudding Lane; spec Q11).";
        if (s.teams(d) < 1)
            return "An emergency team must be in the district to detonate the charges (seed l.279, l.287).";
        if (s.cones(d) > 0) return "The district must not contain fire cones, contained or not (seed l.284).";
        if (s.houses.get(d).size() > 2) return "The district must have at most 2 houses, or none left (seed l.285).";
        for (int y : board.fireNeighbours(d)) {
            if (y == board.puddingLane() || s.cones(y) > 0) return null;
        }
        return "The district must be adjacent to a district with fire cones (seed l.283).";
    }

    private RuleViolation demolish(GreatFireState s, int seat, Demolish c, List<GreatFireEvent> out) {
        RuleViolation v = actionPhase(s, ActionStep.TEAM_MOVE);
        if (v != null) return v;
        if (!s.heldTiles.get(seat).contains(Tile.EXPLOSIVE))
            return rule("NO_EXPLOSIVE", "Demolition needs an Explosive tile of your own (seed l.279).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        String problem = demolitionProblem(s, d);
        if (problem != null) return rule("DEMOLITION", problem);
        out.add(new DistrictDemolished(
                seat, board.spaceId(d), List.copyOf(s.houses.get(d)), s.boardTiles.get(d) != null));
        return null;
    }

    private RuleViolation extinguish(GreatFireState s, int seat, Extinguish c, List<GreatFireEvent> out) {
        RuleViolation v = actionPhase(s, ActionStep.EXTINGUISH);
        if (v != null) return v;
        if (s.actionPoints < 1)
            return rule("NO_ACTION_POINTS", "Each cone removed costs 1 action point and none are left (seed l.261).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (s.ownerAt[seat] != d)
            return rule("EXTINGUISH", "Your own owner pawn must be in the district (seed l.261).");
        if (s.cones(d) < 1 || s.freeCones[d] > 0)
            return rule(
                    "EXTINGUISH",
                    "The fire there must be contained: at least one cone and every cone controlled by a team (seed l.148, l.261).");
        Colour track = s.rules.ownerPawnScoring() ? s.pawnColours.get(seat) : null;
        out.add(new ConeExtinguished(seat, board.spaceId(d), track));
        heroCheck(s, seat, track, out);
        return null;
    }

    /** Hero of London: the first to 3 cones, then whoever strictly exceeds the holder (seed l.271-275; 8.3: spec Q26). */
    private static void heroCheck(GreatFireState s, int seat, Colour track, List<GreatFireEvent> out) {
        if (track != null && s.rules.heroUnderOwnerPawnScoring() == GreatFireRules.HeroUnderOwnerPawnScoring.NONE)
            return;
        if (track == null) {
            int count = s.extinguished[seat] + 1;
            boolean take =
                    s.heroSeat < 0 ? count >= HERO_THRESHOLD : s.heroSeat != seat && count > s.extinguished[s.heroSeat];
            if (take) out.add(new HeroOfLondonTaken(seat, null));
        } else {
            int count = s.trackCones[track.ordinal()] + 1;
            boolean take = s.heroColour == null
                    ? count >= HERO_THRESHOLD
                    : s.heroColour != track && count > s.trackCones[s.heroColour.ordinal()];
            if (take) out.add(new HeroOfLondonTaken(-1, track));
        }
    }

    private RuleViolation endActions(GreatFireState s, int seat, List<GreatFireEvent> out) {
        if (!actionsOpen(s)) {
            return rule(
                    "PHASE",
                    s.phase == Phase.FIRE
                            ? "The fire card must be played first (seed l.146)."
                            : "There are no actions to end now.");
        }
        out.add(new ActionsEnded(seat));
        phaseC(s, seat, false, out);
        return null;
    }

    /** Cones an intensification can still place: free-fire districts below their cap, not Pudding Lane (l.305-307). */
    int intensifyCapacity(GreatFireState s) {
        int capacity = 0;
        for (int d = 0; d < board.size(); d++) {
            if (intensifiable(s, d)) capacity += board.symbols(d) + CAP_ABOVE_SYMBOLS - s.cones(d);
        }
        return capacity;
    }

    boolean intensifiable(GreatFireState s, int d) {
        return board.isDistrict(d) && s.freeCones[d] >= 1 && s.cones(d) < board.symbols(d) + CAP_ABOVE_SYMBOLS;
    }

    private RuleViolation placeCone(GreatFireState s, int seat, PlaceIntensificationCone c, List<GreatFireEvent> out) {
        if (s.phase != Phase.INTENSIFY)
            return rule(
                    "PHASE",
                    "Intensification cones are placed only when an intensification is being resolved (seed l.297, l.305).");
        int d = board.indexOf(c.district());
        if (d < 0) return unknownSpace(c.district());
        if (!intensifiable(s, d)) {
            return rule(
                    "INTENSIFICATION_PLACEMENT",
                    "A cone goes to a district with at least one free cone, not Pudding Lane, holding fewer than its house symbols + 2 cones (seed l.305-307).");
        }
        out.add(new IntensificationCone(seat, board.spaceId(d)));
        int placed = s.intensifyPlaced + 1;
        int capacity = intensifyCapacity(s) - 1; // placing one cone lowers the capacity by exactly one
        if (placed < INTENSIFICATION_CONES && capacity > 0) return null;
        // Done: all 3 placed, or no legal place left; the rest go back to the supply (l.311).
        List<String> pending = new ArrayList<>(s.pendingIntensifications);
        String card = pending.remove(0);
        out.add(new IntensificationResolved(seat, card, placed, INTENSIFICATION_CONES - placed));
        boolean finalStarted = false;
        int deckSize = s.deck.size();
        if (!EXTRA.equals(card)) {
            finalStarted = deckSize == 1;
            if (finalStarted) out.add(new FinalRoundStarted(finalTurns(s)));
            deckSize--;
        }
        continueTurn(s, seat, pending, capacity, deckSize, finalStarted, out);
        return null;
    }

    private static int finalTurns(GreatFireState s) {
        return s.players * (s.rules.moreDestruction() ? 2 : 1); // seed l.313, variant 8.2 l.354
    }

    /** Phase C (seed l.295-299): draw, an intensification card surfacing, the owed extra one. */
    private void phaseC(GreatFireState s, int seat, boolean extraOwed, List<GreatFireEvent> out) {
        List<String> pending = new ArrayList<>();
        int deckSize = s.deck.size();
        boolean finalRound = s.inFinalRound();
        if (!finalRound) { // the final round skips phase C: nothing left to draw (l.319)
            out.add(new CardDrawn(seat, Direction.valueOf(s.deck.get(0))));
            deckSize--;
            if (s.deck.size() > 1 && DeckEntries.isIntensification(s.deck.get(1))) {
                String letter = DeckEntries.letterOf(s.deck.get(1));
                out.add(new IntensificationRevealed(seat, letter));
                pending.add(letter);
            }
        }
        // The card first, then the extra one (spec Q13); in the final round per option (spec Q12).
        if (extraOwed && (!finalRound || s.rules.finalRoundExtraIntensification())) {
            out.add(new ExtraIntensificationOwed(seat));
            pending.add(EXTRA);
        }
        continueTurn(s, seat, pending, intensifyCapacity(s), deckSize, false, out);
    }

    /** Resolves at once intensifications that cannot place any cone, then ends the turn if none is left. */
    private void continueTurn(
            GreatFireState s,
            int seat,
            List<String> pending,
            int capacity,
            int deckSize,
            boolean finalStarted,
            List<GreatFireEvent> out) {
        while (!pending.isEmpty() && capacity == 0) {
            String card = pending.remove(0);
            out.add(new IntensificationResolved(seat, card, 0, INTENSIFICATION_CONES));
            if (!EXTRA.equals(card)) {
                if (deckSize == 1) {
                    finalStarted = true;
                    out.add(new FinalRoundStarted(finalTurns(s)));
                }
                deckSize--;
            }
        }
        if (!pending.isEmpty()) return; // the player places cones next
        int remaining = finalStarted ? finalTurns(s) : s.finalTurnsRemaining;
        boolean startedThisTurn = finalStarted || s.finalRoundStartedThisTurn;
        // The turn that triggers the final round does not count (seed l.319).
        int after = remaining < 0 ? -1 : startedThisTurn ? remaining : remaining - 1;
        out.add(new TurnEnded(seat, (seat + 1) % s.players, after));
        if (after == 0) out.add(new GameEnded(Scoring.standings(board, s)));
    }

    // ------------------------------------------------------------------ legal commands

    @Override
    public List<GreatFireCommand> legalCommands(GreatFireState s, int seat) {
        List<GreatFireCommand> legal = new ArrayList<>();
        if (s.isOver() || seat != s.currentSeat) return legal;
        switch (s.phase) {
            case SETUP_TEAMS -> {
                for (int d = 0; d < board.size(); d++) if (setupSpace(d)) legal.add(new PlaceTeam(board.spaceId(d)));
            }
            case SETUP_OWNERS -> {
                for (int d = 0; d < board.size(); d++) if (setupSpace(d)) legal.add(new PlaceOwner(board.spaceId(d)));
            }
            case FIRE -> {
                if (!s.normalMoveDone) {
                    List<Direction> hand = s.hands.get(seat);
                    for (Direction d : Direction.values()) {
                        if (!hand.contains(d)) continue;
                        for (int[] move : FireMoves.legal(board, s, d))
                            legal.add(new SpreadFire(d, board.spaceId(move[0]), board.spaceId(move[1])));
                    }
                    if (legal.isEmpty()) {
                        for (Direction d : Direction.values())
                            if (hand.contains(d)) legal.add(new DeclareNoValidMove(d));
                    }
                } else {
                    if (!s.doubleMoveUsed && s.heldTiles.get(seat).contains(Tile.DOUBLE_MOVE)) {
                        for (int[] move : FireMoves.legal(board, s, s.playedDirection))
                            legal.add(new UseDoubleMove(board.spaceId(move[0]), board.spaceId(move[1])));
                    }
                    actionCommands(s, seat, legal);
                }
            }
            case ACTIONS -> actionCommands(s, seat, legal);
            case INTENSIFY -> {
                for (int d = 0; d < board.size(); d++)
                    if (intensifiable(s, d)) legal.add(new PlaceIntensificationCone(board.spaceId(d)));
            }
            case GAME_OVER -> {}
        }
        return legal;
    }

    /**
     * An absent player ends its actions (spends no action point); where a move is required (a
     * setup placement, the fire card, an intensification cone) it plays the first legal one.
     */
    @Override
    public Optional<GreatFireCommand> defaultCommand(GreatFireState s, int seat) {
        List<GreatFireCommand> legal = legalCommands(s, seat);
        for (GreatFireCommand c : legal) if (c instanceof EndActions) return Optional.of(c);
        return legal.stream().findFirst();
    }

    private void actionCommands(GreatFireState s, int seat, List<GreatFireCommand> legal) {
        ActionStep step = s.phase == Phase.ACTIONS ? s.step : ActionStep.OWNER_MOVE;
        boolean ap = s.actionPoints > 0;
        if (step == ActionStep.OWNER_MOVE && ap) {
            for (int to : board.moveNeighbours(s.ownerAt[seat])) {
                if (to != board.puddingLane()) legal.add(new MoveOwner(board.spaceId(to)));
            }
        }
        if (step.ordinal() <= ActionStep.TEAM_MOVE.ordinal()) {
            for (int from = 0; from < board.size(); from++) {
                if (!ap || s.idleTeams[from] == 0) continue;
                for (int to : board.moveNeighbours(from)) {
                    if (to != board.puddingLane()) legal.add(new MoveTeam(board.spaceId(from), board.spaceId(to)));
                }
            }
            if (s.heldTiles.get(seat).contains(Tile.EXPLOSIVE)) {
                for (int d = 0; d < board.size(); d++)
                    if (demolitionProblem(s, d) == null) legal.add(new Demolish(board.spaceId(d)));
            }
        }
        int at = s.ownerAt[seat];
        if (ap && s.cones(at) > 0 && s.freeCones[at] == 0) legal.add(new Extinguish(board.spaceId(at)));
        legal.add(new EndActions());
    }

    // ------------------------------------------------------------------ views and results

    @Override
    public Object view(GreatFireState s, Viewer viewer) {
        return GreatFireViews.view(board, s, viewer);
    }

    @Override
    public java.lang.reflect.Type viewType() {
        return GreatFireViews.GreatFireView.class;
    }

    @Override
    public GreatFireEvent redact(GreatFireEvent event, Viewer viewer, GreatFireState current) {
        return GreatFireViews.redact(event, viewer, current);
    }

    @Override
    public Optional<List<SeatResult>> result(GreatFireState s) {
        if (!s.isOver()) return Optional.empty();
        List<SeatResult> results = new ArrayList<>();
        for (Standing st : Scoring.standings(board, s)) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("colour", st.colour().name());
            details.put("colourLabel", board.colourLabel(st.colour()));
            details.put("houses", st.houses());
            details.put("houseVp", st.houseVp());
            details.put("extinguishedCones", st.extinguishedCones());
            details.put("objectiveVp", st.objectiveVp());
            details.put("objectives", st.objectives());
            details.put("tileVp", st.tileVp());
            details.put("heroVp", st.heroVp());
            results.add(new SeatResult(st.seat(), st.rank(), st.total(), details));
        }
        return Optional.of(results);
    }
}
