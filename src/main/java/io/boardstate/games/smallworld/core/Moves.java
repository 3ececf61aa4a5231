package io.boardstate.games.smallworld.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The names of a part's own commands or events in a fixed order (the core lists a part's types
 * in the order it gives them; {@code Map.of} has none).
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

    public static <T> Map<String, Class<? extends T>> inOrder(
            String first,
            Class<? extends T> a,
            String second,
            Class<? extends T> b,
            String third,
            Class<? extends T> c) {
        Map<String, Class<? extends T>> map = new LinkedHashMap<>(inOrder(first, a, second, b));
        map.put(third, c);
        return Collections.unmodifiableMap(map);
    }
}
