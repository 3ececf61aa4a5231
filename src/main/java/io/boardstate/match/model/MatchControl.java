package io.boardstate.match.model;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.boardstate.engine.SeatResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the service itself keeps of a match beside the game: its clock, its absent-player policy,
 * each seat's time, and whether a timeout or a resignation paused or ended it. Immutable; a
 * function of the version (it changes only when events are appended, and is stored with the head),
 * so it is cached with the state. Times are epoch microseconds; {@code since} is when the seat's
 * clock started running (it is to act since then), null while it is not to act.
 *
 * <p>Fischer: a running seat's time left is {@code remainingMicros - (now - since)}; each command it
 * submits charges it from {@code since} and adds the increment. Deadline: a seat has
 * {@code secondsPerTurn} from the moment it comes to act until it is no longer to act (a turn of
 * several commands is one turn). A seat that stops being to act without acting is charged too.
 *
 * @param pausedSeat the seat whose timeout paused the match (null otherwise)
 * @param ended the final standings when a forfeit, an adjudication or an abort (empty) ended the match
 * @param pausedBy who paused the match when an organizer did (null otherwise)
 * @param aborted true when an organizer aborted the match (null otherwise)
 * @param zombies the zombie policy's counts (null under any other policy, so that matches of the
 *     other policies store exactly what earlier releases read)
 * @param startsAt when a scheduled match's clocks start, epoch microseconds (null: at its creation;
 *     written only for scheduled matches, like {@code zombies})
 * @param bots each seat's computer-player level ({@code easy}, {@code medium}, {@code hard}) or
 *     null for a person; null when no seat is a bot (written only for matches with bots)
 * @param absentBot the computer-player level that plays an absent seat's turns under the {@code
 *     auto} and {@code zombie} policies instead of the game's default commands (null: defaults)
 * @param hints true when seats may ask for a hint ({@code GET /v1/matches/{id}/hint}); null: no
 */
public record MatchControl(
        Clock clock,
        String policy,
        List<SeatTime> seats,
        Integer pausedSeat,
        List<SeatResult> ended,
        String pausedBy,
        Boolean aborted,
        Zombies zombies,
        Long startsAt,
        List<String> bots,
        String absentBot,
        Boolean hints) {

    public static final String FORFEIT = "forfeit";
    public static final String PAUSE = "pause";
    public static final String AUTO = "auto";
    public static final String ZOMBIE = "zombie";

    /**
     * The {@code zombie} policy: a seat leaves for good at its {@code after}-th timeout (each one
     * before plays its turn like {@code auto}), or at once when it resigns if {@code onResign}; a
     * seat that left is ranked last and the service plays its turns as soon as it is to act.
     *
     * @param timeouts each seat's timeouts so far
     * @param left the seats that left, in order
     */
    public record Zombies(int after, boolean onResign, List<Integer> timeouts, List<Integer> left) {
        static Zombies start(int after, boolean onResign, int seats) {
            return new Zombies(after, onResign, List.copyOf(java.util.Collections.nCopies(seats, 0)), List.of());
        }
    }

    /** The time control chosen at creation. */
    public record Clock(String type, Integer initialSeconds, Integer incrementSeconds, Integer secondsPerTurn) {
        public static final Clock NONE = new Clock("none", null, null, null);

        public boolean timed() {
            return !type.equals("none");
        }
    }

    /** One seat's clock: time left (Fischer) and since when it runs (null: stopped). */
    public record SeatTime(long remainingMicros, Long since) {}

    /** The default for matches stored before clocks: no clock, forfeit. */
    public static MatchControl none(int seats) {
        return start(Clock.NONE, FORFEIT, seats, Set.of(), Instant.EPOCH);
    }

    /** A match's control at creation: the seats to act start their clocks now. */
    public static MatchControl start(Clock clock, String policy, int seats, Set<Integer> toAct, Instant now) {
        return start(clock, policy, null, seats, toAct, now);
    }

    /** A match's control at creation; {@code zombie} the zombie policy's settings (null under the others). */
    public static MatchControl start(
            Clock clock, String policy, ZombieOptions zombie, int seats, Set<Integer> toAct, Instant now) {
        Zombies zombies = ZOMBIE.equals(policy)
                ? Zombies.start(zombie == null ? 1 : zombie.afterTimeouts(), zombie == null || zombie.onResign(), seats)
                : null;
        long initial = clock.initialSeconds() == null ? 0 : clock.initialSeconds() * 1_000_000L;
        List<SeatTime> times = new ArrayList<>();
        for (int seat = 0; seat < seats; seat++)
            times.add(new SeatTime(initial, toAct.contains(seat) ? micros(now) : null));
        return new MatchControl(
                clock, policy, List.copyOf(times), null, null, null, null, zombies, null, null, null, null);
    }

    /** This control with other seat clocks, everything else kept. */
    private MatchControl withSeats(List<SeatTime> next) {
        return new MatchControl(
                clock, policy, next, pausedSeat, ended, pausedBy, aborted, zombies, startsAt, bots, absentBot, hints);
    }

    public boolean paused() {
        return pausedSeat != null || pausedBy != null;
    }

    public boolean wasAborted() {
        return Boolean.TRUE.equals(aborted);
    }

    public boolean over() {
        return ended != null;
    }

    /** After a command of {@code actor} stored at {@code now}, with the seats to act after it. */
    public MatchControl afterCommand(int actor, Set<Integer> toActAfter, boolean finished, Instant now) {
        long t = micros(now);
        List<SeatTime> next = new ArrayList<>(seats.size());
        for (int seat = 0; seat < seats.size(); seat++) {
            SeatTime s = seats.get(seat);
            boolean runs = !finished && toActAfter.contains(seat);
            long remaining = s.remainingMicros();
            Long since = s.since();
            if (clock.type().equals("fischer") && since != null && (seat == actor || !runs)) {
                remaining -= t - since; // charged from the moment it was to act
                if (seat == actor) remaining += clock.incrementSeconds() * 1_000_000L;
                since = runs ? t : null;
            } else if (since == null && runs) since = t; // comes to act now
            else if (!runs) since = null;
            next.add(new SeatTime(remaining, since));
        }
        return withSeats(List.copyOf(next));
    }

    /**
     * {@link #afterCommand} for a turn the service played for {@code actor} (its bot's, or an
     * absent seat's) from {@code startedAt} to {@code endedAt}: the actor is charged up to the
     * start, and a seat that comes to act after it starts at the end, when it can act: the time
     * the service thought is neither the actor's nor the next seat's. {@code endedAt} is not before
     * {@code startedAt}.
     */
    public MatchControl afterPlayedTurn(
            int actor, Set<Integer> toActAfter, boolean finished, Instant startedAt, Instant endedAt) {
        MatchControl after = afterCommand(actor, toActAfter, finished, startedAt);
        long started = micros(startedAt), ended = micros(endedAt);
        List<SeatTime> next = new ArrayList<>(after.seats.size());
        for (SeatTime s : after.seats)
            next.add(s.since() != null && s.since() == started ? new SeatTime(s.remainingMicros(), ended) : s);
        return after.withSeats(List.copyOf(next));
    }

    /**
     * The seat's time ran out at {@code now} and the match plays for it: its clock stands at zero
     * from now on (a Fischer seat is then charged nothing more and gets its increment for the move).
     */
    public MatchControl timedOut(int seat, Instant now) {
        List<SeatTime> next = new ArrayList<>(seats);
        next.set(
                seat,
                new SeatTime(
                        clock.type().equals("fischer") ? 0 : seats.get(seat).remainingMicros(), micros(now)));
        return withSeats(List.copyOf(next));
    }

    /** All clocks stopped (the match ended or a timeout paused it) as they stood at {@code now}. */
    public MatchControl stopped(Instant now, Integer pausedSeat, List<SeatResult> ended) {
        return new MatchControl(
                clock,
                policy,
                stoppedTimes(now),
                pausedSeat,
                ended,
                null,
                null,
                zombies,
                startsAt,
                bots,
                absentBot,
                hints);
    }

    /** Paused by an organizer: all clocks stop at {@code now}; no time is charged until resumed. */
    public MatchControl pausedBy(Instant now, String by) {
        return new MatchControl(
                clock, policy, stoppedTimes(now), null, null, by, null, zombies, startsAt, bots, absentBot, hints);
    }

    /** Aborted by an organizer: all clocks stop; the match ends without standings. */
    public MatchControl abortedAt(Instant now) {
        return new MatchControl(
                clock,
                policy,
                stoppedTimes(now),
                null,
                List.of(),
                null,
                true,
                zombies,
                startsAt,
                bots,
                absentBot,
                hints);
    }

    /**
     * Resumed at {@code now}: the seats to act start their clocks again. A Fischer seat whose time
     * had run out (a timeout paused the match) restarts with the increment, or 60 s without one.
     */
    public MatchControl resumed(Set<Integer> toAct, Instant now) {
        long t = micros(now);
        long restart =
                (clock.incrementSeconds() == null || clock.incrementSeconds() == 0 ? 60 : clock.incrementSeconds())
                        * 1_000_000L;
        List<SeatTime> next = new ArrayList<>(seats.size());
        for (int seat = 0; seat < seats.size(); seat++) {
            long remaining = seats.get(seat).remainingMicros();
            if (clock.type().equals("fischer") && remaining <= 0 && toAct.contains(seat)) remaining = restart;
            next.add(new SeatTime(remaining, toAct.contains(seat) ? t : null));
        }
        return new MatchControl(
                clock, policy, List.copyOf(next), null, null, null, null, zombies, startsAt, bots, absentBot, hints);
    }

    /** The settings of the zombie policy chosen at creation. */
    public record ZombieOptions(int afterTimeouts, boolean onResign) {}

    /** The same control with computer players at {@code levels} (one per seat, null for a person; all null: none). */
    public MatchControl withBots(List<String> levels) {
        List<String> next = levels == null || levels.stream().allMatch(java.util.Objects::isNull)
                ? null
                : java.util.Collections.unmodifiableList(new ArrayList<>(levels));
        return new MatchControl(
                clock, policy, seats, pausedSeat, ended, pausedBy, aborted, zombies, startsAt, next, absentBot, hints);
    }

    /**
     * The same control with an absent seat's turns played by a bot at {@code level} (null: the
     * game's defaults), and hints allowed or not.
     */
    public MatchControl withAbsentBotAndHints(String level, boolean allowHints) {
        return new MatchControl(
                clock,
                policy,
                seats,
                pausedSeat,
                ended,
                pausedBy,
                aborted,
                zombies,
                startsAt,
                bots,
                level,
                allowHints ? Boolean.TRUE : null);
    }

    /** Whether seats may ask for a hint. */
    public boolean allowsHints() {
        return Boolean.TRUE.equals(hints);
    }

    /** The seat's computer-player level, or null when a person holds it. */
    public String botLevel(int seat) {
        return bots == null || seat >= bots.size() ? null : bots.get(seat);
    }

    /** Whether a computer player holds the seat: its turns are played as soon as it is to act. */
    public boolean isBot(int seat) {
        return botLevel(seat) != null;
    }

    /** Whether the service plays this seat's turns itself (it left under the zombie policy, or a bot holds it). */
    public boolean playsSeat(int seat) {
        return isZombie(seat) || isBot(seat);
    }

    /** Whether the service plays some seat's turns itself (zombie seats, bots): the match needs a timer row. */
    public boolean playsSeats() {
        return zombies != null || bots != null;
    }

    public boolean isZombie(int seat) {
        return zombies != null && zombies.left().contains(seat);
    }

    /** The seats that left under the zombie policy, in order (empty under the others). */
    public List<Integer> zombieSeats() {
        return zombies == null ? List.of() : zombies.left();
    }

    /** Under the zombie policy, one more timeout of {@code seat}: whether it leaves with this one. */
    public boolean leavesAtNextTimeout(int seat) {
        return zombies != null && !isZombie(seat) && zombies.timeouts().get(seat) + 1 >= zombies.after();
    }

    /** Counts a timeout of {@code seat} (zombie policy; unchanged under the others). */
    public MatchControl countTimeout(int seat) {
        if (zombies == null) return this;
        List<Integer> timeouts = new ArrayList<>(zombies.timeouts());
        timeouts.set(seat, timeouts.get(seat) + 1);
        return withZombies(new Zombies(zombies.after(), zombies.onResign(), List.copyOf(timeouts), zombies.left()));
    }

    /** {@code seat} leaves: ranked last, its turns played by the service from now on. */
    public MatchControl leaving(int seat) {
        if (zombies == null || isZombie(seat)) return this;
        List<Integer> left = new ArrayList<>(zombies.left());
        left.add(seat);
        return withZombies(new Zombies(zombies.after(), zombies.onResign(), zombies.timeouts(), List.copyOf(left)));
    }

    private MatchControl withZombies(Zombies next) {
        return new MatchControl(
                clock, policy, seats, pausedSeat, ended, pausedBy, aborted, next, startsAt, bots, absentBot, hints);
    }

    /** Each seat's time as it stood at {@code now}, stopped (a Fischer clock never below zero). */
    private List<SeatTime> stoppedTimes(Instant now) {
        long t = micros(now);
        List<SeatTime> next = new ArrayList<>(seats.size());
        for (SeatTime s : seats) {
            long remaining = s.remainingMicros();
            if (clock.type().equals("fischer") && s.since() != null)
                remaining = Math.max(0, remaining - (t - s.since()));
            next.add(new SeatTime(remaining, null));
        }
        return List.copyOf(next);
    }

    /** When the seat's time runs out, or null when its clock does not run (or there is none). */
    public Instant deadline(int seat) {
        SeatTime s = seats.get(seat);
        if (s.since() == null || paused() || over()) return null;
        if (playsSeat(seat)) return instant(s.since()); // its turn is played as soon as it is to act
        if (!clock.timed()) return null;
        long due = clock.type().equals("fischer")
                ? s.since() + s.remainingMicros()
                : s.since() + clock.secondsPerTurn() * 1_000_000L;
        return instant(due);
    }

    /**
     * The seat's deadline as the match shows it (views, webhooks): none for a bot seat, which has no
     * time to run out; its {@link #deadline} (the moment it came to act) only has the scheduler
     * play its turn at once.
     */
    public Instant shownDeadline(int seat) {
        return isBot(seat) ? null : deadline(seat);
    }

    /** The earliest deadline the match shows ({@link #shownDeadline}), or null. */
    public Instant nextShownDeadline() {
        return earliest(this::shownDeadline);
    }

    /** Time left to the seat at {@code now} in milliseconds (never negative); null without a clock. */
    public Long remainingMillis(int seat, Instant now) {
        if (!clock.timed()) return null;
        Instant due = shownDeadline(seat);
        Instant start = startsAt(now);
        if (due != null && start != null) return (micros(due) - micros(start)) / 1000; // its clock starts later
        if (due != null) return Math.max(0, (micros(due) - micros(now)) / 1000);
        if (clock.type().equals("fischer")) return Math.max(0, seats.get(seat).remainingMicros() / 1000);
        return null;
    }

    /** When a scheduled match starts ({@code startClocksAt}), while it lies after {@code now}; else null. */
    public Instant startsAt(Instant now) {
        if (startsAt == null || startsAt <= micros(now) || paused() || over()) return null;
        return instant(startsAt);
    }

    /** Scheduled to start at {@code start}: the seats to act start their clocks then, not at creation. */
    public MatchControl scheduled(Instant start) {
        long t = micros(start);
        List<SeatTime> next = new ArrayList<>(seats.size());
        for (SeatTime s : seats) next.add(new SeatTime(s.remainingMicros(), s.since() == null ? null : t));
        return new MatchControl(
                clock,
                policy,
                List.copyOf(next),
                pausedSeat,
                ended,
                pausedBy,
                aborted,
                zombies,
                t,
                bots,
                absentBot,
                hints);
    }

    /**
     * Every running seat's deadline moved to {@code until} where it was earlier (a Fischer seat gets
     * the difference as time, a deadline seat's turn counts from later); zombie seats, whose turns
     * are played at once, keep theirs. The same control when no deadline moves.
     */
    public MatchControl extendedTo(Instant until) {
        long target = micros(until);
        List<SeatTime> next = new ArrayList<>(seats.size());
        boolean moved = false;
        for (int seat = 0; seat < seats.size(); seat++) {
            SeatTime s = seats.get(seat);
            Instant due = deadline(seat);
            long late = due == null || playsSeat(seat) ? 0 : target - micros(due);
            if (late <= 0) {
                next.add(s);
                continue;
            }
            moved = true;
            next.add(
                    clock.type().equals("fischer")
                            ? new SeatTime(s.remainingMicros() + late, s.since())
                            : new SeatTime(s.remainingMicros(), s.since() + late));
        }
        return moved ? withSeats(List.copyOf(next)) : this;
    }

    /** The earliest deadline of a running seat, or null. */
    public Instant nextDeadline() {
        return earliest(this::deadline);
    }

    /** The earliest of the seats' deadlines as {@code deadlineOf} gives them (null: none), or null. */
    private Instant earliest(java.util.function.IntFunction<Instant> deadlineOf) {
        Instant next = null;
        for (int seat = 0; seat < seats.size(); seat++) {
            Instant due = deadlineOf.apply(seat);
            if (due != null && (next == null || due.isBefore(next))) next = due;
        }
        return next;
    }

    /** The seat whose time ran out first at {@code now}, or -1. */
    public int overdue(Instant now) {
        int first = -1;
        Instant firstDue = null;
        for (int seat = 0; seat < seats.size(); seat++) {
            Instant due = deadline(seat);
            if (due != null && !due.isAfter(now) && (firstDue == null || due.isBefore(firstDue))) {
                first = seat;
                firstDue = due;
            }
        }
        return first;
    }

    public String toJson() {
        try {
            return JSON.writeValueAsString(this);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The stored control, or the default when none was stored. */
    public static MatchControl fromJson(String json, int seats) {
        if (json == null) return none(seats);
        try {
            return JSON.readValue(json, MatchControl.class); // a later release's new members are skipped
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored match control is unreadable", e);
        }
    }

    static long micros(Instant t) {
        return t.getEpochSecond() * 1_000_000 + t.getNano() / 1000;
    }

    static Instant instant(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000), Math.floorMod(micros, 1_000_000) * 1000);
    }

    private static final com.fasterxml.jackson.databind.ObjectMapper JSON =
            new com.fasterxml.jackson.databind.ObjectMapper()
                    .configure(com.fasterxml.jackson.databind.DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
                    .setSerializationInclusion(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
                    .registerModule(new com.fasterxml.jackson.module.blackbird.BlackbirdModule());
}
