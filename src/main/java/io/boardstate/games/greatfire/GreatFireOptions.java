package io.boardstate.games.greatfire;

import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.RuleViolation;
import java.util.List;
import java.util.Map;

/**
 * The match options of the Great Fire: each declared once (name, type, default, description),
 * validated once, and turned into the {@link GreatFireRules} a match keeps (spec §10).
 */
public final class GreatFireOptions {
    // Option names (part of the public API).
    public static final String WILD_FIRE = "wildFire";
    public static final String PUBLIC_COLOURS = "publicColours";
    public static final String MORE_DESTRUCTION = "moreDestruction";
    public static final String OWNER_PAWN_SCORING = "ownerPawnScoring";
    public static final String RANDOM_FIRST_PLAYER = "randomFirstPlayer";
    public static final String PRIORITY_SCOPE = "priorityScope";
    public static final String WILD_FIRE_CONTROLLED = "wildFireOnControlledArrival";
    public static final String FINAL_ROUND_EXTRA = "finalRoundExtraIntensification";
    public static final String HOUSE_REPAIR = "houseRepair";
    public static final String HERO_8_3 = "heroUnderOwnerPawnScoring";

    static final List<OptionSpec> SPECS = List.of(
            OptionSpec.bool(
                    WILD_FIRE,
                    false,
                    "Wild fire rule (seed l.221-223, spec §4.6) in 3-4 player games: a cone entering a district already emptied by fire adds one more cone. With 5-6 players the rule is mandatory and always on, whatever this option says."),
            OptionSpec.bool(
                    PUBLIC_COLOURS,
                    false,
                    "Variant 8.1 'Colori pubblici' (seed l.344-350): colour cards are dealt face up and each player uses the owner pawn of that colour."),
            OptionSpec.bool(
                    MORE_DESTRUCTION,
                    false,
                    "Variant 8.2 'Più distruzione!' (seed l.352-356): after the last intensification every player takes two more turns instead of one."),
            OptionSpec.bool(
                    OWNER_PAWN_SCORING,
                    false,
                    "Variant 8.3 (seed l.358-366): an extinguished cone goes on the VP track row of the colour of the owner pawn that took it and scores 1 VP for whoever owns that colour; the Hero of London goes to a colour row and tie-break 1 counts the cones on the own colour's row (spec Q26)."),
            OptionSpec.bool(
                    RANDOM_FIRST_PLAYER,
                    false,
                    "Choose the first player at random (seed l.103); otherwise seat 0 starts."),
            OptionSpec.choice(
                    PRIORITY_SCOPE,
                    "PER_SOURCE",
                    List.of("PER_SOURCE", "PER_EXIT", "GLOBAL"),
                    "Fire priorities (seed l.180-193, spec Q6): PER_SOURCE (recommended, Example 4) compares every destination the chosen source's fire network reaches with the card; PER_EXIT compares only the neighbours of the district the cone leaves; GLOBAL compares every legal move of the card."),
            OptionSpec.bool(
                    WILD_FIRE_CONTROLLED,
                    false,
                    "Spec Q8: when the wild fire rule is on, also add its cone when an idle team controls the arriving cone (default: only when the arriving cone stays free)."),
            OptionSpec.bool(
                    FINAL_ROUND_EXTRA,
                    true,
                    "Spec Q12: a player with no valid fire move in the final round (no phase C) still resolves the extra intensification of seed l.219 (recommended)."),
            OptionSpec.choice(
                    HERO_8_3,
                    "COLOUR_ROW",
                    List.of("COLOUR_ROW", "NONE"),
                    "Spec Q26, only with variant 8.3 (seed l.360: no direct bonus for extinguishing): COLOUR_ROW (recommended) gives the Hero of London to the first colour row holding 3 extinguished cones, and moves it when another row strictly exceeds it, its 2 VP going to that colour's owner; NONE leaves the Hero card out of the game."),
            OptionSpec.bool(
                    HOUSE_REPAIR,
                    true,
                    "Spec Q1 / seed l.87: after the random region-balanced house placement, rearrange houses inside each region so that no district holds two houses of the same colour where possible."));

    private GreatFireOptions() {}

    /** Why the requested options cannot be played (an unknown name or a wrong value), or null. */
    static RuleViolation problem(Map<String, Object> options) {
        for (String name : options.keySet()) {
            if (SPECS.stream().noneMatch(o -> o.name().equals(name)))
                return RuleViolation.invalidOption(name, "Unknown option '" + name + "'.");
        }
        for (OptionSpec spec : SPECS) {
            Object value = options.getOrDefault(spec.name(), spec.defaultValue());
            boolean valid = spec.type().equals("boolean")
                    ? value instanceof Boolean
                    : spec.allowed().contains(String.valueOf(value));
            if (!valid) {
                String expected = spec.type().equals("boolean") ? "true or false" : "one of " + spec.allowed();
                return RuleViolation.invalidOption(
                        spec.name(), "Option '" + spec.name() + "' must be " + expected + ".");
            }
        }
        return null;
    }

    /** The rule switches of a match of {@code players} seats; the options must have passed {@link #problem}. */
    static GreatFireRules rules(int players, Map<String, Object> options) {
        return new GreatFireRules(
                players >= 5 || flag(options, WILD_FIRE), // mandatory with 5 and 6 players (seed l.221)
                flag(options, PUBLIC_COLOURS),
                flag(options, MORE_DESTRUCTION),
                flag(options, OWNER_PAWN_SCORING),
                GreatFireRules.PriorityScope.valueOf(choice(options, PRIORITY_SCOPE)),
                flag(options, WILD_FIRE_CONTROLLED),
                flag(options, FINAL_ROUND_EXTRA),
                flag(options, HOUSE_REPAIR),
                GreatFireRules.HeroUnderOwnerPawnScoring.valueOf(choice(options, HERO_8_3)));
    }

    /** Whether setup draws the first player (seed l.103); not a rule of play, so not in {@link GreatFireRules}. */
    static boolean randomFirstPlayer(Map<String, Object> options) {
        return flag(options, RANDOM_FIRST_PLAYER);
    }

    /** A validated option's value, or its default when the request left it out. */
    private static boolean flag(Map<String, Object> options, String name) {
        return (Boolean) options.getOrDefault(name, defaultOf(name));
    }

    private static String choice(Map<String, Object> options, String name) {
        return String.valueOf(options.getOrDefault(name, defaultOf(name)));
    }

    private static Object defaultOf(String option) {
        return SPECS.stream()
                .filter(o -> o.name().equals(option))
                .findFirst()
                .orElseThrow()
                .defaultValue();
    }
}
