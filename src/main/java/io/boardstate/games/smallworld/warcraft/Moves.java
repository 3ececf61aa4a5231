package io.boardstate.games.smallworld.warcraft;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The names of a Warcraft part's two commands or events in a fixed order (the core lists a
 * part's types in the order it gives them; {@code Map.of} has none).
 */
public final class Moves {
    private Moves() {}

    public static <T> Map<String, Class<? extends T>> inOrder(
            String first, Class<? extends T> a, String second, Class<? extends T> b) {
        Map<String, Class<? extends T>> map = new LinkedHashMap<>();
        map.put(first, a);
        map.put(second, b);
        return Collections.unmodifiableMap(map);
    }
}
