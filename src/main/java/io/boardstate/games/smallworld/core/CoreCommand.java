package io.boardstate.games.smallworld.core;

/**
 * The moves every edition shares, decided by the core. Regions are map region ids; each command
 * is one atomic step so that the legal-command list stays finite and exact (base spec 9.5, with
 * redeployment split into single placements).
 */
public sealed interface CoreCommand extends SmallWorldCommand {

    /** A1: take the combo at column position {@code slot} (0 = top, costs {@code slot} coins). */
    record PickCombo(int slot) implements CoreCommand {}

    /** T1: keep the active race and conquer (turn kind B). */
    record Expand() implements CoreCommand {}

    /** T1: put the active race into decline; the turn ends after scoring (3.4). */
    record Decline() implements CoreCommand {}

    /** B1: empty one of the acting race's regions before its first conquest (4.8, R-9); some races also in B4. */
    record Abandon(int region) implements CoreCommand {}

    /** B2: conquer a region paying its full cost (4.2-4.4), minus a die rolled before. */
    record Conquer(int region) implements CoreCommand {}

    /** B3: final conquest: the region is named, then the reinforcement die is rolled (4.6). */
    record ConquerWithDie(int region) implements CoreCommand {}

    /** End the conquests of the acting race (a race acting in decline: move on to the active race). */
    record EndConquest() implements CoreCommand {}

    /** B4 / W: put {@code count} tokens from hand on a region held by the same race. */
    record PlaceTokens(int region, int count) implements CoreCommand {}

    /** End B4 (tokens kept back stay in hand) or one's own step W. */
    record FinishRedeploy() implements CoreCommand {}
}
