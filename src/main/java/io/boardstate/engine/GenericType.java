package io.boardstate.engine;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;

/**
 * A generic type with its arguments, built at run time: a view record whose parts an edition chooses
 * (e.g. {@code SmallWorldView<PlayerView, RegionView, TurnView>}), for {@link Ruleset#viewType()}.
 */
public record GenericType(Class<?> raw, Type... args) implements ParameterizedType {
    public GenericType {
        if (raw.getTypeParameters().length != args.length)
            throw new IllegalArgumentException(raw + " takes " + raw.getTypeParameters().length + " arguments");
        args = args.clone();
    }

    @Override
    public Type[] getActualTypeArguments() {
        return args.clone();
    }

    @Override
    public Type getRawType() {
        return raw;
    }

    @Override
    public Type getOwnerType() {
        return null;
    }
}
