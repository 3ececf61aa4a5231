package io.boardstate.games.smallworld.base;

import io.boardstate.games.smallworld.core.RegionMove;
import io.boardstate.games.smallworld.core.SmallWorldCommand;

/** The base game's own moves (its powers and races); the shared moves are the core's. */
public sealed interface BaseCommand extends SmallWorldCommand {

    /** Berserk: roll the die before the next conquest. */
    record BerserkRoll() implements BaseCommand {}

    /** Dragon Master: conquer with a single token and move the Dragon there. */
    record DragonConquer(int region) implements BaseCommand, RegionMove.OnRegion {}

    /** Sorcerers: replace a lone active enemy token with one from the tray. */
    record SorcererConvert(int region) implements BaseCommand, RegionMove.OnRegion {}

    /** B4, Fortified: the Fortress of this turn. */
    record PlaceFortress(int region) implements BaseCommand, RegionMove.OnRegion {}

    /** B4 / W, Bivouacking: put one Encampment on a region of the race. */
    record PlaceEncampment(int region) implements BaseCommand, RegionMove.OnRegion {}

    /** B5, Heroic: place one of the two Heroes. */
    record PlaceHero(int region) implements BaseCommand, RegionMove.OnRegion {}

    /** B5, Diplomat: name the ally for the coming round. */
    record ChooseAlly(int seat) implements BaseCommand {}

    /**
     * End the turn: score (section 7); {@code stoutDecline} = Stout decline after scoring,
     * absent or null meaning no (the family's one endTurn body: Underground's has no such member).
     */
    record EndTurn(Boolean stoutDecline) implements BaseCommand {
        public EndTurn {
            if (stoutDecline == null) stoutDecline = false;
        }
    }
}
