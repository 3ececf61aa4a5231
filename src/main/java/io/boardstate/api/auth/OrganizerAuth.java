package io.boardstate.api.auth;

import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.MatchService;
import io.boardstate.match.model.Access;
import io.boardstate.match.model.Organizer;
import io.boardstate.match.organizer.OrganizerKeys;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.UUID;

/**
 * Organizer API keys at the edge: a bearer token starting {@code bso_} is an organizer key (seat
 * tokens start {@code bst_}); it must be live and have the scope the operation needs (401
 * UNAUTHORIZED, 403 MISSING_SCOPE), and each key has its own token bucket on each replica (429
 * RATE_LIMITED with Retry-After), at the rate stored with the key or the configured default.
 */
@ApplicationScoped
public class OrganizerAuth {
    private static final int MAX_KEYS = 100_000;

    @Inject
    OrganizerKeys keys;

    private final TokenBuckets<UUID> buckets = new TokenBuckets<>(MAX_KEYS);

    /** The bearer token of an Authorization header, or null. */
    public static String bearer(String authorization) {
        if (authorization == null) return null;
        String value = authorization.strip();
        if (value.regionMatches(true, 0, "Bearer ", 0, 7))
            return value.substring(7).strip();
        return null;
    }

    /** Whether the header carries an organizer key (valid or not). */
    public static boolean carriesKey(String authorization) {
        return OrganizerKeys.looksLikeKey(bearer(authorization));
    }

    /**
     * The organizer creating a match: null only when no Authorization header was sent at all (then
     * the match is anonymous, where that is allowed). Any credential sent must be a live organizer
     * key with matches:create: a seat token, the admin key or garbage is refused (401), never
     * silently turned into an anonymous match nobody can administer.
     */
    public Organizer creator(String authorization) {
        if (authorization == null) return null;
        if (!carriesKey(authorization))
            throw keyRequired("The Authorization header does not carry an organizer API key (`Bearer bso_...`); send a"
                    + " valid one, or no Authorization header to create a match anonymously.");
        return require(authorization, Organizer.MATCHES_CREATE);
    }

    /**
     * A match as its organizer reads it (matches:read): its own matches only (403
     * NOT_MATCH_ORGANIZER otherwise), live and never delayed, as a spectator or, for a legal list,
     * as {@code seat}. Such an access never acts: commands take seat tokens only.
     */
    public Access reader(MatchService matches, UUID matchId, String authorization, Integer seat) {
        Organizer organizer = require(authorization, Organizer.MATCHES_READ);
        Access access = matches.access(matchId, null);
        if (!organizer.organizer().equals(access.match().organizer()))
            throw new ApiProblem(
                    403,
                    "NOT_MATCH_ORGANIZER",
                    "Forbidden",
                    "An organizer API key reads only the matches its organizer created.");
        if (seat != null && (seat < 0 || seat >= access.match().seats().size()))
            throw ApiProblem.invalidParameter(
                    "seat", "seat runs from 0 to " + (access.match().seats().size() - 1) + " in this match.");
        return access.forOrganizer(seat);
    }

    /**
     * The organizer of an organizer key with this scope, for a read that others may make too: null
     * when the header carries no organizer key, refused as {@link #require} refuses when it does.
     */
    public String organizerIfKey(String authorization, String scope) {
        return carriesKey(authorization) ? require(authorization, scope).organizer() : null;
    }

    /** The organizer for a header that must carry a live key with this scope, rate-limited. */
    public Organizer require(String authorization, String scope) {
        String bearer = bearer(authorization);
        if (!OrganizerKeys.looksLikeKey(bearer))
            throw keyRequired("Send an organizer API key as `Authorization: Bearer bso_...`.");
        Organizer organizer = keys.recognise(bearer)
                .orElseThrow(() -> ApiProblem.unauthorized("The organizer API key is unknown or revoked."));
        if (!organizer.may(scope))
            throw new ApiProblem(403, "MISSING_SCOPE", "Forbidden", "This API key lacks the scope " + scope + ".")
                    .with("scope", scope);
        double wait = take(organizer, System.nanoTime());
        if (wait > 0)
            throw new ApiProblem(
                            429,
                            "RATE_LIMITED",
                            "Too many requests",
                            "This API key makes requests faster than " + organizer.perSecond()
                                    + " per second; retry later.")
                    .retryAfter((int) Math.max(1, Math.ceil(wait)));
        return organizer;
    }

    /** 401 ORGANIZER_KEY_REQUIRED: the operation takes an organizer API key, and the request sent none. */
    public static ApiProblem keyRequired(String detail) {
        return new ApiProblem(401, "ORGANIZER_KEY_REQUIRED", "Unauthorized", detail);
    }

    /** Takes a token from the key's bucket: 0 when allowed, else the seconds until one is there. */
    double take(Organizer organizer, long now) {
        return buckets.take(organizer.keyId(), organizer.perSecond(), organizer.burst(), now);
    }
}
