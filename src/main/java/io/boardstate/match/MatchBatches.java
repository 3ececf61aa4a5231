package io.boardstate.match;

import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.MatchControl;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.support.Tokens;
import io.boardstate.store.BatchStore;
import io.boardstate.store.BatchStore.BatchRow;
import io.boardstate.store.MatchRecord;
import io.boardstate.store.MatchStore;
import io.boardstate.store.SeatRecord;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * Bulk creation for organizers: up to {@link #MAX_MATCHES} matches validated, set up and stored in
 * one transaction (all or none). With an Idempotency-Key the seat tokens are derived from a random
 * salt stored with the batch and the organizer's API key (never stored): a replay with the same key
 * returns the same matches and tokens, while the database alone cannot tell any token.
 */
@ApplicationScoped
public class MatchBatches {
    public static final int MAX_MATCHES = 500;

    /**
     * One match of a batch as created: its id, tags and seats with their tokens (null on a replay
     * by another API key of the organizer, which cannot derive them), the seed's commitment, the
     * seats to act and the first deadline (null without a running clock).
     */
    public record BatchMatch(
            UUID id,
            String ruleset,
            long version,
            NewMatch.Tags tags,
            List<BatchSeat> seats,
            String commitment,
            List<Integer> toAct,
            Instant deadline) {}

    /** A seat of a batch's match: {@code token} null when the key asking may not derive it, {@code botLevel} null for a person. */
    public record BatchSeat(int seat, String name, String externalId, String token, String botLevel) {}

    /** With uniqueness of tables asked for: a match of the organizer already holds a table of the batch. */
    public static final class TableTaken extends RuntimeException {
        private final int index;
        private final UUID existing;

        public TableTaken(int index, UUID existing, String detail) {
            super(detail);
            this.index = index;
            this.existing = existing;
        }

        /** The batch's match that wants the table (-1 when two of the batch want the same one: see {@link #existing}). */
        public int index() {
            return index;
        }

        /** The match holding the table, or null when two matches of the batch want it. */
        public UUID existing() {
            return existing;
        }
    }

    /** A batch's matches in request order; {@code replayed}: an earlier request with the same key made them. */
    public record Batch(List<BatchMatch> matches, boolean replayed, Instant createdAt) {}

    /** A match of the batch could not be set up: which one, and why. */
    public static final class InvalidMatch extends RuntimeException {
        private final int index;
        private final MatchFailure failure;

        public InvalidMatch(int index, MatchFailure failure) {
            super(failure.getMessage(), failure);
            this.index = index;
            this.failure = failure;
        }

        public int index() {
            return index;
        }

        public MatchFailure failure() {
            return failure;
        }
    }

    /** The Idempotency-Key was used by this API key with another request. */
    public static final class KeyReused extends RuntimeException {
        public KeyReused() {
            super("This Idempotency-Key was used with a different request.");
        }
    }

    @Inject
    MatchService matches;

    @Inject
    BatchStore store;

    @Inject
    CommitDoor door;

    /**
     * Creates the batch for the organizer. {@code requestHash}: a fingerprint of the request, to
     * tell a replay from a different request under the same idempotency key.
     */
    public Batch create(Organizer organizer, List<NewMatch.Request> requests, String idemKey, String requestHash) {
        return create(organizer, requests, idemKey, requestHash, false);
    }

    /**
     * As {@link #create(Organizer, List, String, String)}; with {@code uniqueTables} no two matches
     * of the organizer share a (tournament, round, table): {@link TableTaken} otherwise.
     */
    public Batch create(
            Organizer organizer,
            List<NewMatch.Request> requests,
            String idemKey,
            String requestHash,
            boolean uniqueTables) {
        if (idemKey != null) {
            Optional<BatchRow> earlier = store.find(organizer.organizer(), organizer.keyId(), idemKey);
            if (earlier.isPresent()) return replay(organizer, earlier.get(), requestHash);
        }
        if (uniqueTables) requireDistinctTables(requests);
        String salt = Tokens.newSalt();
        List<MatchService.Prepared> prepared = new ArrayList<>(requests.size());
        for (int i = 0; i < requests.size(); i++) {
            int index = i;
            try {
                prepared.add(matches.prepare(
                        requests.get(i),
                        organizer.organizer(),
                        idemKey == null
                                ? seat -> Tokens.newSeatToken()
                                : seat -> derivedToken(organizer.secret(), salt, index, seat)));
            } catch (MatchFailure failure) {
                throw new InvalidMatch(i, failure);
            }
        }
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        BatchRow row = new BatchRow(
                organizer.keyId(),
                requestHash,
                salt,
                prepared.stream().map(p -> p.match().id).toList(),
                now);
        Optional<BatchRow> earlier;
        try {
            earlier = door.createBatch(
                    organizer.organizer(),
                    idemKey,
                    row,
                    prepared.stream().map(MatchService.Prepared::rows).toList(),
                    uniqueTables);
        } catch (BatchStore.TableTaken taken) {
            throw new TableTaken(
                    indexOf(requests, taken.tournament(), taken.round(), taken.table()),
                    taken.existing(),
                    "Match " + taken.existing() + " of this organizer is at tournament '" + taken.tournament()
                            + "', round '" + taken.round() + "', table '" + taken.table() + "' already.");
        }
        if (earlier.isPresent()) return replay(organizer, earlier.get(), requestHash); // a concurrent twin won
        for (int i = 0; i < prepared.size(); i++) matches.createdInBatch(prepared.get(i), requests.get(i));
        List<BatchMatch> out = new ArrayList<>(prepared.size());
        for (MatchService.Prepared p : prepared)
            out.add(match(p.match(), p.seats(), seat -> p.tokens().get(seat).token()));
        return new Batch(out, false, now);
    }

    /** Two matches of one request at one table are refused before anything is set up. */
    private static void requireDistinctTables(List<NewMatch.Request> requests) {
        Map<List<String>, Integer> seen = new HashMap<>();
        for (int i = 0; i < requests.size(); i++) {
            NewMatch.Tags t = requests.get(i).tags();
            if (t == null || t.tournament() == null || t.round() == null || t.table() == null) continue;
            Integer first = seen.putIfAbsent(List.of(t.tournament(), t.round(), t.table()), i);
            if (first != null)
                throw new TableTaken(
                        i,
                        null,
                        "Matches " + first + " and " + i + " of the batch are both at tournament '" + t.tournament()
                                + "', round '" + t.round() + "', table '" + t.table() + "'.");
        }
    }

    private static int indexOf(List<NewMatch.Request> requests, String tournament, String round, String table) {
        for (int i = 0; i < requests.size(); i++) {
            NewMatch.Tags t = requests.get(i).tags();
            if (t != null && tournament.equals(t.tournament()) && round.equals(t.round()) && table.equals(t.table()))
                return i;
        }
        return -1;
    }

    /**
     * The batch again, every match read in one query. Only the API key that created it can derive
     * its seat tokens; for another key of the organizer they are left out.
     */
    private Batch replay(Organizer organizer, BatchRow row, String requestHash) {
        if (!row.requestHash().equals(requestHash)) throw new KeyReused();
        boolean tokens = organizer.keyId().equals(row.keyId());
        List<MatchStore.LoadedMatch> loaded = store.load(row.matchIds());
        if (loaded.size() != row.matchIds().size()) throw new IllegalStateException("a batch's match is gone");
        List<BatchMatch> out = new ArrayList<>(loaded.size());
        for (int i = 0; i < loaded.size(); i++) {
            int index = i;
            out.add(match(
                    loaded.get(i).match(),
                    loaded.get(i).seats(),
                    seat -> tokens ? derivedToken(organizer.secret(), row.salt(), index, seat) : null));
        }
        return new Batch(out, true, row.createdAt());
    }

    /**
     * A match of the answer: its seats with their tokens ({@code token} by seat) and which are
     * bots, its commitment, and who acts and until when, as the stored control says.
     */
    private static BatchMatch match(
            MatchRecord match, List<SeatRecord> seatRecords, java.util.function.IntFunction<String> token) {
        MatchControl control = MatchControl.fromJson(match.control, match.seats);
        List<BatchSeat> seats = new ArrayList<>(seatRecords.size());
        for (SeatRecord s : seatRecords)
            seats.add(new BatchSeat(s.seat, s.name, s.externalId, token.apply(s.seat), control.botLevel(s.seat)));
        List<Integer> toAct = new ArrayList<>();
        if (!match.finished && !control.over())
            for (int seat = 0; seat < control.seats().size(); seat++)
                if (control.seats().get(seat).since() != null) toAct.add(seat);
        return new BatchMatch(
                match.id,
                match.ruleset,
                match.version,
                tags(match),
                seats,
                match.salt == null ? null : Tokens.commitment(match.seed, match.salt),
                List.copyOf(toAct),
                control.nextShownDeadline());
    }

    private static NewMatch.Tags tags(MatchRecord match) {
        return new NewMatch.Tags(match.tagTournament, match.tagRound, match.tagTable);
    }

    /** A seat token of a batch: HMAC-SHA256 keyed with the API key, of {@code <salt>:<match index>:<seat>}. */
    static String derivedToken(String apiKey, String salt, int index, int seat) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(apiKey.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] digest = mac.doFinal((salt + ":" + index + ":" + seat).getBytes(StandardCharsets.UTF_8));
            return "bst_" + Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
