package io.boardstate.games.greatfire;

import io.boardstate.games.DataFiles;
import java.util.List;
import java.util.Map;

/**
 * The static data of a match: the London board ({@code greatfire/board.json}) and the card and
 * tile counts ({@code greatfire/cards.json}). Loaded once and validated against the rulebook's
 * numbers by {@link GreatFireBoardLoader}, then read-only; this class answers the queries. Spaces
 * are addressed by index (file order) inside the engine and by their id string in the API. Another
 * pair of files in the same format replaces the board without code changes.
 */
public final class GreatFireBoard {
    /** A data file that contradicts the format or the rules; the message names the culprit. */
    public static final class BoardFormatException extends RuntimeException {
        public BoardFormatException(String message) {
            super(message);
        }
    }

    /** One objective card: it names a red-band district; its VP value is printed on that district. */
    public record ObjectiveCard(String id, int deck, int district, int vp) {}

    /** Rule constants the data files are checked against (seed l.23, 28, 29, 30, 101, 123). */
    static final int TOTAL_HOUSES = 120;

    static final int HOUSES_PER_COLOUR = 20;
    static final int FIRE_CARDS = 60;
    static final int HAND_SIZE = 5;
    static final int OBJECTIVE_CARDS = 24;
    static final Map<Tile, Integer> TILE_COUNTS = Map.of(Tile.EXPLOSIVE, 10, Tile.DOUBLE_MOVE, 6, Tile.ONE_VP, 4);

    /** Intensification cards in use by player count (seed l.109-111). */
    static int intensificationCardsFor(int players) {
        return switch (players) {
            case 3, 6 -> 6;
            case 4 -> 4;
            case 5 -> 5;
            default -> throw new IllegalArgumentException("3-6 players");
        };
    }

    /** Fire cards boxed unseen by player count (seed l.123). */
    static int boxedFireCardsFor(int players) {
        return switch (players) {
            case 3 -> 12;
            case 4 -> 8;
            case 5 -> 5;
            case 6 -> 0;
            default -> throw new IllegalArgumentException("3-6 players");
        };
    }

    private final String id;
    private final String name;
    private final String[] ids;
    private final String[] names;
    private final SpaceKind[] kinds;
    private final Region[] regions;
    private final int[] symbols;
    private final boolean[] yellowBand;
    private final int[] objectiveVp;
    private final String[] setupIcons;
    private final int puddingLane;
    /**
     * Open-addressing index of the ids (slot = index + 1, 0 = empty), read by {@link #indexOf} on
     * every command and event: a string's hash is cached and ids in commands are mostly the
     * board's own objects, so a probe usually costs one array read and one identity check.
     */
    private final int[] idSlots;
    /** fireSteps[space][direction] = spaces a fire cone may step into with that card (arrows + crossings). */
    private final int[][][] fireSteps;
    /** Spaces linked to a space by any arrow (either way, diagonals included). */
    private final int[][] fireNeighbours;
    /** Spaces a pawn or team may step to: arrow links plus park links (seed l.241). */
    private final int[][] moveNeighbours;

    private final List<ObjectiveCard> objectives;
    /** The crossed double arrows, each as its four corners {nw, ne, sw, se}. */
    private final List<int[]> crossings;

    private final Map<Direction, Integer> fireCardCounts;
    private final List<String> intensificationLetters;
    private final Map<String, Map<Integer, Integer>> intensificationFireCards;
    private final Map<Colour, String> colourLabels;

    /** Takes the checked data of a loader; boards come from {@link #fromJson} and its callers. */
    GreatFireBoard(GreatFireBoardLoader data) {
        id = data.id;
        name = data.name;
        ids = data.ids;
        names = data.names;
        kinds = data.kinds;
        regions = data.regions;
        symbols = data.symbols;
        yellowBand = data.yellowBand;
        objectiveVp = data.objectiveVp;
        setupIcons = data.setupIcons;
        puddingLane = data.puddingLane;
        idSlots = idSlots(ids);
        fireSteps = data.fireSteps;
        fireNeighbours = data.fireNeighbours;
        moveNeighbours = data.moveNeighbours;
        objectives = data.objectives;
        crossings = data.crossings;
        fireCardCounts = data.fireCardCounts;
        intensificationLetters = data.intensificationLetters;
        intensificationFireCards = data.intensificationFireCards;
        colourLabels = data.colourLabels;
    }

    // ---- loading ----

    private static GreatFireBoard standard;

    /** The London board shipped in the resources. */
    public static synchronized GreatFireBoard standard() {
        if (standard == null) standard = fromResources("greatfire/board.json", "greatfire/cards.json");
        return standard;
    }

    public static GreatFireBoard fromResources(String boardPath, String cardsPath) {
        return fromJson(resource(boardPath), resource(cardsPath));
    }

    @SuppressWarnings("unchecked")
    public static GreatFireBoard fromJson(String boardJson, String cardsJson) {
        Object board = DataFiles.read(boardJson, Object.class, "board", BoardFormatException::new);
        Object cards = DataFiles.read(cardsJson, Object.class, "cards", BoardFormatException::new);
        if (!(board instanceof Map) || !(cards instanceof Map))
            throw new BoardFormatException("board and cards files must be JSON objects");
        try {
            return GreatFireBoardLoader.load((Map<String, Object>) board, (Map<String, Object>) cards);
        } catch (ClassCastException e) {
            throw new BoardFormatException("a field has the wrong JSON type: " + e.getMessage());
        }
    }

    private static String resource(String path) {
        String text = DataFiles.resource(path);
        if (text == null) throw new BoardFormatException("resource not found: " + path);
        return text;
    }

    // ---- queries ----

    public String id() {
        return id;
    }

    public String name() {
        return name;
    }

    public int size() {
        return ids.length;
    }

    public String spaceId(int space) {
        return ids[space];
    }

    public String spaceName(int space) {
        return names[space];
    }

    /** The index of a space id, or -1 when unknown (also for null). */
    public int indexOf(String spaceId) {
        if (spaceId == null) return -1;
        int mask = idSlots.length - 1;
        for (int k = spread(spaceId.hashCode()) & mask; ; k = (k + 1) & mask) {
            int slot = idSlots[k];
            if (slot == 0) return -1;
            String id = ids[slot - 1];
            if (id == spaceId || id.equals(spaceId)) return slot - 1;
        }
    }

    /** A table at most a quarter full, so that probe runs stay short (ids are unique: the loader checks). */
    private static int[] idSlots(String[] ids) {
        int[] slots = new int[Integer.highestOneBit(Math.max(4, ids.length * 4) - 1) << 1];
        int mask = slots.length - 1;
        for (int i = 0; i < ids.length; i++) {
            int k = spread(ids[i].hashCode()) & mask;
            while (slots[k] != 0) k = (k + 1) & mask;
            slots[k] = i + 1;
        }
        return slots;
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }

    public SpaceKind kind(int space) {
        return kinds[space];
    }

    public boolean isDistrict(int space) {
        return kinds[space] == SpaceKind.DISTRICT;
    }

    public Region region(int space) {
        return regions[space];
    }

    public int symbols(int space) {
        return symbols[space];
    }

    public boolean yellowBand(int space) {
        return yellowBand[space];
    }

    public int objectiveVp(int space) {
        return objectiveVp[space];
    }

    public String setupIcon(int space) {
        return setupIcons[space];
    }

    public int puddingLane() {
        return puddingLane;
    }

    public int[] fireSteps(int space, Direction direction) {
        return fireSteps[space][direction.ordinal()];
    }

    public int[] fireNeighbours(int space) {
        return fireNeighbours[space];
    }

    public int[] moveNeighbours(int space) {
        return moveNeighbours[space];
    }

    /** The crossed double arrows, each as its four corner spaces {nw, ne, sw, se}. */
    public List<int[]> crossings() {
        return crossings.stream().map(int[]::clone).toList();
    }

    /** True when the two spaces are the opposite corners of a crossing (a diagonal link). */
    public boolean diagonal(int a, int b) {
        for (int[] c : crossings) {
            if ((a == c[0] && b == c[3]) || (a == c[3] && b == c[0])) return true;
            if ((a == c[1] && b == c[2]) || (a == c[2] && b == c[1])) return true;
        }
        return false;
    }

    public boolean moveAdjacent(int from, int to) {
        for (int j : moveNeighbours[from]) if (j == to) return true;
        return false;
    }

    public List<ObjectiveCard> objectives() {
        return objectives;
    }

    public ObjectiveCard objective(String cardId) {
        for (ObjectiveCard card : objectives) if (card.id().equals(cardId)) return card;
        return null;
    }

    public Map<Direction, Integer> fireCardCounts() {
        return fireCardCounts;
    }

    /** The intensification cards used with this many players, in deck-building order (seed l.109-117). */
    public List<String> intensificationCards(int players) {
        return intensificationLetters.subList(0, intensificationCardsFor(players));
    }

    public int fireCardsUnder(String letter, int players) {
        return intensificationFireCards.get(letter).get(players);
    }

    public String colourLabel(Colour colour) {
        return colourLabels.get(colour);
    }
}
