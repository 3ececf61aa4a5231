package io.boardstate.games.greatfire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.boardstate.engine.Decision;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A match driven by hand for scenario tests: set up through the real setup and commands, then
 * the board arranged by writing the state (the state is plain data), then commands checked.
 */
final class Scenario {
    static final GreatFireRuleset RULESET = new GreatFireRuleset();
    static final GreatFireBoard BOARD = RULESET.board();
    private static final CommandTable COMMANDS = new CommandTable(BOARD);
    private static final FireMoves FIRE = new FireMoves(BOARD);

    GreatFireState state;
    final List<GreatFireEvent> log = new ArrayList<>();

    static Map<String, Object> options(Object... keyValues) {
        Map<String, Object> options = new HashMap<>();
        for (int k = 0; k < keyValues.length; k += 2) options.put((String) keyValues[k], keyValues[k + 1]);
        return options;
    }

    /** Setup only (teams and pawns still to place). */
    static Scenario setUp(int players, long seed, Map<String, Object> options) {
        Scenario s = new Scenario();
        Decision<GreatFireEvent> d = RULESET.setup(new MatchSetup(players, options), Rng.of(seed));
        if (!(d instanceof Decision.Accepted<GreatFireEvent> ok)) throw new AssertionError("setup rejected: " + d);
        for (GreatFireEvent e : ok.events()) s.apply(e);
        return s;
    }

    /**
     * A match at the start of seat 0's first turn: teams and pawns placed on the given district
     * (outside the green region), then the board cleared of every team so each test puts its own.
     */
    static Scenario started(int players, Map<String, Object> options) {
        Scenario s = setUp(players, 1666, options);
        while (s.state.phase == Phase.SETUP_TEAMS)
            s.accept(s.state.currentSeat, new GreatFireCommand.PlaceTeam("ALDGATE"));
        while (s.state.phase == Phase.SETUP_OWNERS)
            s.accept(s.state.currentSeat, new GreatFireCommand.PlaceOwner("ALDGATE"));
        Arrays.fill(s.state.idleTeams, 0);
        return s;
    }

    static Scenario started(int players) {
        return started(players, options());
    }

    void apply(GreatFireEvent e) {
        state = RULESET.apply(state, e);
        log.add(e);
    }

    int i(String id) {
        int index = BOARD.indexOf(id);
        if (index < 0) throw new IllegalArgumentException("no space " + id);
        return index;
    }

    /** Empties a district of houses and puts free cones there (a district burnt earlier). */
    Scenario burning(String id, int free) {
        state.houses.get(i(id)).clear();
        state.freeCones[i(id)] = free;
        return this;
    }

    Scenario burnt(String id) {
        state.houses.get(i(id)).clear();
        return this;
    }

    Scenario teams(String id, int idle) {
        state.idleTeams[i(id)] = idle;
        return this;
    }

    Scenario hand(int seat, Direction... cards) {
        state.hands.set(seat, new ArrayList<>(List.of(cards)));
        return this;
    }

    Scenario owner(int seat, String id) {
        state.ownerAt[seat] = i(id);
        return this;
    }

    List<GreatFireEvent> accept(int seat, GreatFireCommand command) {
        Decision<GreatFireEvent> d = RULESET.decide(state, seat, command, Rng.of(7));
        if (!(d instanceof Decision.Accepted<GreatFireEvent> ok)) {
            fail("expected " + command + " to be accepted, got " + d);
            return null;
        }
        assertTrue(RULESET.legalCommands(state, seat).contains(command), "an accepted command is listed: " + command);
        for (GreatFireEvent e : ok.events()) apply(e);
        return ok.events();
    }

    RuleViolation reject(int seat, GreatFireCommand command) {
        Decision<GreatFireEvent> d = RULESET.decide(state, seat, command, Rng.of(7));
        if (!(d instanceof Decision.Rejected<GreatFireEvent> no)) {
            fail("expected " + command + " to be rejected, got " + d);
            return null;
        }
        assertTrue(
                !RULESET.legalCommands(state, seat).contains(command), "a rejected command is not listed: " + command);
        return no.violation();
    }

    void rejectWith(String code, int seat, GreatFireCommand command) {
        assertEquals(code, reject(seat, command).code(), () -> "rejection code of " + command);
    }

    /** Destinations legal for a card direction (from any source). */
    Set<String> destinations(Direction d) {
        Set<String> out = new TreeSet<>();
        for (GreatFireCommand.SpreadFire move : fireMoves(d)) out.add(move.destination());
        return out;
    }

    Set<String> sources(Direction d) {
        Set<String> out = new TreeSet<>();
        for (GreatFireCommand.SpreadFire move : fireMoves(d)) out.add(move.source());
        return out;
    }

    /** The fire moves a card of this direction allows now, whoever holds it. */
    @SuppressWarnings("unchecked")
    private List<GreatFireCommand.SpreadFire> fireMoves(Direction d) {
        LegalList moves = new LegalList(COMMANDS);
        FIRE.legal(FIRE.analyse(state), d, CommandTable.SPREAD + d.ordinal(), moves);
        return (List<GreatFireCommand.SpreadFire>) (List<?>) moves;
    }

    @SuppressWarnings("unchecked")
    <T extends GreatFireEvent> T only(List<GreatFireEvent> events, Class<T> type) {
        List<GreatFireEvent> found = events.stream().filter(type::isInstance).toList();
        assertEquals(1, found.size(), () -> "one " + type.getSimpleName() + " in " + events);
        return (T) found.get(0);
    }
}
