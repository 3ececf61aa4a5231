package io.boardstate.match;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Viewer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What one state looks like to each viewer, made on first use and kept with the state: a view and
 * a legal list are pure functions of the state, and a state never changes, so every request at its
 * version can share them (a seat reading its view and legal list again renders neither).
 */
final class Renders {
    private final ConcurrentHashMap<Viewer, JsonNode> views = new ConcurrentHashMap<>(4);
    private final ConcurrentHashMap<Integer, LegalMoves> legal = new ConcurrentHashMap<>(4);

    JsonNode view(Viewer viewer, Supplier<JsonNode> render) {
        JsonNode known = views.get(viewer);
        if (known != null) return known;
        JsonNode made = render.get();
        JsonNode raced = views.putIfAbsent(viewer, made);
        return raced != null ? raced : made;
    }

    LegalMoves legal(int seat, Supplier<LegalMoves> list) {
        LegalMoves known = legal.get(seat);
        if (known != null) return known;
        LegalMoves made = list.get();
        LegalMoves raced = legal.putIfAbsent(seat, made);
        return raced != null ? raced : made;
    }
}
