package io.boardstate.match;

import io.boardstate.cache.StreamTicketStore;
import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.MatchFailure;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.state.MatchStates;
import io.boardstate.match.support.Tokens;
import jakarta.enterprise.context.ApplicationScoped;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.Optional;
import java.util.UUID;

/**
 * Stream tickets: a browser's EventSource cannot send a seat token in a header, and a token in a
 * URL lives on in histories and logs. A seat trades its token for a ticket that opens that seat's
 * stream once, within {@code boardstate.stream.ticket-ttl}. Only the ticket's hash is stored, in
 * Redis, so any replica redeems it and none keeps it.
 */
@ApplicationScoped
public class StreamTickets {
    private static final SecureRandom RANDOM = new SecureRandom();

    private final StreamTicketStore store;
    private final MatchStates states;
    private final RulesetRegistry registry;
    private final Duration ttl;

    public StreamTickets(
            StreamTicketStore store, MatchStates states, RulesetRegistry registry, BoardstateConfig config) {
        this.store = store;
        this.states = states;
        this.registry = registry;
        this.ttl = config.stream().ticketTtl();
    }

    /** A new ticket for a seat's own view of its match (a spectator needs none), and when it expires. */
    public Issued issue(Access access) {
        if (access.seat() == null)
            throw new MatchFailure.NotASeat("A stream ticket is for a seat: send its token. Spectators need none.");
        for (; ; ) {
            byte[] bytes = new byte[32];
            RANDOM.nextBytes(bytes);
            String ticket = "bstk_" + Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
            Instant expires = Instant.now().plus(ttl);
            try {
                if (store.put(Tokens.sha256(ticket), access.match().id() + " " + access.seat(), ttl))
                    return new Issued(ticket, expires);
            } catch (StreamTicketStore.Unavailable e) {
                throw new Unavailable(e);
            }
        }
    }

    /**
     * Who the ticket lets in, spending it; an unknown, expired, spent or other match's ticket is
     * {@link MatchFailure.NotASeat}.
     */
    public Access redeem(UUID matchId, String ticket) {
        Optional<String> held;
        try {
            held = store.take(Tokens.sha256(ticket));
        } catch (StreamTicketStore.Unavailable e) {
            throw new Unavailable(e);
        }
        String[] parts = held.map(v -> v.split(" ", 2)).orElse(null);
        if (parts == null || parts.length != 2 || !parts[0].equals(matchId.toString()))
            throw new MatchFailure.NotASeat(
                    "The stream ticket is unknown, expired or already used: ask for a new one.");
        MatchMeta meta = states.meta(matchId);
        return new Access(meta, registry.require(meta.ruleset()), Integer.valueOf(parts[1]));
    }

    /** A ticket and when it expires unused. */
    public record Issued(String ticket, Instant expiresAt) {}

    /** Tickets live in Redis, which does not answer now; a seat can still stream with its token. */
    public static final class Unavailable extends RuntimeException {
        Unavailable(RuntimeException cause) {
            super("Stream tickets are unavailable for now (Redis does not answer).", cause);
        }
    }
}
