package io.boardstate.match.clock;

import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.SeatResult;
import io.boardstate.match.bot.BotPool;
import io.boardstate.match.bot.BotTurns;
import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.Refusals;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.model.Sight;
import io.boardstate.match.model.SystemEvents;
import io.boardstate.match.state.LoadedState;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.view.Renderer;
import io.boardstate.store.LogHead;
import io.boardstate.store.TimerStore;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BooleanSupplier;
import org.jboss.logging.Logger;

/**
 * Timeouts and resignations: the events the service appends to a match itself. A timeout is found
 * by the scheduler ({@link #fireDue}, any replica, rows claimed in Postgres); it is stored like a
 * command, only if the head is still the version it was decided on, so of any number of replicas
 * acting on one deadline exactly one stores it. Its consequence follows the match's absent-player
 * policy: {@code forfeit} (the seat is out, ranked last; no game here can go on without a seat, so
 * the match ends with the others ranked by the game's current standings), {@code pause}, or
 * {@code auto} (the game's default commands play the seat's turn: {@link AbsentTurn}).
 */
@ApplicationScoped
public class ClockService implements BotTurns {
    private static final Logger LOG = Logger.getLogger(ClockService.class);
    /** How long a claimed deadline is left to its replica before another one may take it. */
    static final Duration LEASE = Duration.ofSeconds(15);

    @Inject
    MatchStates states;

    @Inject
    CommitDoor door;

    @Inject
    TimerStore timers;

    @Inject
    RulesetRegistry registry;

    @Inject
    BotPool bots;

    /** The matches whose bot turn this replica has queued or is thinking about. */
    private final Set<UUID> thinking = ConcurrentHashMap.newKeySet();

    /**
     * Claims the deadlines due at {@code now} and acts on each: the number of timeouts stored. They
     * are decided at the time the claim answered, if later: while Postgres is down a claim waits for
     * a connection, and a timeout stamped with the poll's start would be stored as if it had been
     * decided before Postgres was back.
     */
    public int fireDue(Instant now) {
        int stored = 0;
        List<TimerStore.Due> claimed = timers.claim(now, LEASE, 50);
        Instant answered = Instant.now();
        Instant decided = answered.isAfter(now) ? answered : now;
        for (TimerStore.Due due : claimed) {
            try {
                if (fire(due, decided)) stored++;
            } catch (RuntimeException e) {
                // The lease runs out and this or another replica tries again.
                LOG.warnf(e, "timeout of match %s not handled", due.matchId());
            }
        }
        return stored;
    }

    boolean fire(TimerStore.Due due, Instant now) {
        return fire(due, now, false);
    }

    /**
     * Acts on a claimed deadline. An absent seat's turn that the match's {@code absentBot} plays
     * is thought out on the bots' threads, never on the scheduler's ({@code onBotThread} false:
     * it is handed there and this answers false; the bot thread acts on the same deadline again).
     */
    private boolean fire(TimerStore.Due due, Instant now, boolean onBotThread) {
        Access access = spectator(due.matchId());
        LogHead head = states.storedHead(due.matchId());
        if (head.version() != due.version()) return false; // moved since: its statement reset the deadline
        LoadedState at = states.at(access, head);
        MatchControl control = at.controlOr(access.match().seats().size());
        int seat = at.finished() ? -1 : control.overdue(now);
        if (seat < 0) {
            timers.reschedule(due.matchId(), head.version(), at.finished() ? null : control.nextDeadline());
            return false;
        }
        Overdue overdue = Overdue.of(control, seat);
        if (!onBotThread && control.absentBot() != null && overdue.playsTurn()) {
            think(due.matchId(), () -> {
                try {
                    // Decided when a bot thread takes it, as a bot seat's turn is: the poll's time would
                    // charge the next seat for the wait in the pool's queue (time it could not act in).
                    return fire(due, Instant.now().truncatedTo(ChronoUnit.MICROS), true); // a bot seat may act next
                } catch (RuntimeException e) {
                    // The lease runs out and this or another replica tries again.
                    LOG.warnf(e, "absent seat's bot turn of match %s not played", due.matchId());
                    return false;
                }
            });
            return false;
        }
        List<SystemEvents.Pending> events = new ArrayList<>();
        if (overdue.timesOut()) events.add(SystemEvents.timedOut(seat, control.deadline(seat), control.policy()));
        MatchControl next;
        switch (overdue) {
            case BOT_SEAT -> { // a computer player thinks on its own threads
                due(due.matchId());
                return false;
            }
            case ZOMBIE_SEAT -> {
                events.add(SystemEvents.automaticTurn(seat));
                return playFor(access, at, control, seat, events, now);
            }
            case ZOMBIE_POLICY -> {
                MatchControl counted = control.countTimeout(seat);
                if (control.leavesAtNextTimeout(seat)) {
                    events.add(SystemEvents.zombied(seat, "timeout"));
                    counted = counted.leaving(seat);
                }
                return playFor(access, at, counted, seat, events, now);
            }
            case AUTO -> {
                return playFor(access, at, control, seat, events, now);
            }
            case PAUSE -> {
                events.add(SystemEvents.paused(seat));
                next = control.stopped(now, seat, null);
            }
            case FORFEIT -> next = forfeit(access, at, control, seat, "timeout", events, now);
            default -> throw new IllegalStateException(overdue.name());
        }
        return append(access, at, null, events, null, next, now) != null;
    }

    /**
     * The fast path of a bot seat's turn, right after the command before it was stored: the bot
     * thinks on its own threads at once. The append is conditional on the head it decided on, so
     * if the poll (the safety net) hands the same turn out too, it is stored once; a full pool
     * leaves the turn to the poll.
     */
    @Override
    public void due(UUID matchId) {
        think(matchId, () -> {
            try {
                Access access = spectator(matchId);
                LoadedState at = states.at(access, states.storedHead(matchId)); // the head when the bot starts
                if (at.finished()) return false;
                MatchControl control = at.controlOr(access.match().seats().size());
                int seat = control.overdue(Instant.now());
                return seat >= 0 && control.isBot(seat) && playBot(access, at, control, seat);
            } catch (RuntimeException e) {
                LOG.debugf(e, "bot turn of match %s left to the poll", matchId);
                return false;
            }
        });
    }

    /**
     * Hands a match's bot work to the pool unless this replica already has some queued or running
     * for it: the poll claims a bot's deadline again whenever its lease ran out while the bot
     * waited or thought, and a second task for the head the first is deciding on would only be
     * thrown away after the work (the append is conditional), while it kept other matches' bots
     * and every hint out of the short queue. When the work stored a turn and the match goes on,
     * a bot after it plays on, queued behind the other matches' turns; when the pool is full the
     * poll tries again.
     */
    private void think(UUID matchId, BooleanSupplier work) {
        if (!thinking.add(matchId)) return;
        Runnable once = () -> {
            boolean playOn = false;
            try {
                playOn = work.getAsBoolean();
            } finally {
                thinking.remove(matchId);
            }
            if (playOn) due(matchId);
        };
        if (!bots.offer(once)) thinking.remove(matchId);
    }

    /** What an overdue seat's deadline does: the one reading of the absent-player policy (docs/guide/clocks.md). */
    private enum Overdue {
        /** A computer player holds the seat: its turn, not a timeout. */
        BOT_SEAT,
        /** The seat left under the zombie policy: the service plays its turn, not a timeout. */
        ZOMBIE_SEAT,
        /** A timeout counted toward leaving; the turn is played for the seat. */
        ZOMBIE_POLICY,
        /** A timeout; the turn is played for the seat. */
        AUTO,
        /** A timeout that stops the clocks. */
        PAUSE,
        /** A timeout that forfeits the seat. */
        FORFEIT;

        static Overdue of(MatchControl control, int seat) {
            if (control.isBot(seat)) return BOT_SEAT;
            if (control.isZombie(seat)) return ZOMBIE_SEAT;
            if (MatchControl.ZOMBIE.equals(control.policy())) return ZOMBIE_POLICY;
            if (MatchControl.AUTO.equals(control.policy())) return AUTO;
            if (MatchControl.PAUSE.equals(control.policy())) return PAUSE;
            return FORFEIT;
        }

        /** The seat's turn is played for it (by the default commands or the match's absentBot). */
        boolean playsTurn() {
            return this == ZOMBIE_SEAT || this == ZOMBIE_POLICY || this == AUTO;
        }

        /** The log records a timeout (a bot's or a departed seat's turn is none). */
        boolean timesOut() {
            return this != BOT_SEAT && this != ZOMBIE_SEAT;
        }
    }

    /**
     * A bot seat's turn, stored only if the head is still the one it was decided on (another
     * replica that played it first wins; this one's work is dropped): whether it was stored and
     * the match goes on.
     */
    private boolean playBot(Access access, LoadedState at, MatchControl control, int seat) {
        try {
            List<SystemEvents.Pending> events = List.of(SystemEvents.botTurn(seat, control.botLevel(seat)));
            long first = at.version() + events.size();
            Instant started = Instant.now().truncatedTo(ChronoUnit.MICROS);
            AbsentTurn.Turn turn = AbsentTurn.playBot(access, at, control, seat, first, started);
            Sight after = append(access, at, seat, events, turn, turn.control(), turn.at());
            return after != null && !turn.finished();
        } catch (RuntimeException e) {
            // The timer row stays due: this or another replica tries again after the lease.
            LOG.warnf(e, "bot turn of match %s not played", access.match().id());
            return false;
        }
    }

    /**
     * The absent seat's turn, played after {@code events} by the game's default commands, or by the
     * match's {@code absentBot}, which the log says with a {@code botTurn} as for a bot seat.
     */
    private boolean playFor(
            Access access,
            LoadedState at,
            MatchControl control,
            int seat,
            List<SystemEvents.Pending> events,
            Instant now) {
        if (control.absentBot() != null) events.add(SystemEvents.botTurn(seat, control.absentBot()));
        long first = at.version() + events.size(); // the head its first command is decided on (its random draws)
        AbsentTurn.Turn turn = AbsentTurn.play(access, at, control, seat, first, now);
        return append(access, at, seat, events, turn, turn.control(), turn.at()) != null;
    }

    /**
     * The caller's seat resigns: it forfeits at once, as if its time had run out; under the zombie
     * policy (when it takes resignations) it leaves instead, and the others play on. A computer
     * player's seat does not resign: 409 BOT_SEAT, as for its commands.
     */
    public Sight resign(Access access) {
        if (access.seat() == null) throw new MatchFailure.NotASeat("A seat resigns: send its bearer token.");
        int seat = access.seat();
        for (int attempt = 0; attempt < 20; attempt++) {
            LoadedState at = states.at(access, states.storedHead(access.match().id()));
            MatchControl control = at.controlOr(access.match().seats().size());
            // As a command would be refused (CommandService); a paused or not yet started match may be resigned.
            if (control.wasAborted()) throw new MatchFailure.Refused(Refusals.aborted());
            if (at.finished()) throw new MatchFailure.Refused(RuleViolation.gameOver());
            Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
            if (control.isZombie(seat)) throw new MatchFailure.Refused(RuleViolation.gameOver());
            // The service plays a bot's seat: its token resigns no more than it plays (409 BOT_SEAT).
            if (control.isBot(seat)) throw new MatchFailure.Refused(BotTurns.botSeat(seat, control.botLevel(seat)));
            List<SystemEvents.Pending> events = new ArrayList<>();
            events.add(SystemEvents.resigned(seat));
            MatchControl next;
            if (control.zombies() != null && control.zombies().onResign()) {
                events.add(SystemEvents.zombied(seat, "resign"));
                next = control.leaving(seat);
            } else next = forfeit(access, at, control, seat, "resign", events, now);
            Sight sight = append(access, at, seat, events, null, next, now);
            if (sight != null) return sight;
        }
        throw new IllegalStateException("match " + access.match().id() + " moved on every attempt to resign");
    }

    private MatchControl forfeit(
            Access access,
            LoadedState at,
            MatchControl control,
            int seat,
            String reason,
            List<SystemEvents.Pending> events,
            Instant now) {
        List<SeatResult> result = SystemEvents.standingsWithout(
                access.match().seats().size(), seat, standings(access.codec(), at.state()));
        events.add(SystemEvents.forfeited(seat, reason));
        events.add(SystemEvents.ended("forfeit", result));
        return control.stopped(now, null, result);
    }

    @SuppressWarnings("unchecked")
    private static <S> Set<Integer> toAct(EngineCodec<S, ?, ?> codec, Object state) {
        return codec.ruleset().seatsToAct((S) state);
    }

    @SuppressWarnings("unchecked")
    private static <S> List<SeatResult> standings(EngineCodec<S, ?, ?> codec, Object state) {
        return codec.ruleset().standings((S) state).orElse(null);
    }

    /**
     * Stores the events, then the absent seat's turn when there is one, if the head is still
     * {@code at}: the new head's sight, or null when it moved.
     */
    public Sight append(
            Access access,
            LoadedState at,
            Integer seat,
            List<SystemEvents.Pending> events,
            AbsentTurn.Turn turn,
            MatchControl next,
            Instant now) {
        UUID id = access.match().id();
        CommitDoor.Write write = door.write(access, at, now).by(seat);
        for (SystemEvents.Pending e : events)
            write.event(new CommitDoor.NewEvent(e.type(), e.data().toString(), null));
        if (turn != null) {
            for (AbsentTurn.Played e : turn.events())
                write.event(new CommitDoor.NewEvent(
                        e.type(),
                        e.data().toString(),
                        e.command() == null ? null : e.command().toString()));
            write.state(turn.state(), turn.json());
        }
        boolean finished = at.finished() || next.over() || turn != null && turn.finished();
        Object after = turn == null ? at.state() : turn.state();
        MatchControl before = at.controlOr(access.match().seats().size());
        write.finished(finished)
                .control(next, true)
                .notifying(
                        at.finished() || before.over() || before.paused()
                                ? Set.of()
                                : toAct(access.codec(), at.state()),
                        finished || next.paused() ? Set.of() : toAct(access.codec(), after),
                        () -> finalStandings(access, next, after));
        if (!(door.commit(write.prepare()) instanceof CommitDoor.Committed.Stored stored)) return null;
        states.committed(id, stored.state());
        return sight(access, stored.state());
    }

    /**
     * The standings a write of the service ends the match with: those it decided (a forfeit, an
     * adjudication), else the game's own (an automatic turn played the game to its end).
     */
    private static List<SeatResult> finalStandings(Access access, MatchControl next, Object after) {
        if (next.ended() != null) return next.ended();
        List<SeatResult> game = standings(access.codec(), after);
        return game == null ? List.of() : game;
    }

    /** The match at {@code s} as {@code access} sees it. */
    public static Sight sight(Access access, LoadedState s) {
        return sight(EngineCodec.typed(access.codec()), access, s);
    }

    @SuppressWarnings("unchecked")
    private static <S, C extends Command, E extends Event> Sight sight(
            EngineCodec<S, C, E> codec, Access access, LoadedState s) {
        return Renderer.sight(access, codec, s, s.updatedAt(), s.control());
    }

    public Access spectator(UUID matchId) {
        MatchMeta meta = states.meta(matchId);
        return new Access(meta, registry.require(meta.ruleset()), null);
    }
}
