package io.boardstate.games.smallworld;

import io.boardstate.engine.Command;

/**
 * Every move a seat can make. Regions are map region ids; each command is one atomic step so
 * that the legal-command list stays finite and exact (spec 9.5, with redeployment split into
 * single placements).
 */
public sealed interface SmallWorldCommand extends Command {

    /** A1: take the combo at column position {@code slot} (0 = top, costs {@code slot} coins). */
    record PickCombo(int slot) implements SmallWorldCommand {}

    /** T1: keep the active race and conquer (turn kind B). */
    record Expand() implements SmallWorldCommand {}

    /** T1: put the active race into decline; the turn ends after scoring (3.4). */
    record Decline() implements SmallWorldCommand {}

    /** B1: empty one of the acting race's regions before its first conquest (4.8, R-9); Amazons also in B4. */
    record Abandon(int region) implements SmallWorldCommand {}

    /** B2: conquer a region paying its full cost (4.2-4.4), minus a pending Berserk roll. */
    record Conquer(int region) implements SmallWorldCommand {}

    /** B3: final conquest: the region is named, then the reinforcement die is rolled (4.6). */
    record ConquerWithDie(int region) implements SmallWorldCommand {}

    /** Berserk: roll the die before the next conquest. */
    record BerserkRoll() implements SmallWorldCommand {}

    /** Dragon Master: conquer with a single token and move the Dragon there. */
    record DragonConquer(int region) implements SmallWorldCommand {}

    /** Sorcerers: replace a lone active enemy token with one from the tray. */
    record SorcererConvert(int region) implements SmallWorldCommand {}

    /** End the conquests of the acting race (Ghouls: move on to the active race). */
    record EndConquest() implements SmallWorldCommand {}

    /** B4 / W: put {@code count} tokens from hand on a region held by the same race. */
    record PlaceTokens(int region, int count) implements SmallWorldCommand {}

    /** B4, Fortified: the Fortress of this turn. */
    record PlaceFortress(int region) implements SmallWorldCommand {}

    /** B4 / W, Bivouacking: put one Encampment on a region of the race. */
    record PlaceEncampment(int region) implements SmallWorldCommand {}

    /** End B4 (Amazons then keep their 4 tokens in hand) or one's own step W. */
    record FinishRedeploy() implements SmallWorldCommand {}

    /** B5, Heroic: place one of the two Heroes. */
    record PlaceHero(int region) implements SmallWorldCommand {}

    /** B5, Diplomat: name the ally for the coming round. */
    record ChooseAlly(int seat) implements SmallWorldCommand {}

    /** End the turn: score (section 7); {@code stoutDecline} = Stout decline after scoring. */
    record EndTurn(boolean stoutDecline) implements SmallWorldCommand {}
}
