package io.boardstate.match.webhook;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.EngineCodec;
import io.boardstate.match.support.Poller;
import io.boardstate.store.LogHead;
import io.boardstate.store.TimerStore;
import io.boardstate.store.WebhookStore;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.UUID;
import org.jboss.logging.Logger;

/**
 * {@code seat.deadline_warning}: a seat to act has one of the subscription's lead times or less
 * left before its deadline. Every replica scans every {@code boardstate.webhooks.warning-poll-every}
 * the timer rows whose earliest deadline is within the largest lead time asked for, of organizers
 * that asked, and not yet looked at since their match last moved (or whose next warning is due);
 * it leases such a row, works out each running seat's own deadline from the match's control, and
 * in one transaction on the match's shard stores the due warnings in the outbox under ids derived
 * from (subscription, match, seat, deadline, lead time), so that each is queued once whoever finds
 * it, and the time of the next one. A warning is decided only while the match is still at the
 * version its deadlines come from (the seat has not acted), and never once the deadline is over.
 */
@ApplicationScoped
public class DeadlineWarnings {
    private static final Logger LOG = Logger.getLogger(DeadlineWarnings.class);
    /** A subscription that wants the kind but names no lead time: one warning 5 minutes ahead. */
    public static final List<Integer> DEFAULT_LEADS = List.of(300);

    public static final int MIN_LEAD_SECONDS = 10;
    public static final int MAX_LEAD_SECONDS = 7 * 24 * 3600;
    public static final int MAX_LEADS = 5;
    /** How long a replica holds a match's scan before another may take it. */
    static final Duration LEASE = Duration.ofSeconds(15);

    private static final int BATCH = 100;

    private final TimerStore timers;
    private final WebhookStore subscriptions;
    private final MatchStates states;
    private final Duration every;
    private Poller poller;

    public DeadlineWarnings(
            TimerStore timers, WebhookStore subscriptions, MatchStates states, BoardstateConfig config) {
        this.timers = timers;
        this.subscriptions = subscriptions;
        this.states = states;
        this.every = config.webhooks().warningPollEvery();
    }

    void start(@Observes StartupEvent started) {
        poller = Poller.start("boardstate-deadline-warnings", every, () -> scan(Instant.now()));
    }

    void stop(@Observes ShutdownEvent stopping) {
        if (poller != null) poller.stop();
    }

    /** One round at {@code now}: the number of warnings queued (or found already queued). */
    public int scan(Instant now) {
        List<WebhookStore.Warned> wanting = subscriptions.wanting(WebhookEvents.SEAT_DEADLINE_WARNING);
        if (wanting.isEmpty()) return 0;
        int horizon = 0;
        TreeSet<String> organizers = new TreeSet<>();
        for (WebhookStore.Warned w : wanting) {
            organizers.add(w.organizer());
            for (int lead : leads(w.leadSeconds())) horizon = Math.max(horizon, lead);
        }
        int queued = 0;
        for (TimerStore.WarnCandidate c :
                timers.warnCandidates(now, now.plusSeconds(horizon), List.copyOf(organizers), BATCH)) {
            try {
                queued += warn(c, wanting);
            } catch (RuntimeException e) {
                // The lease runs out and this or another replica looks again.
                LOG.warnf(e, "deadline warnings of match %s not handled", c.matchId());
            }
        }
        return queued;
    }

    private int warn(TimerStore.WarnCandidate c, List<WebhookStore.Warned> wanting) {
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        Instant lease = now.plus(LEASE);
        if (!timers.leaseWarnings(c.matchId(), c.version(), now, lease)) return 0; // another replica has it
        LogHead head = states.storedHead(c.matchId());
        if (head.version() != c.version() || head.finished() || head.control() == null) {
            // Moved since (its row is new to the scan again), over, or without a clock.
            timers.recordWarnings(c.matchId(), c.version(), lease, null, List.of(), now);
            return 0;
        }
        MatchControl control = MatchControl.fromJson(head.control(), 0);
        Map<Integer, String> players = null;
        List<TimerStore.Warning> due = new ArrayList<>();
        Instant next = null;
        for (int seat = 0; seat < control.seats().size(); seat++) {
            // A bot seat has no deadline to warn about (its own is when it came to act, a scheduled start's too).
            Instant deadline = control.shownDeadline(seat);
            if (deadline == null || control.isZombie(seat) || !deadline.isAfter(now)) continue;
            for (WebhookStore.Warned w : wanting) {
                if (!w.organizer().equals(c.organizer())
                        || (w.tournament() != null && !w.tournament().equals(c.tournament()))) continue;
                for (int lead : leads(w.leadSeconds())) {
                    Instant at = deadline.minusSeconds(lead);
                    if (at.isAfter(now)) {
                        if (next == null || at.isBefore(next)) next = at;
                        continue;
                    }
                    if (players == null) players = timers.externalIds(c.matchId());
                    due.add(new TimerStore.Warning(
                            id(w.id(), c.matchId(), seat, deadline, lead),
                            w.id(),
                            WebhookEvents.SEAT_DEADLINE_WARNING,
                            data(seat, players.get(seat), deadline, lead, now)));
                }
            }
        }
        if (!timers.recordWarnings(c.matchId(), c.version(), lease, next, due, now)) return 0;
        return due.size();
    }

    /** The same for every replica that finds the warning: the outbox keeps one row per id. */
    static UUID id(UUID subscription, UUID match, int seat, Instant deadline, int leadSeconds) {
        String key = WebhookEvents.SEAT_DEADLINE_WARNING + "|" + subscription + "|" + match + "|" + seat + "|"
                + deadline + "|" + leadSeconds;
        return UUID.nameUUIDFromBytes(key.getBytes(StandardCharsets.UTF_8));
    }

    static String data(int seat, String player, Instant deadline, int leadSeconds, Instant now) {
        ObjectNode data = EngineCodec.MAPPER.createObjectNode();
        data.put("seat", seat);
        data.put("externalPlayerId", player);
        data.put("deadline", deadline.toString());
        data.put("lead", Duration.ofSeconds(leadSeconds).toString());
        data.put("leadSeconds", leadSeconds);
        data.put("remainingMs", Math.max(0, Duration.between(now, deadline).toMillis()));
        return data.toString();
    }

    /** The lead times in effect: those stored, or the default. */
    public static List<Integer> leads(List<Integer> stored) {
        return stored == null || stored.isEmpty() ? DEFAULT_LEADS : stored;
    }

    /**
     * Lead times as a subscription body gives them (ISO-8601 durations such as {@code PT5M}, whole
     * seconds from 10 s to 7 days, at most 5, distinct): in seconds, ascending.
     *
     * @throws IllegalArgumentException why they are refused
     */
    public static List<Integer> parse(List<String> durations) {
        if (durations.isEmpty())
            throw new IllegalArgumentException(
                    "`deadlineWarnings` lists 1 to " + MAX_LEADS + " lead times (omit it for the default, PT5M).");
        if (durations.size() > MAX_LEADS)
            throw new IllegalArgumentException("`deadlineWarnings` lists at most " + MAX_LEADS + " lead times.");
        TreeSet<Integer> seconds = new TreeSet<>();
        for (String text : durations) {
            Duration lead;
            try {
                lead = Duration.parse(text == null ? "" : text);
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException(
                        "`deadlineWarnings` holds ISO-8601 durations such as \"PT5M\" or \"PT1H\"; '" + text
                                + "' is none.");
            }
            if (lead.getNano() != 0 || lead.getSeconds() < MIN_LEAD_SECONDS || lead.getSeconds() > MAX_LEAD_SECONDS)
                throw new IllegalArgumentException("Each lead time of `deadlineWarnings` is whole seconds from PT10S"
                        + " to P7D; '" + text + "' is not.");
            if (!seconds.add((int) lead.getSeconds()))
                throw new IllegalArgumentException(
                        "The lead times of `deadlineWarnings` are distinct; '" + text + "' is given twice.");
        }
        return List.copyOf(seconds);
    }

    /** Lead times in seconds as the API shows them: ISO-8601 durations, ascending. */
    public static List<String> durations(List<Integer> seconds) {
        return seconds.stream()
                .sorted()
                .map(s -> Duration.ofSeconds(s).toString())
                .toList();
    }
}
