package io.boardstate.match.model;

import io.boardstate.engine.Viewer;
import io.boardstate.match.support.EngineCodec;

/**
 * Who asks: the match, its ruleset and the caller's seat (null for a spectator). {@code organizer}:
 * the match's own organizer reads it (never acts), at the head even when spectators are delayed.
 */
public record Access(MatchMeta match, EngineCodec<?, ?, ?> codec, Integer seat, boolean organizer) {
    public Access(MatchMeta match, EngineCodec<?, ?, ?> codec, Integer seat) {
        this(match, codec, seat, false);
    }

    /** This match as its organizer reads it: as {@code seat} sees it (null: a spectator), never delayed. */
    public Access forOrganizer(Integer seat) {
        return new Access(match, codec, seat, true);
    }

    public Viewer viewer() {
        return seat == null ? Viewer.spectator() : Viewer.seat(seat);
    }
}
