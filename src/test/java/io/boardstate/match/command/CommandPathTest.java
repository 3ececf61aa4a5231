package io.boardstate.match.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.MatchSetup;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.IfMatch;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.Submission;
import io.boardstate.match.state.CacheSeal;
import io.boardstate.match.state.CommandStates;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.RenderMemo;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.testgame.TicTacToe;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import io.opentelemetry.api.OpenTelemetry;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The command path's decision table with the log in memory (no Quarkus, no Postgres, no Redis):
 * what a submission becomes when the state it is decided on is the head's, is behind it (conflict),
 * is not the head's though it has its version (decided again on the log's state), and when its
 * Idempotency-Key has an answer already (replay) or a rejection's answer is stored (settle).
 */
class CommandPathTest {
    private final TicTacToe game = new TicTacToe();
    private final EngineCodec<TicTacToe.State, TicTacToe.Cmd, TicTacToe.Evt> codec = new EngineCodec<>(game);
    private final MatchMeta meta = new MatchMeta(
            UUID.randomUUID(),
            "tictactoe",
            EngineCodec.MAPPER.createObjectNode(),
            7,
            "salt",
            List.of(new MatchMeta.Seat(0, "Ada", "h0"), new MatchMeta.Seat(1, "Bo", "h1")),
            Instant.EPOCH,
            null,
            null);
    /** Version 1: set up, seat 0 to move. */
    private final LoadedState opening = loaded(1, started(0));

    private final InMemoryLog log = new InMemoryLog(1, opening.checksum());
    private final States states = new States(log, opening);
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    private final CommandService commands = new CommandService(
            states,
            new CommitDoor(log, null, 50),
            new MatchMetrics(meters),
            new CommandSpans(OpenTelemetry.noop().getTracer("test")),
            match -> {});

    @Test
    void aCommandDecidedOnTheHeadIsStored() throws Exception {
        CommandService.Result r = submit(0, 1, null, place(4));

        SubmitOutcome.Accepted accepted = assertInstanceOf(SubmitOutcome.Accepted.class, r.outcome());
        assertEquals(2, accepted.version());
        assertEquals(List.of(1), accepted.toAct());
        assertEquals(2, log.version);
        assertEquals(1, log.events.size());
        assertEquals("Placed", log.events.getFirst().type());
        assertEquals(0, log.events.getFirst().seat());
        assertEquals(
                place(4), EngineCodec.MAPPER.readTree(log.events.getFirst().command())); // kept with its first event
        LoadedState head = states.cached.get(2L);
        assertEquals(CacheSeal.checksum(head.json()), log.checksum); // the head is sealed with its state
    }

    @Test
    void aVersionBehindTheHeadConflictsWithoutDeciding() {
        CommandService.Result r = submit(0, 0, null, place(4));

        assertEquals(new SubmitOutcome.Conflict(IfMatch.version(0), 1), r.outcome());
        assertEquals(0, log.appends);
        assertEquals(1.0, meters.counter("boardstate.version.conflicts").count());
    }

    @Test
    void aHeadThatMovedWhileDecidingConflicts() {
        states.cached.put(1L, opening);
        log.movedElsewhere("another");

        CommandService.Result r = submit(0, 1, "k1", place(4));

        // This replica still holds version 1 and decides on it; the append finds the head at 2.
        assertEquals(new SubmitOutcome.Conflict(IfMatch.version(1), 2), r.outcome());
        assertEquals(1, log.appends);
        assertEquals(List.of(), log.events);
        assertNotNull(log.answers.get(new IdempotencyKey(0, "k1"))); // the conflict's answer is kept
    }

    @Test
    void ifMatchStarIsDecidedOnTheHeadAndFollowsAHeadThatMovesMeanwhile() {
        // Another replica stores version 2 (seat 0 still to move: a note) while this one appends.
        TicTacToe.State noted = started(0);
        noted.notes.set(1, "elsewhere");
        LoadedState two = loaded(2, noted);
        log.beforeNextAppend = () -> {
            log.movedElsewhere(two.checksum());
            states.logs = two;
        };

        CommandService.Result r = submit(0, new IfMatch(true, List.of()), "k1", place(4));

        // RFC 9110 §13.1.1: * holds for any current version, so the command is decided again on 2.
        SubmitOutcome.Accepted accepted = assertInstanceOf(SubmitOutcome.Accepted.class, r.outcome());
        assertEquals(3, accepted.version());
        assertEquals(2, log.appends);
        assertEquals(List.of(), states.distrusted);
        // The same If-Match: "1" conflicts (the head is at 3 now), and a retry of the key replays.
        assertEquals(
                new SubmitOutcome.Conflict(IfMatch.version(1), 3),
                submit(0, 1, null, place(5)).outcome());
        assertEquals(
                new SubmitOutcome.Replayed(r.answer()),
                submit(0, new IfMatch(true, List.of()), "k1", place(4)).outcome());
    }

    @Test
    void aListHoldsWhenOneOfItsVersionsIsTheHeadAndAnEmptyOneNever() {
        IfMatch none = new IfMatch(false, List.of()); // only weak tags or other text were sent
        assertEquals(
                new SubmitOutcome.Conflict(none, 1),
                submit(0, none, null, place(4)).outcome());
        assertEquals(0, log.appends);

        CommandService.Result r = submit(0, new IfMatch(false, List.of(7L, 1L)), null, place(4));

        assertEquals(
                2, assertInstanceOf(SubmitOutcome.Accepted.class, r.outcome()).version());
        IfMatch stale = new IfMatch(false, List.of(0L, 1L));
        assertEquals(
                new SubmitOutcome.Conflict(stale, 2),
                submit(1, stale, null, place(5)).outcome());
    }

    @Test
    void aStateThatIsNotTheHeadsIsDecidedAgainOnTheLogs() {
        // This replica's version 1 says cell 4 is taken; the log's version 1 (another checksum) does not.
        TicTacToe.State wrong = started(0);
        wrong.cells[4] = 2;
        states.cached.put(1L, loaded(1, wrong));

        CommandService.Result r = submit(0, 1, null, place(4));

        // Rejected on the cached state, the rejection is checked against the head, which has
        // another checksum: the state is distrusted and the command decided again on the log's.
        assertInstanceOf(SubmitOutcome.Accepted.class, r.outcome());
        assertEquals(List.of(1L), states.distrusted);
        assertEquals(2, log.version);
    }

    @Test
    void anAcceptedCommandOnAStateThatIsNotTheHeadsIsDecidedAgain() {
        // This replica's version 1 has seat 0 to move, as the log's, but another state (a note).
        TicTacToe.State other = started(0);
        other.notes.set(1, "mine");
        states.cached.put(1L, loaded(1, other));

        CommandService.Result r = submit(0, 1, null, place(0));

        assertInstanceOf(SubmitOutcome.Accepted.class, r.outcome());
        assertEquals(List.of(1L), states.distrusted);
        assertEquals(2, log.appends); // refused once (other checksum), stored on the second pass
        assertEquals(CacheSeal.checksum(states.cached.get(2L).json()), log.checksum);
    }

    @Test
    void aRetryWithTheSameKeyGetsTheStoredAnswerAndStoresNothing() {
        CommandService.Result first = submit(0, 1, "k1", place(4));
        CommandService.Result again = submit(0, 1, "k1", place(4));

        assertInstanceOf(SubmitOutcome.Accepted.class, first.outcome());
        assertEquals(new SubmitOutcome.Replayed(first.answer()), again.outcome());
        assertEquals(first.answer(), again.answer());
        assertEquals(List.of(2L), states.reachedVersions); // what the replay showed, no cache may undo
        assertEquals(1, log.events.size());
        // The same key with another request is refused.
        assertEquals(new SubmitOutcome.KeyReused(), submit(0, 1, "k1", place(5)).outcome());
    }

    @Test
    void aRuleRejectionIsSettledAgainstTheHeadAndItsAnswerReplayed() {
        CommandService.Result rejected = submit(1, 1, "k2", place(4));

        assertEquals(new SubmitOutcome.Rejected(RuleViolation.notYourTurn(1)), rejected.outcome());
        assertEquals(0, log.appends);
        assertEquals(1, log.settles);
        assertNotNull(log.answers.get(new IdempotencyKey(1, "k2")));
        CommandService.Result again = submit(1, 1, "k2", place(4));
        assertEquals(new SubmitOutcome.Replayed(rejected.answer()), again.outcome());
    }

    @Test
    void aRuleRejectionWithoutAKeyIsStillCheckedAgainstTheHead() {
        states.cached.put(1L, opening);
        log.movedElsewhere("another");

        // Decided on this replica's version 1, where seat 1 may not move; the head is at 2.
        assertEquals(
                new SubmitOutcome.Conflict(IfMatch.version(1), 2),
                submit(1, 1, null, place(4)).outcome());
    }

    @Test
    void aMalformedCommandWithoutAKeyTouchesNoStore() {
        JsonNode body = EngineCodec.MAPPER.createObjectNode().put("type", "castle");

        assertInstanceOf(SubmitOutcome.Malformed.class, submit(0, 1, null, body).outcome());
        assertEquals(0, log.settles + log.appends);
    }

    @Test
    void aKeyHeldByAnOlderReleaseIsInFlight() {
        log.keysHeldByOlderRelease = true;

        assertEquals(
                new SubmitOutcome.KeyInFlight(), submit(0, 1, "k3", place(4)).outcome());
        assertEquals(1, log.version);
    }

    private CommandService.Result submit(int seat, long version, String key, JsonNode body) {
        return submit(seat, IfMatch.version(version), key, body);
    }

    private CommandService.Result submit(int seat, IfMatch ifMatch, String key, JsonNode body) {
        Access access = new Access(meta, codec, seat);
        return commands.submit(
                access,
                new Submission(ifMatch, key, body, true, true),
                outcome -> new io.boardstate.match.command.Answer(
                        outcome instanceof SubmitOutcome.Accepted ? 200 : 409,
                        outcome instanceof SubmitOutcome.Accepted a ? a.version() : null,
                        outcome.getClass().getSimpleName()));
    }

    private static JsonNode place(int cell) {
        return EngineCodec.MAPPER.createObjectNode().put("type", "place").put("cell", cell);
    }

    private TicTacToe.State started(int first) {
        TicTacToe.State s = null;
        for (TicTacToe.Evt e : ((io.boardstate.engine.Decision.Accepted<TicTacToe.Evt>)
                        game.setup(new MatchSetup(2, Map.of("longGame", false)), Rng.forVersion(7, 0)))
                .events()) s = game.apply(s, e);
        s.toMove = first;
        return s;
    }

    private LoadedState loaded(long version, TicTacToe.State state) {
        String json = codec.stateToJson(state);
        return new LoadedState(
                version,
                CacheSeal.checksum(json),
                json,
                state,
                false,
                Instant.EPOCH,
                MatchControl.none(2),
                new RenderMemo());
    }

    /** This replica's states: what it holds in memory, else the log's state at the head. */
    private static final class States implements CommandStates {
        private final InMemoryLog log;
        final Map<Long, LoadedState> cached = new HashMap<>();
        final List<Long> distrusted = new java.util.ArrayList<>();
        final List<Long> reachedVersions = new java.util.ArrayList<>();
        private LoadedState logs;

        States(InMemoryLog log, LoadedState head) {
            this.log = log;
            this.logs = head;
        }

        @Override
        public ForCommand forCommand(Access access, IfMatch ifMatch) {
            long version = ifMatch.single() >= 0 ? ifMatch.single() : log.version;
            if (!ifMatch.admits(version)) return new ForCommand.HeadMoved(log.version);
            LoadedState known = cached.get(version);
            if (known != null) return new ForCommand.Found(known);
            if (log.version != version) return new ForCommand.HeadMoved(log.version);
            return new ForCommand.Found(logs);
        }

        @Override
        public void reached(UUID matchId, long version) {
            reachedVersions.add(version);
        }

        @Override
        public void distrust(UUID matchId, long version) {
            cached.remove(version);
            distrusted.add(version);
        }

        @Override
        public void committed(UUID matchId, LoadedState state, String controlJson) {
            cached.put(state.version(), state);
            logs = state;
        }
    }
}
