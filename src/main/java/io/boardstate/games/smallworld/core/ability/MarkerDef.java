package io.boardstate.games.smallworld.core.ability;

/**
 * A marker an occupant puts on its regions (edition.json {@code markers}): base Troll's Lairs,
 * Fortresses, Encampments, Holes, Heroes and the Dragon; Underground Mushroom Armors; Warcraft
 * Wisp Walls, Garrisons, Watchtowers. Markers leave a region with its occupant (emptied or
 * conquered, base R-50); what stays with the region is terrain or symbol data instead.
 *
 * @param pool how many the box has
 * @param defence added to the cost of conquering a region per marker (4.3)
 * @param immune a region holding one cannot be conquered or affected by enemy powers
 * @param removedOnDecline taken off when the occupying race goes into decline (3.4 step 4)
 */
public record MarkerDef(String id, int index, int pool, int defence, boolean immune, boolean removedOnDecline) {}
