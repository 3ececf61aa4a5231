package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.RaceState;

/**
 * What the Righteous Relics (9.2) share: who may use one now (its holder, or the Magic race's Bag
 * copying it, 8.8) and where a used one goes. The Relics' moves ask it.
 */
final class Relics implements PerTurn {
    // the refusals made once: legal lists ask about every Relic (and the Bag) for every command
    private static final RuleViolation NOT_CONTROLLED =
            illegal("RELIC_NOT_CONTROLLED", "Only the active race holding a Relic's region uses it ([U 758], 9.2).");
    private static final RuleViolation RELIC_USED =
            illegal("RELIC_USED", "A Relic is used once per turn ([U 811], 9.2).");
    private static final RuleViolation NO_BAG =
            illegal("NO_BAG", "Only the active Magic race has the Bag-o'-Many-Things ([U 681]).");
    private static final RuleViolation BAG_USED =
            illegal("RELIC_USED", "The Bag is used once per turn ([U 682], R-33).");
    private static final RuleViolation BAG_ALREADY_CHOSEN =
            illegal("BAG_ALREADY_CHOSEN", "The Bag copies one Relic per turn ([U 682], R-33).");
    private static final RuleViolation NOT_IN_PLAY =
            illegal("RELIC_NOT_IN_PLAY", "The Bag copies a Relic that is on the map ([U 681]-[U 682]).");
    private static final RuleViolation ALREADY_YOURS =
            illegal("RELIC_ALREADY_YOURS", "The Bag does not duplicate a Relic you already control (R-33).");

    final Treasures treasures;
    private final HeldPowers powers;

    Relics(Treasures treasures, HeldPowers powers) {
        this.treasures = treasures;
        this.powers = powers;
    }

    /** Whether x may use this Relic (or the Bag as this Relic) now: controlled, active, unused this turn. */
    RuleViolation usable(Game g, RaceState<?> x, String relic, boolean bag) {
        UndergroundData d = UndergroundData.of(g);
        if (!bag) {
            if (!treasures.controls(g, x, relic) || !x.active()) return NOT_CONTROLLED;
            if ((d.relicsUsed & treasures.bit(relic)) != 0) return RELIC_USED;
            return null;
        }
        if (!mayUseBag(g, x)) return NO_BAG;
        if ((d.relicsUsed & Treasures.BAG_BIT) != 0) return BAG_USED;
        if (d.bagAs != null && !d.bagAs.equals(relic)) return BAG_ALREADY_CHOSEN;
        if (treasures.at(g, relic) < 0) return NOT_IN_PLAY;
        if (treasures.controls(g, x, relic)) return ALREADY_YOURS;
        return null;
    }

    /** Whether x has the Bag now (active Magic, 8.8): {@link #usable} of the Bag refuses every Relic otherwise. */
    boolean mayUseBag(Game g, RaceState<?> x) {
        return x.active() && powers.any(g, x, UndergroundAbility::hasBag);
    }

    /** A Relic (or the Bag as that Relic) used now: it moves to {@code region} and is spent for the turn (9.2). */
    void move(Game g, String relic, boolean bag, int region) {
        UndergroundData d = UndergroundData.of(g);
        if (bag) {
            d.bagAt = region;
            d.bagAs = relic;
            d.relicsUsed |= Treasures.BAG_BIT;
        } else {
            d.treasureAt[treasures.index(relic)] = region;
            d.relicsUsed |= treasures.bit(relic);
        }
    }

    /** Whether the Relic (or the Bag as it) is readied for the next conquest. */
    boolean readied(Game g, String relic) {
        UndergroundData d = UndergroundData.of(g);
        if (d.readied == 0) return false; // most of the time: no look-up of the relic's bit
        return (d.readied & treasures.bit(relic)) != 0
                || ((d.readied & Treasures.BAG_BIT) != 0 && relic.equals(d.bagAs));
    }

    /** Each Relic, and the Bag, is used once per turn; nothing stays readied. */
    @Override
    public void startTurn(Game g, int seat) {
        UndergroundData.of(g).relicsUsed = 0;
        UndergroundData.of(g).readied = 0;
        UndergroundData.of(g).bagAs = null;
    }
}
