package io.boardstate.match.state;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.Viewer;
import io.boardstate.match.model.LegalMoves;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * What one state looks like to each viewer, made on first use and kept with the state: a view and
 * a legal list are pure functions of the state, and a state never changes, so every request at its
 * version can share them (a seat reading its view and legal list again renders neither).
 */
public final class RenderMemo {
    private final ConcurrentHashMap<Viewer, JsonNode> views = new ConcurrentHashMap<>(4);
    private final ConcurrentHashMap<Integer, LegalMoves> legal = new ConcurrentHashMap<>(4);

    public JsonNode view(Viewer viewer, Supplier<JsonNode> render) {
        return once(views, viewer, render);
    }

    public LegalMoves legal(int seat, Supplier<LegalMoves> list) {
        return once(legal, seat, list);
    }

    /** Made outside any lock (rendering takes a while); two requests racing keep the first one's. */
    private static <K, V> V once(ConcurrentHashMap<K, V> made, K key, Supplier<V> make) {
        V known = made.get(key);
        if (known != null) return known;
        V fresh = make.get();
        V raced = made.putIfAbsent(key, fresh);
        return raced != null ? raced : fresh;
    }
}
