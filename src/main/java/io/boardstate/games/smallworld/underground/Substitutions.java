package io.boardstate.games.smallworld.underground;

import static io.boardstate.engine.RuleViolation.illegal;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.OwnMoves;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundEvent.TokenReplaced;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import java.util.List;
import java.util.Map;

/**
 * A lone active token replaced by one of the conqueror's (the Vampire, 8.20; the Shiny Orb,
 * 9.2.5): one event, {@code tokenReplaced}, whose method names the part that made it; that part
 * adds its own effect.
 */
public final class Substitutions implements OwnMoves {
    /** A part that replaces lone tokens. */
    public interface Substituting {
        /** Whether {@code method} ({@link TokenReplaced#method}) is this part's. */
        boolean makes(String method);

        /** The part's own effect, before the victim's token goes. */
        void onReplacing(Game g, int region, String method, RaceState<?> victim);
    }

    private final List<Substituting> parts;

    Substitutions(List<Substituting> parts) {
        this.parts = List.copyOf(parts);
    }

    @Override
    public Map<String, Class<? extends SmallWorldCommand>> commands() {
        return Map.of();
    }

    @Override
    public Map<String, Class<? extends SmallWorldEvent>> events() {
        return Map.of("tokenReplaced", TokenReplaced.class);
    }

    @Override
    public RuleViolation decide(Game g, int seat, SmallWorldCommand command, Rng rng, List<SmallWorldEvent> out) {
        throw new IllegalStateException("substitutions are the Vampire's and the Shiny Orb's commands");
    }

    /** The lone token goes to the tray, one of x's takes its place (8.20, 9.2.5). */
    @Override
    public void apply(Game g, SmallWorldEvent event) {
        TokenReplaced e = (TokenReplaced) event;
        RaceState<?> x = g.acting();
        int r = e.region();
        Hooks.beforeConquered(g, x, r, e.method());
        RaceState<?> victim = g.occupant(r);
        for (Substituting part : parts) if (part.makes(e.method())) part.onReplacing(g, r, e.method(), victim);
        Conquest.defeat(g, r, x, 1);
        takeFromTrayOrHand(g, x);
        Conquest.occupy(g, r, x, 1);
        g.s.conquestsThisStep++;
        Hooks.onConquered(g, x, r, e.method());
    }

    /**
     * A cheap test asked before {@link #check} in legal lists: it holds whenever the check passes
     * (a lone token in a region the target check may accept), so other regions cost no refusal.
     */
    public static boolean worthChecking(Game g, RaceState<?> x, int r) {
        return x != null && g.s.owner[r] >= 0 && g.s.tokens[r] == 1 && Targets.candidatesPerList(g, x)[r];
    }

    /** A substitution of the lone active token in r by race x (8.20 items 1-4, 9.2.5), or the rule broken. */
    public static RuleViolation check(Game g, RaceState<?> x, int r) {
        RuleViolation v = Targets.canStartConquest(g, x, false);
        if (v == null) v = Targets.target(g, x, r);
        if (v != null) return v;
        RaceState<?> o = g.occupant(r);
        if (o == null || !o.active() || o.seat == x.seat || g.s.tokens[r] != 1)
            return illegal(
                    "NOT_A_LONE_ACTIVE_TOKEN",
                    "Only a lone token of an opponent's active race can be replaced ([U 768]-[U 771], 8.20).");
        if (Gnomes.shields(g, x, r)) return UndergroundChecks.gnomesProtected();
        return null;
    }

    /** One token for x from the tray, or from its hand if the tray has none ([U 744]-[U 745], C-53). */
    public static void takeFromTrayOrHand(Game g, RaceState<?> x) {
        int tray = g.tray(x);
        if (g.s.tray[tray] > 0) g.s.tray[tray]--;
        else x.hand--;
    }
}
