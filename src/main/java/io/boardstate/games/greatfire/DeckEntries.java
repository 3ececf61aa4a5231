package io.boardstate.games.greatfire;

/**
 * How the fire deck is written in state and events: "N", "E", "S", "W" for fire movement cards,
 * "INT-A" .. "INT-F" for the face-up intensification cards between them (seed l.113-119).
 */
final class DeckEntries {
    static final String INTENSIFICATION_PREFIX = "INT-";

    private DeckEntries() {}

    static boolean isIntensification(String deckEntry) {
        return deckEntry.startsWith(INTENSIFICATION_PREFIX);
    }

    static String intensification(String letter) {
        return INTENSIFICATION_PREFIX + letter;
    }

    static String letterOf(String deckEntry) {
        return deckEntry.substring(INTENSIFICATION_PREFIX.length());
    }
}
