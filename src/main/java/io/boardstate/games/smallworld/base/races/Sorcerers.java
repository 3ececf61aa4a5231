package io.boardstate.games.smallworld.base.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseAbility;
import io.boardstate.games.smallworld.base.BaseCommand.SorcererConvert;
import io.boardstate.games.smallworld.base.BaseData;
import io.boardstate.games.smallworld.base.BaseEvent.RegionConverted;
import io.boardstate.games.smallworld.base.powers.Flying;
import io.boardstate.games.smallworld.base.powers.Seafaring;
import io.boardstate.games.smallworld.base.powers.Underworld;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.core.ability.Catalog;
import java.util.EnumSet;

/**
 * Sorcerers ([IT 1163]-[IT 1184], [IS 440], R-15): once per turn per opponent, replace a lone
 * active enemy token adjacent to them by one of theirs from the tray (command {@code
 * sorcererConvert}). An Encampment protects the lone token; Flying Sorcerers reach anywhere
 * (R-15d option); Underworld caverns count as adjacent.
 */
public final class Sorcerers extends RegionMove<SorcererConvert, RegionConverted> implements Ability, PerTurn {
    public static final String ID = "SORCERERS";
    private final int encampment;
    /** The Sorcerers' tray slot, looked up once. */
    private final int tray;

    private final Underworld underworld;

    public Sorcerers(Catalog catalog, Underworld underworld) {
        super(
                EnumSet.of(Phase.CONQUEST),
                "sorcererConvert",
                SorcererConvert.class,
                SorcererConvert::new,
                "regionConverted",
                RegionConverted.class,
                RegionConverted::new);
        encampment = catalog.marker("ENCAMPMENT");
        tray = catalog.race(ID).index();
        this.underworld = underworld;
    }

    @Override
    protected boolean heldBy(Game g, int seat) {
        RaceState<?> x = g.acting();
        return x != null && x.active() && x.is(ID);
    }

    @Override
    protected boolean usableNow(Game g, int seat) {
        return Targets.canStartConquest(g, g.acting(), false) == null && g.s.tray[tray] >= 1;
    }

    /** The check refuses every region but those with a lone token of some race (NOT_ACTIVE_ENEMY_TOKEN, NOT_ALONE). */
    @Override
    protected boolean worthChecking(Game g, int seat, int r) {
        return g.s.tokens[r] == 1 && g.s.owner[r] >= 0;
    }

    @Override
    protected RuleViolation check(Game g, int seat, int r) {
        RuleViolation v = Checks.phase(g, Phase.CONQUEST, "A Sorcerer conversion");
        return v != null ? v : check(g, g.acting(), r);
    }

    @Override
    protected void fold(Game g, RegionConverted e) {
        convert(g, e.region());
    }

    // refusals with constant texts, made once: legal lists ask the check of every lone token
    private static final RuleViolation NOT_ACTIVE_ENEMY_TOKEN = illegal(
            "NOT_ACTIVE_ENEMY_TOKEN",
            "The Sorcerers only replace an active token of an opponent (C-23, [IT 1163], [IS 440]).");
    private static final RuleViolation NOT_ALONE =
            illegal("NOT_ALONE", "The replaced token must be the only token of its region ([IT 1174]).");
    private static final RuleViolation ENCAMPMENT_PROTECTS = illegal(
            "ENCAMPMENT_PROTECTS", "An Encampment protects a lone token from the Sorcerers ([IT 1308], [IS 492]).");
    private static final RuleViolation ONCE_PER_OPPONENT =
            illegal("ONCE_PER_OPPONENT", "The Sorcerers replace a token of each opponent once per turn ([IT 1163]).");

    private RuleViolation check(Game g, RaceState<?> x, int r) {
        if (!(x.active() && x.is(ID)))
            return illegal("RACE_NOT_HELD", "Only active Sorcerers replace enemy tokens ([IT 1163]).");
        RuleViolation v = Targets.canStartConquest(g, x, false);
        if (v != null) return v;
        if (!g.map.valid(r)) return Targets.noSuchRegion(r);
        if (g.s.tray[tray] < 1) {
            return illegal("TRAY_EMPTY", "No Sorcerer token is left in the tray ([IT 1169], [IS 191], C-20).");
        }
        RaceState<?> d = g.occupant(r);
        if (d == null || !d.active() || d.seat == x.seat) {
            return NOT_ACTIVE_ENEMY_TOKEN;
        }
        if (g.s.tokens[r] != 1) return NOT_ALONE;
        if (g.s.markers[encampment][r] > 0) return ENCAMPMENT_PROTECTS;
        if ((BaseData.of(g).sorcererVictims & (1 << d.seat)) != 0) {
            return ONCE_PER_OPPONENT;
        }
        if (g.map.water[r] && !x.activeWith(Seafaring.ID))
            return illegal("WATER_REGION", "Seas and the Lake are for Seafaring races only (4.11).");
        RuleViolation p = Targets.protectedRegion(g, x, r);
        if (p != null) return p;
        boolean adjacent = g.touches(r, x.id)
                || (x.activeWith(Flying.ID) && BaseData.of(g).rules.flyingSorcerersIgnoreAdjacency())
                || (x.activeWith(Underworld.ID) && underworld.reaches(g, x, r));
        if (!adjacent)
            return illegal(
                    "NOT_ADJACENT", "The replaced token must be adjacent to a Sorcerer region ([IT 1182], R-15).");
        return null;
    }

    /** The replaced token goes to the tray (an Elf one to its owner's hand by option, R-16); a Sorcerer takes its place. */
    private void convert(Game g, int region) {
        RaceState<?> x = g.acting();
        RaceState<?> d = g.occupant(region);
        BaseData.of(g).sorcererVictims |= 1 << d.seat;
        boolean elfKept = BaseAbility.race(g, d).keepsTokenReplacedBySorcerer() // Elves
                && BaseData.of(g).rules.elvesKeepTokenVsSorcerers();
        Conquest.defeat(g, region, x, elfKept ? 0 : 1);
        g.s.tray[tray]--;
        Conquest.occupy(g, region, x, 1);
        x.nonEmptyConquests++;
        g.s.conquestsThisStep++;
    }

    /** The opponents converted are the turn's. */
    @Override
    public void startTurn(Game g, int seat) {
        BaseData.of(g).sorcererVictims = 0;
    }
}
