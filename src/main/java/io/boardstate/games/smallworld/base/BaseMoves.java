package io.boardstate.games.smallworld.base;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.base.powers.*;
import io.boardstate.games.smallworld.base.races.Sorcerers;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/**
 * The base game's own moves (its races' and powers' commands and the end of the turn): checked by
 * the behaviour classes, turned into events, listed for the legal list in the core's order.
 */
final class BaseMoves {
    private final Berserk berserk;
    private final Diplomat diplomat;
    private final DragonMaster dragonMaster;
    private final Sorcerers sorcerers;
    private final Fortified fortified;
    private final Bivouacking bivouacking;
    private final Heroic heroic;

    BaseMoves(
            Berserk berserk,
            Diplomat diplomat,
            DragonMaster dragonMaster,
            Sorcerers sorcerers,
            Fortified fortified,
            Bivouacking bivouacking,
            Heroic heroic) {
        this.berserk = berserk;
        this.diplomat = diplomat;
        this.dragonMaster = dragonMaster;
        this.sorcerers = sorcerers;
        this.fortified = fortified;
        this.bivouacking = bivouacking;
        this.heroic = heroic;
    }

    RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> events) {
        RuleViolation v;
        switch ((BaseCommand) command) {
            case BerserkRoll c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "A Berserk roll")) != null) return v;
                if ((v = berserk.checkRoll(g, g.acting())) != null) return v;
                events.add(new BerserkDieRolled(seat, g.rollDie(rng)));
            }
            case DragonConquer c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "A Dragon conquest")) != null) return v;
                RaceState<?> x = g.acting();
                if ((v = dragonMaster.check(g, x, c.region())) != null) return v;
                events.add(new RegionConquered(seat, c.region(), x.race, DragonMaster.METHOD, 1));
            }
            case SorcererConvert c -> {
                if ((v = Checks.phase(g, Phase.CONQUEST, "A Sorcerer conversion")) != null) return v;
                if ((v = sorcerers.check(g, g.acting(), c.region())) != null) return v;
                events.add(new RegionConverted(seat, c.region()));
            }
            case PlaceFortress c -> {
                if ((v = fortified.check(g, seat, c.region())) != null) return v;
                events.add(new FortressPlaced(seat, c.region()));
            }
            case PlaceEncampment c -> {
                if ((v = bivouacking.check(g, seat, c.region())) != null) return v;
                events.add(new EncampmentPlaced(seat, c.region()));
            }
            case PlaceHero c -> {
                if ((v = heroic.check(g, seat, c.region())) != null) return v;
                events.add(new HeroPlaced(seat, c.region()));
            }
            case ChooseAlly c -> {
                if ((v = diplomat.check(g, seat, c.seat())) != null) return v;
                events.add(new AllyChosen(seat, c.seat()));
            }
            case EndTurn c -> {
                if ((v = checkEndTurn(g, seat, c.stoutDecline())) != null) return v;
                Decisions.endOfTurn(g, seat, c.stoutDecline(), events); // B6, then B7
            }
        }
        return null;
    }

    private static RuleViolation checkEndTurn(Game g, int seat, boolean stout) {
        RuleViolation v = Checks.phase(g, Phase.END_POWERS, "Ending the turn");
        if (v != null) return v;
        if (BaseData.of(g).heroesToPlace > 0)
            return illegal("HEROES_NOT_PLACED", "Place both Heroes at the end of the turn ([IT 1432], R-18).");
        return stout ? Stout.checkDecline(g, seat) : null;
    }

    void apply(Game g, SmallWorldEvent event) {
        switch ((BaseEvent) event) {
            case GameStarted e -> throw new IllegalStateException("gameStarted only opens a match");
            case BerserkDieRolled e -> g.s.pendingDie = e.die();
            case RegionConverted e -> sorcerers.convert(g, e.region());
            case FortressPlaced e -> fortified.place(g, e.region());
            case EncampmentPlaced e -> bivouacking.place(g, e.region());
            case HeroPlaced e -> heroic.place(g, e.region());
            case AllyChosen e -> diplomat.choose(g, e.seat(), e.ally());
        }
    }

    void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        switch (g.s.phase) {
            case CONQUEST -> {
                RaceState<?> x = g.acting();
                if (dragonMaster.check(g, x, r) == null) out.add(new DragonConquer(r));
                if (sorcerers.check(g, x, r) == null) out.add(new SorcererConvert(r));
            }
            case REDEPLOY -> {
                if (fortified.check(g, seat, r) == null) out.add(new PlaceFortress(r));
                if (bivouacking.check(g, seat, r) == null) out.add(new PlaceEncampment(r));
            }
            case WITHDRAWALS -> {
                if (bivouacking.check(g, seat, r) == null) out.add(new PlaceEncampment(r));
            }
            case END_POWERS -> {
                if (heroic.check(g, seat, r) == null) out.add(new PlaceHero(r));
            }
            default -> {}
        }
    }

    void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase == Phase.CONQUEST && berserk.checkRoll(g, g.acting()) == null) out.add(new BerserkRoll());
        if (g.s.phase != Phase.END_POWERS) return;
        for (int a = 0; a < g.s.seats; a++) if (diplomat.check(g, seat, a) == null) out.add(new ChooseAlly(a));
        if (checkEndTurn(g, seat, false) == null) out.add(new EndTurn(false));
        if (checkEndTurn(g, seat, true) == null) out.add(new EndTurn(true));
    }
}
