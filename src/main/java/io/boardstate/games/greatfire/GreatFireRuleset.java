package io.boardstate.games.greatfire;

import io.boardstate.engine.Board;
import io.boardstate.engine.BotSupport;
import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
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
 *
 * <p>The {@link Ruleset} the service sees, delegating each job to its own class: {@link
 * GreatFireOptions} (match options), {@link GreatFireSetup} (opening events), {@link
 * GreatFireDecisions} (commands to events), {@link GreatFireTurnEnd} (phase C and the end of a
 * turn), {@link GreatFireEvolution} (events to state), {@link GreatFireLegal} (legal commands) and
 * {@link GreatFireViews} (what each viewer sees).
 */
public final class GreatFireRuleset implements Ruleset<GreatFireState, GreatFireCommand, GreatFireEvent> {
    public static final String ID = "great-fire-of-london-1666";

    private final GreatFireBoard board;
    private final GreatFireEvolution evolution;
    private final GreatFireLegal legal;
    private final GreatFireBots bots;
    private final GreatFireDecisions decisions;
    private volatile Board published;

    public GreatFireRuleset() {
        this(GreatFireBoard.standard());
    }

    public GreatFireRuleset(GreatFireBoard board) {
        this.board = board;
        this.evolution = new GreatFireEvolution(board);
        this.legal = new GreatFireLegal(board);
        this.bots = new GreatFireBots(board);
        this.decisions = new GreatFireDecisions(board, legal);
    }

    public GreatFireBoard board() {
        return board;
    }

    @Override
    public Optional<BotSupport<GreatFireState>> botSupport() {
        return Optional.of(bots);
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
                GreatFireOptions.SPECS,
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
        RuleViolation problem = GreatFireOptions.problem(options);
        if (problem != null) return Decision.reject(problem);
        GreatFireRules rules = GreatFireOptions.rules(players, options);
        return Decision.accept(
                GreatFireSetup.events(board, players, rules, GreatFireOptions.randomFirstPlayer(options), rng));
    }

    @Override
    public GreatFireState copy(GreatFireState state) {
        return state.copy();
    }

    @Override
    public GreatFireState apply(GreatFireState state, GreatFireEvent event) {
        return evolution.apply(state, event);
    }

    @Override
    public Set<Integer> seatsToAct(GreatFireState s) {
        return s.isOver() ? Set.of() : Set.of(s.currentSeat);
    }

    /** Every outcome was dealt into the events at setup, so deciding draws nothing from {@code rng}. */
    @Override
    public Decision<GreatFireEvent> decide(GreatFireState s, int seat, GreatFireCommand command, Rng rng) {
        return decisions.decide(s, seat, command);
    }

    @Override
    public List<GreatFireCommand> legalCommands(GreatFireState s, int seat) {
        return legal.legalCommands(s, seat);
    }

    @Override
    public Optional<GreatFireCommand> defaultCommand(GreatFireState s, int seat) {
        return legal.defaultCommand(s, seat);
    }

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
