package io.boardstate.engine;

import java.util.List;

/** The answer to a command or a setup: the events it causes, or the rule it breaks. */
public sealed interface Decision<E extends Event> {

    record Accepted<E extends Event>(List<E> events) implements Decision<E> {
        public Accepted {
            if (events == null || events.isEmpty()) {
                throw new IllegalArgumentException("an accepted command produces at least one event");
            }
            events = List.copyOf(events);
        }
    }

    record Rejected<E extends Event>(RuleViolation violation) implements Decision<E> {}

    @SafeVarargs
    static <E extends Event> Decision<E> accept(E... events) {
        return new Accepted<>(List.of(events));
    }

    static <E extends Event> Decision<E> accept(List<E> events) {
        return new Accepted<>(events);
    }

    static <E extends Event> Decision<E> reject(RuleViolation violation) {
        return new Rejected<>(violation);
    }
}
