package io.boardstate.match;

import io.boardstate.match.commit.CommitDoor;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.NewMatch;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.support.Tokens;
import io.boardstate.store.MatchStore;
import io.boardstate.store.MatchStore.BatchRow;
import io.boardstate.store.SeatRecord;
import jakarta.enterprise.context.ApplicationScoped;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
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

    /** One match of a batch as created: its id, tags and seats with their tokens. */
    public record BatchMatch(UUID id, String ruleset, long version, NewMatch.Tags tags, List<BatchSeat> seats) {}

    public record BatchSeat(int seat, String name, String externalId, String token) {}

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

    private final MatchService matches;
    private final MatchStore store;
    private final CommitDoor door;

    public MatchBatches(MatchService matches, MatchStore store, CommitDoor door) {
        this.matches = matches;
        this.store = store;
        this.door = door;
    }

    /**
     * Creates the batch for the organizer. {@code requestHash}: a fingerprint of the request, to
     * tell a replay from a different request under the same idempotency key.
     */
    public Batch create(Organizer organizer, List<NewMatch.Request> requests, String idemKey, String requestHash) {
        if (idemKey != null) {
            Optional<BatchRow> earlier = store.batch(organizer.keyId(), idemKey);
            if (earlier.isPresent()) return replay(organizer, earlier.get(), requestHash);
        }
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
                requestHash, salt, prepared.stream().map(p -> p.match().id).toList(), now);
        Optional<BatchRow> earlier = door.createBatch(
                organizer.keyId(),
                idemKey,
                row,
                prepared.stream().map(MatchService.Prepared::rows).toList());
        if (earlier.isPresent()) return replay(organizer, earlier.get(), requestHash); // a concurrent twin won
        prepared.forEach(matches::createdInBatch);
        List<BatchMatch> out = new ArrayList<>(prepared.size());
        for (int i = 0; i < prepared.size(); i++) {
            MatchService.Prepared p = prepared.get(i);
            List<BatchSeat> seats = new ArrayList<>();
            for (SeatRecord s : p.seats())
                seats.add(new BatchSeat(
                        s.seat, s.name, s.externalId, p.tokens().get(s.seat).token()));
            out.add(new BatchMatch(p.match().id, p.match().ruleset, p.match().version, tags(p.match()), seats));
        }
        return new Batch(out, false, now);
    }

    private Batch replay(Organizer organizer, BatchRow row, String requestHash) {
        if (!row.requestHash().equals(requestHash)) throw new KeyReused();
        List<BatchMatch> out = new ArrayList<>(row.matchIds().size());
        for (int i = 0; i < row.matchIds().size(); i++) {
            MatchStore.LoadedMatch loaded = store.load(row.matchIds().get(i))
                    .orElseThrow(() -> new IllegalStateException("a batch's match is gone"));
            List<BatchSeat> seats = new ArrayList<>();
            for (SeatRecord s : loaded.seats())
                seats.add(new BatchSeat(
                        s.seat, s.name, s.externalId, derivedToken(organizer.secret(), row.salt(), i, s.seat)));
            out.add(new BatchMatch(
                    loaded.match().id, loaded.match().ruleset, loaded.match().version, tags(loaded.match()), seats));
        }
        return new Batch(out, true, row.createdAt());
    }

    private static NewMatch.Tags tags(io.boardstate.store.MatchRecord match) {
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
