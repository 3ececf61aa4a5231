package io.boardstate.match.model;

import io.boardstate.engine.Viewer;
import io.boardstate.match.support.EngineCodec;

/** Who asks: the match, its ruleset and the caller's seat (null for a spectator). */
public record Access(MatchMeta match, EngineCodec<?, ?, ?> codec, Integer seat) {
    public Viewer viewer() {
        return seat == null ? Viewer.spectator() : Viewer.seat(seat);
    }
}
