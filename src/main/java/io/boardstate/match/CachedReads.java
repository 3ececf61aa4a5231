package io.boardstate.match;

import io.boardstate.match.model.Access;
import io.boardstate.match.model.Fresh;
import io.boardstate.match.model.LegalMoves;
import io.boardstate.match.model.MatchMeta;
import io.boardstate.match.model.Sight;
import io.boardstate.match.state.MatchStates;
import io.smallrye.mutiny.Uni;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.UUID;
import java.util.function.LongPredicate;

/**
 * The hot reads (a view, a legal list) answered from this replica's memory after one Redis read,
 * without blocking a thread, so they can be served on the event loop: a blocking read took two
 * thread hand-offs (to a worker, and the Redis reply back to it) for the same work. Each read
 * yields null when only the blocking one in {@link MatchService} can answer: the match's facts or
 * its head's state are not in memory, Redis's head is not believed, or a spectator may be delayed.
 * The answers are those of the blocking reads, which the caches' seals make safe on any replica.
 */
@ApplicationScoped
public class CachedReads {
    private static final Uni<?> NOT_HERE = Uni.createFrom().nullItem();

    @Inject
    MatchStates states;

    @Inject
    MatchService service;

    /** As {@link MatchService#view(Access, LongPredicate)}, or null. */
    public Uni<Fresh<Sight>> view(UUID matchId, String bearerToken, LongPredicate held) {
        Access access = access(matchId, bearerToken);
        if (access == null || MatchService.mayBeDelayed(access)) return notHere();
        return states.knownHead(access).map(head -> head == null ? null : service.headView(access, head, held));
    }

    /** As {@link MatchService#legalCommands(Access, LongPredicate)}, or null. */
    public Uni<Fresh<LegalMoves>> legalCommands(UUID matchId, String bearerToken, LongPredicate held) {
        Access access = access(matchId, bearerToken);
        if (access == null) return notHere();
        MatchService.requireSeat(access);
        return states.knownHead(access).map(head -> head == null ? null : service.legalAt(access, head, held));
    }

    /** Who asks, when the match's facts are in memory (a wrong token is refused here too); else null. */
    private Access access(UUID matchId, String bearerToken) {
        MatchMeta match = states.knownMeta(matchId);
        return match == null ? null : service.access(match, bearerToken);
    }

    @SuppressWarnings("unchecked")
    private static <T> Uni<T> notHere() {
        return (Uni<T>) NOT_HERE;
    }
}
