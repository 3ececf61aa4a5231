package io.boardstate.match.state;

import io.boardstate.match.model.Access;
import io.boardstate.match.model.IfMatch;
import java.util.UUID;

/** The states the command path decides on and the caches it tells of a commit ({@link MatchStates}). */
public interface CommandStates {
    /** The state at a version If-Match admits, or that the head has moved on to one it does not. */
    sealed interface ForCommand {
        /** The state at the version: from memory, Redis, or the log when the head is there. */
        record Found(LoadedState state) implements ForCommand {}

        /** Postgres's head is at another version: the command conflicts. */
        record HeadMoved(long headVersion) implements ForCommand {}
    }

    /**
     * The state to decide a command on: at the version If-Match names, or, when it names any or
     * several, at the head's version if the condition admits it.
     */
    ForCommand forCommand(Access access, IfMatch ifMatch);

    /** A state this replica cannot believe any more (the log's checksum says otherwise). */
    void distrust(UUID matchId, long version);

    /**
     * A stored answer (a replay) names {@code version}: the head has reached it, so this replica
     * serves no older state from a cache afterwards, as the caller has seen that version.
     */
    void reached(UUID matchId, long version);

    /** A state just stored as the head, with its control's JSON (null when none is stored). */
    void committed(UUID matchId, LoadedState state, String controlJson);
}
