package io.boardstate.games.smallworld.core;

import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Set;

/**
 * An edition's setup event (a record): it carries the shuffled banner and badge piles, whose
 * first cards form the visible combos while the rest stay hidden, and may carry other
 * face-down draws. {@link Edition#redact} shows it to players through {@link #seen}, written
 * once here for every edition.
 */
public interface SetupEvent extends SmallWorldEvent {
    List<String> bannerOrder();

    List<String> badgeOrder();

    /**
     * The event as a player sees it while the match runs: each pile cut to its first {@code shown}
     * cards, and the members named in {@code faceDown} (lists of face-down draws) shown empty.
     */
    static SmallWorldEvent seen(SetupEvent event, int shown, Set<String> faceDown) {
        RecordComponent[] parts = event.getClass().getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        try {
            for (int i = 0; i < parts.length; i++) {
                String name = parts[i].getName();
                types[i] = parts[i].getType();
                values[i] = switch (name) {
                    case "bannerOrder" -> top(event.bannerOrder(), shown);
                    case "badgeOrder" -> top(event.badgeOrder(), shown);
                    default ->
                        faceDown.contains(name)
                                ? List.of()
                                : parts[i].getAccessor().invoke(event);
                };
            }
            return (SmallWorldEvent)
                    event.getClass().getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("a setup event must be a public record: " + event.getClass(), e);
        }
    }

    private static List<String> top(List<String> pile, int shown) {
        return List.copyOf(pile.subList(0, Math.min(shown, pile.size())));
    }
}
