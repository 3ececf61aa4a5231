package io.boardstate.games.smallworld.warcraft.races;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Ability;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.OneCommand;
import io.boardstate.games.smallworld.core.PerTurn;
import io.boardstate.games.smallworld.core.Phase;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.warcraft.WarcraftCommand.ChooseWorgenForm;
import io.boardstate.games.smallworld.warcraft.WarcraftData;
import io.boardstate.games.smallworld.warcraft.WarcraftEvent.WorgenFormChosen;
import io.boardstate.games.smallworld.warcraft.WarcraftRaceData;
import java.util.List;

/**
 * Worgen (4.16, [W 504]): each turn, before conquering, the owner chooses the human form (+2
 * coins) or the Worgen form (pay 1 coin, every conquest costs 1 less, at least 1). The choice is
 * a prompt, answered with {@code chooseWorgenForm} (R-39: right after the pick in the pick turn,
 * none in a Decline turn).
 */
public final class Worgen extends OneCommand<ChooseWorgenForm, WorgenFormChosen> implements Ability, PerTurn {
    public static final String ID = "WORGEN";
    public static final String HUMAN = "HUMAN";
    public static final String WORGEN = "WORGEN";

    public Worgen() {
        super("chooseWorgenForm", ChooseWorgenForm.class, "worgenFormChosen", WorgenFormChosen.class);
    }

    @Override
    public int costModifier(Game g, RaceState<?> x, int region) {
        return WORGEN.equals(((WarcraftRaceData) x.extra).worgenForm) ? -1 : 0;
    }

    /** The form is chosen anew each turn ([W 504]). */
    @Override
    public void startTurn(Game g, int seat) {
        for (RaceState<?> r : g.s.races) if (r.seat == seat) ((WarcraftRaceData) r.extra).worgenForm = null;
    }

    @Override
    protected RuleViolation refusal(Game g, int seat, ChooseWorgenForm c) {
        if (g.edition.promptSeat(g) < 0 || !choosing(g) || WarcraftData.of(g).assaultRegion >= 0)
            return illegal("NO_WORGEN_CHOICE", "Only active Worgen choose a form, once, before conquering ([W 504]).");
        if (HUMAN.equals(c.form())) return null;
        if (!WORGEN.equals(c.form())) return illegal("NO_SUCH_FORM", "The Worgen form is HUMAN or WORGEN ([W 504]).");
        if (g.s.coins[seat] < 1) return illegal("NOT_ENOUGH_COINS", "The Worgen form costs 1 coin ([W 504], R-39).");
        return null;
    }

    @Override
    protected void write(Game g, int seat, ChooseWorgenForm c, Rng rng, List<SmallWorldEvent> out) {
        boolean human = HUMAN.equals(c.form());
        out.add(new WorgenFormChosen(seat, human ? HUMAN : WORGEN, human ? 2 : -1));
    }

    @Override
    protected void fold(Game g, WorgenFormChosen e) {
        ((WarcraftRaceData) g.acting().extra).worgenForm = e.form();
        Coins.change(g, e.seat(), e.coins(), Coins.RACE, ID);
    }

    @Override
    public boolean answersPrompt(SmallWorldCommand command) {
        return command instanceof ChooseWorgenForm;
    }

    /** The Worgen choose their form before their conquests (4.16, R-39). */
    @Override
    public int promptSeat(Game g) {
        return g.s.phase == Phase.CONQUEST && choosing(g) ? g.s.currentSeat : -1;
    }

    @Override
    public void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        out.add(new ChooseWorgenForm(HUMAN));
        if (g.s.coins[seat] >= 1) out.add(new ChooseWorgenForm(WORGEN));
    }

    /** The form is still to be chosen this turn. */
    private static boolean choosing(Game g) {
        RaceState<?> x = g.acting();
        return x != null && x.active() && x.is(ID) && ((WarcraftRaceData) x.extra).worgenForm == null;
    }
}
