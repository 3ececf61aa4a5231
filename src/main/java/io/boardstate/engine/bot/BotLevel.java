package io.boardstate.engine.bot;

import java.util.Locale;

/**
 * The three strengths a seat can be given. {@code easy} plays a legal command at random;
 * {@code medium} looks one command ahead with the game's evaluation ({@link BotSupport#evaluate});
 * {@code hard} searches: determinized Monte Carlo over the medium bot's best candidates, each
 * followed by quick playouts to a horizon ({@link io.boardstate.engine.bot.Bots}).
 */
public enum BotLevel {
    EASY,
    MEDIUM,
    HARD;

    /** The public name ({@code easy}, {@code medium}, {@code hard}). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The level named {@code id}, or null when there is none. */
    public static BotLevel of(String id) {
        if (id == null) return null;
        for (BotLevel l : values()) if (l.id().equals(id)) return l;
        return null;
    }
}
