package io.boardstate.games.smallworld.core;

import io.boardstate.engine.OptionSpec;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The match options every Small World edition has (declared here once; an edition gives only its
 * own rule citations), and the binding of checked options to an edition's rules record: each
 * record component reads the option of the same name, so an edition adds an option by adding a
 * component and its {@link OptionSpec}, without a cast by hand.
 */
public final class FamilyOptions {
    public static final String FIRST_SEAT = "firstSeat";
    public static final String FINAL_CONQUEST = "finalConquestRule";
    public static final String ABANDON_AFTER_CONQUEST = "allowAbandonAfterFirstConquest";
    public static final String PUBLISH_SCORES = "publishTurnScores";

    private FamilyOptions() {}

    /** Who plays first: a seat, or -1 for the seeded draw (every edition, R-2). */
    public static OptionSpec firstSeat() {
        return OptionSpec.integer(
                FIRST_SEAT, -1, -1, 4, "Seat that plays first; -1 draws it with the match's seeded RNG (R-2).");
    }

    /** The final conquest with the reinforcement die ({@link FamilyRules#finalConquestRule}). */
    public static OptionSpec finalConquest(String description) {
        return OptionSpec.choice(
                FINAL_CONQUEST,
                FamilyRules.SHORTFALL_AT_MOST_3,
                List.of(FamilyRules.SHORTFALL_AT_MOST_3, FamilyRules.COST_AT_MOST_3),
                description);
    }

    /** Abandoning regions after the first conquest ({@link FamilyRules#allowAbandonAfterFirstConquest}). */
    public static OptionSpec abandonAfterConquest(String description) {
        return OptionSpec.bool(ABANDON_AFTER_CONQUEST, false, description);
    }

    /** Per-turn coin gains shown to all ({@link FamilyRules#publishTurnScores}). */
    public static OptionSpec publishTurnScores(String description) {
        return OptionSpec.bool(PUBLISH_SCORES, false, description);
    }

    /**
     * The rules record of checked options (every option present, as the service fills them in):
     * each component takes the option of its name. Options without a component (e.g. {@link
     * #FIRST_SEAT}) are read elsewhere.
     */
    public static <R extends Record & FamilyRules> R bind(Class<R> type, Map<String, Object> options) {
        RecordComponent[] parts = type.getRecordComponents();
        Object[] values = new Object[parts.length];
        Class<?>[] types = new Class<?>[parts.length];
        for (int i = 0; i < parts.length; i++) {
            types[i] = parts[i].getType();
            Object v = options.get(parts[i].getName());
            if (v == null)
                throw new IllegalArgumentException(
                        type.getSimpleName() + " reads an undeclared option " + parts[i].getName());
            if (types[i] == int.class && v instanceof Number n) v = n.intValue();
            else if (!(types[i] == boolean.class ? v instanceof Boolean : types[i].isInstance(v)))
                throw new IllegalArgumentException(
                        "option " + parts[i].getName() + " is not a " + types[i].getSimpleName());
            values[i] = v;
        }
        try {
            return type.getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalArgumentException("options do not fit " + type.getSimpleName() + ": " + e, e);
        }
    }

    /** The rules record with every option at its default: what a match gets when it sets none. */
    public static <R extends Record & FamilyRules> R defaults(Class<R> type, List<OptionSpec> specs) {
        Map<String, Object> options = new HashMap<>();
        for (OptionSpec o : specs) options.put(o.name(), o.defaultValue());
        return bind(type, options);
    }
}
