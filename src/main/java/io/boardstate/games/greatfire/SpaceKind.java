package io.boardstate.games.greatfire;

/** What a board space is: a district fire can burn, a park (never fire, seed l.37), or Pudding Lane. */
public enum SpaceKind {
    DISTRICT,
    PARK,
    PUDDING_LANE
}
