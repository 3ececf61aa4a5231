package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.ability.Catalog;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * The hooks of {@link Ability}, so that the core asks an ability only for the hooks its class
 * overrides: most races and powers override one or two, and rules are checked for every region
 * many times per legal list.
 */
public enum Hook {
    CONQUERS_WATER("conquersWater"),
    ENTERS_AT("entersAt"),
    REACHES("reaches"),
    PROTECTS("protects"),
    COST_MODIFIER("costModifier"),
    MINIMUM_COST("minimumCost"),
    FORBIDS_DIE_CONQUEST("forbidsDieConquest"),
    PRE_ROLLED_DIE_METHOD("preRolledDieMethod"),
    FORBIDS_DECLINE("forbidsDecline"),
    ON_CONQUERED("onConquered"),
    TOKENS_LOST("tokensLost"),
    ON_DEFEATED("onDefeated"),
    SURVIVES_WITHOUT_REGIONS("survivesWithoutRegions"),
    ACTS_IN_DECLINE("actsInDecline"),
    TOKENS_LEFT_WHEN_READYING("tokensLeftWhenReadying"),
    ON_REDEPLOY_START("onRedeployStart"),
    KEEP_BACK("keepBack"),
    ON_REDEPLOY_END("onRedeployEnd"),
    HAS_WITHDRAWALS("hasWithdrawals"),
    TOKENS_KEPT_ON_DECLINE("tokensKeptOnDecline"),
    ON_DECLINE("onDecline"),
    DECLINES_BESIDE_OLDER_RACE("declinesBesideOlderRace"),
    SCORE("score"),
    // added for Warcraft (keep new hooks at the end: masks are built from the ordinals)
    BEFORE_CONQUERED("beforeConquered"),
    // added for Underground
    REFUSES_TARGET("refusesTarget"),
    ON_CONQUESTS_BEGIN("onConquestsBegin"),
    // added for Warcraft's Champion and Beasts
    BEFORE_DECLINE("beforeDecline"),
    // added for Warcraft's tolls
    ON_CONQUEST_FAILED("onConquestFailed"),
    // asked once per conquest list before REACHES per region (Underground's Doormat and Pipe)
    MAY_REACH("mayReach");

    private final String method;
    /** This hook's bit in a mask from {@link #overriddenBy}. */
    final long mask;

    Hook(String method) {
        this.method = method;
        this.mask = 1L << ordinal();
    }

    /** Whether a mask from {@link #overriddenBy} has this hook. */
    public boolean in(long mask) {
        return (mask & this.mask) != 0;
    }

    /**
     * An edition's catalog with its behaviour classes ({@link Catalog#withBehaviours}), each with
     * the mask of the hooks its class overrides.
     */
    public static Catalog bind(
            Catalog data,
            Map<String, Function<Catalog, Ability>> raceBehaviours,
            Map<String, Function<Catalog, Ability>> powerBehaviours) {
        return data.withBehaviours(raceBehaviours, powerBehaviours, b -> overriddenBy((Ability) b));
    }

    /** The hooks whose method the class of {@code ability} (or a superclass) overrides. */
    public static long overriddenBy(Ability ability) {
        Map<String, Method> declared = new HashMap<>();
        for (Method m : Ability.class.getMethods()) declared.put(m.getName(), m);
        long mask = 0;
        for (Hook h : values()) {
            Method m = declared.get(h.method);
            if (m == null) throw new IllegalStateException("Ability has no hook " + h.method);
            try {
                Method impl = ability.getClass().getMethod(m.getName(), m.getParameterTypes());
                if (impl.getDeclaringClass() != Ability.class) mask |= h.mask;
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException(e);
            }
        }
        return mask;
    }
}
