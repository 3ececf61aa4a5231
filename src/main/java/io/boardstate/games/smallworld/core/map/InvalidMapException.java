package io.boardstate.games.smallworld.core.map;

/** A map data file that cannot be used; the message names the map, region and field at fault. */
public final class InvalidMapException extends RuntimeException {
    public InvalidMapException(String message) {
        super(message);
    }
}
