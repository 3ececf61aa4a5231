package io.boardstate.match.command;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.engine.Command;
import io.boardstate.engine.Decision;
import io.boardstate.engine.Event;
import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.Submission;
import io.boardstate.match.organizer.MatchAdministration;
import io.boardstate.match.state.CacheSeal;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.view.Renderer;
import io.boardstate.match.webhook.WebhookEvents;
import io.boardstate.store.Append;
import io.boardstate.store.CommandLog;
import io.boardstate.store.CommandLog.Expect;
import io.boardstate.store.IdempotencyKey;
import io.boardstate.store.LogHead;
import io.boardstate.store.Notification;
import io.boardstate.store.StoredEvent;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
    private final MatchStates states;
    private final CommandLog log;
    private final MatchMetrics metrics;
    private final CommandSpans spans;
    private final int snapshotEvery;

    public CommandService(
            MatchStates states, CommandLog log, MatchMetrics metrics, CommandSpans spans, BoardstateConfig config) {
        this.states = states;
        this.log = log;
        this.metrics = metrics;
        this.spans = spans;
        this.snapshotEvery = config.store().snapshotEvery();
    }

    /** The outcome and, for a keyed command, the answer as stored under the key (sent as it is). */
    public record Result(SubmitOutcome outcome, Answer answer) {}

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
        private final long version;
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
            this.version = submission.expectedVersion();
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
                return settle(Expect.anything(), new SubmitOutcome.Malformed(e.getMessage()));
            }
            // A second pass runs on the state rebuilt from the log, which has the head's checksum.
            for (int pass = 0; pass < 2; pass++) {
                LogHead[] conflict = new LogHead[1];
                LoadedState decidedOn =
                        spans.in("load", rulesetId(), () -> states.forCommand(access, version, conflict));
                if (decidedOn == null) return conflict(conflict[0].version());
                Result result = decide(command, decidedOn);
                if (result != null) return result;
                states.distrust(id, version);
            }
            throw new IllegalStateException("match " + id + ": the state rebuilt at " + version
                    + " does not have the checksum stored with the head");
        }

        /** The result, or null when the state decided on turned out not to be the head's. */
        private Result decide(C command, LoadedState decidedOn) {
            @SuppressWarnings("unchecked")
            S state = (S) decidedOn.state();
            MatchControl control = decidedOn.controlOr(access.match().seats().size());
            Instant deadline = control.deadline(seat);
            RuleViolation violation = null;
            if (control.wasAborted()) violation = MatchAdministration.aborted();
            else if (ruleset.isOver(state) || control.over()) violation = RuleViolation.gameOver();
            else if (control.paused()) violation = MatchAdministration.paused(control);
            else if (!ruleset.seatsToAct(state).contains(seat)) violation = RuleViolation.notYourTurn(seat);
            else if (deadline != null && !deadline.isAfter(Instant.now()))
                violation = new RuleViolation(
                        RuleViolation.TIME_EXPIRED,
                        "Seat " + seat + "'s time ran out at " + deadline + ".",
                        Map.of("seat", seat, "deadline", deadline.toString()));
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
                        Expect.at(version, decidedOn.checksum()), new SubmitOutcome.Rejected(rejected.violation()));
            }
            return append(command, ((Decision.Accepted<E>) decision).events(), decidedOn, control);
        }

        private Result append(C command, List<E> events, LoadedState decidedOn, MatchControl control) {
            @SuppressWarnings("unchecked")
            S shared = (S) decidedOn.state();
            Set<Integer> toActBefore = access.match().organizer() == null ? Set.of() : ruleset.seatsToAct(shared);
            S state = ruleset.copy(shared); // events change the state they are applied to
            for (E event : events) state = ruleset.apply(state, event);
            long newVersion = version + events.size();
            boolean finished = ruleset.isOver(state);
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            String json = codec.stateToJson(state);
            String checksum = CacheSeal.checksum(json);
            Set<Integer> toAct = ruleset.seatsToAct(state);
            MatchControl next = control.afterCommand(seat, toAct, finished, now);
            // The command is kept with its first event, so that anyone can replay the match at the end.
            JsonNode commandJson = codec.commandToJson(command);
            List<StoredEvent> stored = new ArrayList<>(events.size());
            for (int i = 0; i < events.size(); i++) {
                E event = events.get(i);
                stored.add(new StoredEvent(
                        version + i + 1,
                        codec.eventName(event),
                        codec.eventPayload(event).toString(),
                        seat,
                        now,
                        i == 0 ? commandJson.toString() : null));
            }
            // Renders what the caller is shown through the committed state, so that its next reads of
            // this version (its view, its legal list) reuse them.
            LoadedState committed = new LoadedState(
                    newVersion, checksum, json, state, finished, now, decidedOn.control() == null ? null : next);
            SubmitOutcome.Accepted accepted = new SubmitOutcome.Accepted(
                    newVersion,
                    submission.withView()
                            ? Renderer.events(codec, version, seat, now, events, commandJson, access.viewer(), state)
                            : List.of(),
                    finished,
                    Renderer.sorted(toAct),
                    submission.withView() ? Renderer.sight(access, codec, committed, now, next) : null,
                    submission.withLegal() ? Renderer.legal(codec, committed, seat) : null);
            Answer answer = key == null ? null : answers.write(accepted);
            boolean snapshotDue = newVersion / snapshotEvery > version / snapshotEvery;
            String controlJson = decidedOn.control() == null ? null : next.toJson();
            S after = state;
            List<Notification> notifications = WebhookEvents.after(
                    access.match(),
                    stored,
                    false,
                    finished,
                    toActBefore,
                    finished ? Set.of() : toAct,
                    next.nextDeadline(),
                    () -> ruleset.standings(after).orElse(List.of()));
            CommandLog.Appended appended = spans.in(
                    "append",
                    rulesetId(),
                    () -> metrics.timeAppend(() -> log.append(new Append(
                            id,
                            version,
                            decidedOn.checksum(),
                            seat,
                            stored,
                            checksum,
                            finished,
                            now,
                            snapshotDue ? json : null,
                            key,
                            Idempotency.toStore(answer, fingerprint),
                            controlJson,
                            finished ? null : next.nextDeadline(),
                            notifications))));
            return switch (appended) {
                case CommandLog.Appended.Stored s -> {
                    metrics.accepted(access.match().ruleset());
                    spans.in("cache", rulesetId(), () -> states.committed(id, committed, controlJson));
                    yield new Result(accepted, answer);
                }
                case CommandLog.Appended.AnsweredBefore before -> replay(before.answer());
                case CommandLog.Appended.Refused refused -> {
                    if (refused.keyTaken()) yield new Result(new SubmitOutcome.KeyInFlight(), null);
                    if (refused.head().version() != version)
                        yield conflict(refused.head().version());
                    yield null; // same version, other checksum
                }
            };
        }

        /**
         * Checks a rejection against the head (and stores its answer under the key): null when the
         * head has the version but not the checksum the rejection was decided on.
         */
        private Result settle(Expect expect, SubmitOutcome outcome) {
            if (key == null && expect.kind() != 1) return new Result(outcome, null);
            Answer answer = key == null ? null : answers.write(outcome);
            CommandLog.Settled settled =
                    log.settle(id, expect, key, Idempotency.toStore(answer, fingerprint), Instant.now());
            if (settled.prior() != null) return replay(settled.prior());
            if (expect.kind() == 1) {
                LogHead head = settled.head();
                if (head.version() != version) return conflict(head.version());
                if (head.checksum() != null && !head.checksum().equals(expect.checksum())) return null;
            }
            return new Result(outcome, answer);
        }

        private String rulesetId() {
            return access.match().ruleset();
        }

        private Result conflict(long current) {
            metrics.conflict();
            return settle(Expect.notAt(version), new SubmitOutcome.Conflict(version, current));
        }

        private Result replay(io.boardstate.store.StoredAnswer prior) {
            SubmitOutcome outcome = Idempotency.replay(prior, fingerprint);
            return new Result(outcome, outcome instanceof SubmitOutcome.Replayed r ? r.answer() : null);
        }
    }
}
