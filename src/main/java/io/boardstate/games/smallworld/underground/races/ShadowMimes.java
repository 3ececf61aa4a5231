package io.boardstate.games.smallworld.underground.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.CoreEvent.ComboPicked;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.underground.UndergroundCommand.PickComboSwapping;
import io.boardstate.games.smallworld.underground.UndergroundData;
import io.boardstate.games.smallworld.underground.UndergroundEvent.BadgesSwapped;
import java.util.List;

/**
 * Shadow Mimes (7.12, R-27): when picked, their badge is first swapped with that of another
 * visible combo (command {@code pickComboSwapping}); their tokens by option from either badge.
 */
public final class ShadowMimes extends OneCommand<PickComboSwapping, BadgesSwapped> implements Ability {
    public static final String ID = "SHADOW_MIMES";

    public ShadowMimes() {
        super("pickComboSwapping", PickComboSwapping.class, "badgesSwapped", BadgesSwapped.class);
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, PickComboSwapping c) {
        int slot = c.slot(), with = c.swapWith();
        RuleViolation v = Checks.pickCombo(g, seat, slot);
        if (v != null) return v;
        if (!ID.equals(g.s.marketRaces.get(slot)))
            return illegal("NOT_SHADOW_MIMES", "Only the Shadow Mimes swap their badge when picked ([U 578], 7.12).");
        if (with == slot || with < 0 || with >= g.s.marketRaces.size())
            return illegal(
                    "NO_SUCH_COMBO", "The badge is swapped with one of the other visible combos ([U 579], R-27).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, PickComboSwapping c, Rng rng, List<SmallWorldEvent> out) {
        String power = g.s.marketPowers.get(c.swapWith());
        String race = g.s.marketRaces.get(c.slot());
        String counted =
                UndergroundData.of(g).rules.mimesTokensFromSwappedBadge() ? power : g.s.marketPowers.get(c.slot());
        out.add(new BadgesSwapped(seat, c.slot(), c.swapWith()));
        out.add(new ComboPicked(
                seat,
                c.slot(),
                race,
                power,
                c.slot(),
                g.s.marketCoins.get(c.slot()),
                Market.comboTokens(g, race, counted)));
    }

    @Override
    protected void fold(Game g, BadgesSwapped e) {
        String a = g.s.marketPowers.get(e.slot());
        g.s.marketPowers.set(e.slot(), g.s.marketPowers.get(e.swapWith()));
        g.s.marketPowers.set(e.swapWith(), a);
    }

    @Override
    public void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        if (g.s.phase != Phase.PICK) return;
        // the refusal's tests in an order that asks each slot's pick once, not once per other slot
        int size = g.s.marketRaces.size();
        for (int slot = 0; slot < size; slot++) {
            if (!ID.equals(g.s.marketRaces.get(slot)) || Checks.pickCombo(g, seat, slot) != null) continue;
            for (int with = 0; with < size; with++) if (with != slot) out.add(new PickComboSwapping(slot, with));
        }
    }
}
