package io.boardstate.api.auth;

import io.boardstate.config.BoardstateConfig;
import io.boardstate.match.support.Tokens;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Optional;

/**
 * The admin key (BOARDSTATE_ADMIN_KEY), held as its hash only: the one check of whether a request
 * carries it, for the admin endpoints and for administering a match.
 */
@ApplicationScoped
public class AdminKey {
    private final Optional<String> hash;

    public AdminKey(BoardstateConfig config) {
        this.hash = config.organizers().adminKey().map(Tokens::sha256);
    }

    /** Whether an admin key is configured; without one, nothing is done as the admin. */
    public boolean configured() {
        return hash.isPresent();
    }

    /** Whether the Authorization header carries the admin key (compared in constant time). */
    public boolean sentIn(String authorization) {
        String bearer = OrganizerAuth.bearer(authorization);
        return bearer != null && hash.isPresent() && Tokens.sameHash(hash.get(), Tokens.sha256(bearer));
    }
}
