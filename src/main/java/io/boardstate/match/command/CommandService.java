package io.boardstate.match.command;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.CoinChange;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Folded;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.bot.BotTurns;
import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.IfMatch;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Refusals;
import io.boardstate.match.model.Submission;
import io.boardstate.match.organizer.MatchAdministration;
import io.boardstate.match.state.CommandStates;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.view.Renderer;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.store.LogHead;
import io.boardstate.store.MatchLog;
import io.boardstate.store.MatchLog.Expect;
import io.boardstate.store.StoredAnswer;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/**
 * Submitting a command: decided on the state at the If-Match version (from memory, Redis or the
 * log), then one statement stores it only if Postgres's head is still at that version with the
 * checksum of that state; a rejection is checked against the head the same way. A state that
 * does not match the head's checksum is dropped from the caches and the command decided again on
 * the state rebuilt from the log, so no cache can get an illegal move stored.
 */
@ApplicationScoped
public class CommandService {
    private final CommandStates states;
    private final CommitDoor door;
    private final MatchMetrics metrics;
    private final CommandSpans spans;
    private final BotTurns bots;

    public CommandService(
            CommandStates states, CommitDoor door, MatchMetrics metrics, CommandSpans spans, BotTurns bots) {
        this.states = states;
        this.door = door;
        this.metrics = metrics;
        this.spans = spans;
        this.bots = bots;
    }

    /** The outcome and, for a keyed command, the answer as stored under the key (sent as it is). */
    public record Result(SubmitOutcome outcome, Answer answer) {}

    /** Where a pass of the command path ends: a result, or deciding again on the log's state. */
    private sealed interface Step {
        record Done(Result result) implements Step {}

        /** The state decided on was not the head's (same version, other checksum). */
        record DecideAgain() implements Step {}

        /** The head moved on to a version If-Match still admits (e.g. *): decide on it. */
        record HeadAdvanced() implements Step {}
    }

    /** How often a command under * or a list follows a moving head before it reports the conflict. */
    private static final int MAX_ADVANCES = 8;

    /** {@code answers} renders outcomes as the API sends them; it is used only with a key. */
    public Result submit(Access access, Submission submission, Answer.Writer answers) {
        if (access.seat() == null)
            throw new MatchFailure.NotASeat("Commands are submitted by a seat: send its bearer token.");
        return new Attempt<>(EngineCodec.typed(access.codec()), access, submission, answers).run();
    }

    /** One submission, typed by its ruleset. */
    private final class Attempt<S, C extends Command, E extends Event> {
        private final EngineCodec<S, C, E> codec;
        private final Ruleset<S, C, E> ruleset;
        private final Access access;
        private final UUID id;
        private final int seat;
        private final Submission submission;
        private final IfMatch ifMatch;
        /** The version decided on (the state's), one If-Match admits. */
        private long version;

        private int advances;
        private final IdempotencyKey key;
        private final String fingerprint;
        private final Answer.Writer answers;

        Attempt(EngineCodec<S, C, E> codec, Access access, Submission submission, Answer.Writer answers) {
            this.codec = codec;
            this.ruleset = codec.ruleset();
            this.access = access;
            this.id = access.match().id();
            this.seat = access.seat();
            this.submission = submission;
            this.ifMatch = submission.ifMatch();
            this.version = ifMatch.single();
            this.key = Idempotency.key(access, submission);
            this.fingerprint = key == null ? null : Idempotency.fingerprint(submission);
            this.answers = answers;
        }

        Result run() {
            C command;
            try {
                command = codec.commandFromJson(submission.body());
            } catch (EngineCodec.MalformedCommandException e) {
                metrics.rejected(access.match().ruleset(), "MALFORMED_COMMAND");
                // A malformed command holds whatever the head is: never decided again.
                return ((Step.Done) settle(new Expect.Anything(), new SubmitOutcome.Malformed(e.getMessage())))
                        .result();
            }
            // After a distrusted state, the next pass runs on the state rebuilt from the log, which has
            // the head's checksum; a head that moved on within the condition is followed (bounded).
            int distrusted = 0;
            while (true) {
                CommandStates.ForCommand loaded =
                        spans.in("load", rulesetId(), () -> states.forCommand(access, ifMatch));
                Step step =
                        switch (loaded) {
                            case CommandStates.ForCommand.HeadMoved moved -> conflict(moved.headVersion());
                            case CommandStates.ForCommand.Found found -> {
                                version = found.state().version();
                                yield decide(command, found.state());
                            }
                        };
                switch (step) {
                    case Step.Done(Result result) -> {
                        return result;
                    }
                    case Step.HeadAdvanced a -> {}
                    case Step.DecideAgain d -> {
                        states.distrust(id, version);
                        if (++distrusted == 2)
                            throw new IllegalStateException("match " + id + ": the state rebuilt at " + version
                                    + " does not have the checksum stored with the head");
                    }
                }
            }
        }

        /** The result, or deciding again when the state decided on turned out not to be the head's. */
        private Step decide(C command, LoadedState decidedOn) {
            @SuppressWarnings("unchecked")
            S state = (S) decidedOn.state();
            MatchControl control = decidedOn.controlOr(access.match().seats().size());
            Instant startsAt = control.startsAt(Instant.now());
            RuleViolation violation = null;
            if (control.wasAborted()) violation = Refusals.aborted();
            else if (ruleset.isOver(state) || control.over()) violation = RuleViolation.gameOver();
            else if (control.paused()) violation = Refusals.paused(control);
            else if (startsAt != null) violation = MatchAdministration.notStarted(startsAt);
            else if (control.isBot(seat)) violation = BotTurns.botSeat(seat, control.botLevel(seat));
            else if (!ruleset.seatsToAct(state).contains(seat)) violation = RuleViolation.notYourTurn(seat);
            else violation = Refusals.timeExpired(control, seat, Instant.now());
            Decision<E> decision = violation != null
                    ? Decision.reject(violation)
                    : spans.in(
                            "decide",
                            rulesetId(),
                            () -> ruleset.decide(
                                    state,
                                    seat,
                                    command,
                                    Rng.forVersion(access.match().seed(), version)));
            if (decision instanceof Decision.Rejected<E> rejected) {
                metrics.rejected(access.match().ruleset(), rejected.violation().code());
                return settle(
                        new Expect.At(version, decidedOn.checksum()), new SubmitOutcome.Rejected(rejected.violation()));
            }
            return append(command, ((Decision.Accepted<E>) decision).events(), decidedOn, control);
        }

        private Step append(C command, List<E> events, LoadedState decidedOn, MatchControl control) {
            @SuppressWarnings("unchecked")
            S shared = (S) decidedOn.state();
            Set<Integer> toActBefore = access.match().organizer() == null ? Set.of() : ruleset.seatsToAct(shared);
            S state = ruleset.copy(shared); // events change the state they are applied to
            List<List<CoinChange>> coins = new ArrayList<>(events.size()); // the ledger, shown, not stored
            for (E event : events) {
                Folded<S> folded = ruleset.applyCounting(state, event);
                state = folded.state();
                coins.add(folded.coins());
            }
            boolean finished = ruleset.isOver(state);
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            Set<Integer> toAct = ruleset.seatsToAct(state);
            MatchControl next = control.afterCommand(seat, toAct, finished, now);
            // The command is kept with its first event, so that anyone can replay the match at the end.
            JsonNode commandJson = codec.commandToJson(command);
            List<CommitDoor.NewEvent> toStore = new ArrayList<>(events.size());
            for (int i = 0; i < events.size(); i++) {
                E event = events.get(i);
                toStore.add(new CommitDoor.NewEvent(
                        codec.eventName(event),
                        codec.eventPayload(event).toString(),
                        i == 0 ? commandJson.toString() : null));
            }
            S after = state;
            CommitDoor.Prepared write = door.write(access, decidedOn, now)
                    .by(seat)
                    .events(toStore)
                    .state(state, codec.stateToJson(state))
                    .finished(finished)
                    .control(next, decidedOn.control() != null)
                    .snapshotIfDue()
                    .notifying(toActBefore, finished ? Set.of() : toAct, () -> ruleset.standings(after)
                            .orElse(List.of()))
                    .prepare();
            // Renders what the caller is shown through the committed state, so that its next reads of
            // this version (its view, its legal list) reuse them.
            LoadedState committed = write.committed();
            long newVersion = committed.version();
            SubmitOutcome.Accepted accepted = new SubmitOutcome.Accepted(
                    newVersion,
                    submission.withView()
                            ? Renderer.events(
                                    codec, version, seat, now, events, coins, commandJson, access.viewer(), state)
                            : List.of(),
                    finished,
                    Renderer.sorted(toAct),
                    submission.withView() ? Renderer.sight(access, codec, committed, now, next) : null,
                    submission.withLegal() ? Renderer.legal(codec, committed, seat) : null);
            Answer answer = key == null ? null : answers.write(accepted);
            CommitDoor.Committed stored = spans.in(
                    "append",
                    rulesetId(),
                    () -> metrics.timeAppend(() -> door.commit(write, key, Idempotency.toStore(answer, fingerprint))));
            return switch (stored) {
                case CommitDoor.Committed.Stored s -> {
                    metrics.accepted(access.match().ruleset());
                    spans.in("cache", rulesetId(), () -> states.committed(id, committed, write.controlJson()));
                    if (!finished && toAct.stream().anyMatch(next::isBot)) bots.due(id);
                    yield done(new Result(accepted, answer));
                }
                case CommitDoor.Committed.AnsweredBefore before -> done(replay(before.answer()));
                case CommitDoor.Committed.KeyInFlight k -> done(new Result(new SubmitOutcome.KeyInFlight(), null));
                case CommitDoor.Committed.HeadMoved moved ->
                    conflict(moved.head().version());
                case CommitDoor.Committed.OtherState o -> new Step.DecideAgain();
            };
        }

        /**
         * Checks a rejection against the head (and stores its answer under the key); a rule
         * rejection is decided again when the head has the version but not the checksum it was
         * decided on.
         */
        private Step settle(Expect expect, SubmitOutcome outcome) {
            boolean ruleRejection = expect instanceof Expect.At;
            if (key == null && !ruleRejection) return done(new Result(outcome, null));
            Answer answer = key == null ? null : answers.write(outcome);
            MatchLog.Settled settled =
                    door.settle(id, expect, key, Idempotency.toStore(answer, fingerprint), Instant.now());
            if (settled.prior() != null) return done(replay(settled.prior()));
            if (expect instanceof Expect.At at) {
                LogHead head = settled.head();
                if (head.version() != version) return conflict(head.version());
                if (head.checksum() != null && !head.checksum().equals(at.checksum())) return new Step.DecideAgain();
            }
            return done(new Result(outcome, answer));
        }

        private String rulesetId() {
            return access.match().ruleset();
        }

        /**
         * The head is at {@code current}, not at the version decided on: decided again when If-Match
         * admits it, else a conflict, stored under a key only while the head has not reached a version
         * If-Match names.
         */
        private Step conflict(long current) {
            if (ifMatch.admits(current) && advances++ < MAX_ADVANCES) return new Step.HeadAdvanced();
            metrics.conflict();
            return settle(new Expect.NotAt(ifMatch.nextAbove(current)), new SubmitOutcome.Conflict(ifMatch, current));
        }

        private static Step done(Result result) {
            return new Step.Done(result);
        }

        private Result replay(StoredAnswer prior) {
            SubmitOutcome outcome = Idempotency.replay(prior, fingerprint);
            if (outcome instanceof SubmitOutcome.Replayed r && r.answer().version() != null)
                states.reached(id, r.answer().version());
            return new Result(outcome, outcome instanceof SubmitOutcome.Replayed r ? r.answer() : null);
        }
    }
}
