package io.boardstate.games;

/**
 * A piece of state whose {@code copy()} starts from a copy of every field made by the JVM
 * ({@link Object#clone}), then replaces the arrays, lists and maps it must not share: a field
 * added later is copied without being listed, and nothing is allocated but the copy itself.
 *
 * @param <T> the class being copied
 */
public abstract class Copyable<T> implements Cloneable {
    /** A new object of this class with the same field values (arrays, lists and maps still shared). */
    @SuppressWarnings("unchecked")
    protected final T shallowCopy() {
        try {
            return (T) super.clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e); // Copyable is Cloneable
        }
    }
}
