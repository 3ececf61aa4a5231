package io.boardstate.games.greatfire;

import static io.boardstate.games.greatfire.GreatFireBoard.FIRE_CARDS;
import static io.boardstate.games.greatfire.GreatFireBoard.HAND_SIZE;
import static io.boardstate.games.greatfire.GreatFireBoard.OBJECTIVE_CARDS;
import static io.boardstate.games.greatfire.GreatFireBoard.TILE_COUNTS;
import static io.boardstate.games.greatfire.GreatFireBoard.TOTAL_HOUSES;
import static io.boardstate.games.greatfire.GreatFireBoard.boxedFireCardsFor;
import static io.boardstate.games.greatfire.GreatFireBoard.intensificationCardsFor;

import io.boardstate.games.greatfire.GreatFireBoard.BoardFormatException;
import io.boardstate.games.greatfire.GreatFireBoard.ObjectiveCard;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the board and card files into the arrays {@link GreatFireBoard} answers from, and checks them
 * against the format and the rulebook's numbers as it goes; the first contradiction throws a
 * {@link BoardFormatException} naming the culprit.
 */
final class GreatFireBoardLoader {
    // What the files say, filled in by the constructor and taken over once by GreatFireBoard's.
    String id;
    String name;
    String[] ids;
    String[] names;
    SpaceKind[] kinds;
    Region[] regions;
    int[] symbols;
    boolean[] yellowBand;
    int[] objectiveVp;
    String[] setupIcons;
    int puddingLane;
    final Map<String, Integer> indexById = new HashMap<>();
    /** fireSteps[space][direction] = spaces a fire cone may step into with that card (arrows + crossings). */
    int[][][] fireSteps;
    /** Spaces linked to a space by any arrow (either way, diagonals included). */
    int[][] fireNeighbours;
    /** Spaces a pawn or team may step to: arrow links plus park links (seed l.241). */
    int[][] moveNeighbours;

    List<ObjectiveCard> objectives;
    /** The crossed double arrows, each as its four corners {nw, ne, sw, se}. */
    final List<int[]> crossings = new ArrayList<>();

    Map<Direction, Integer> fireCardCounts;
    List<String> intensificationLetters;
    Map<String, Map<Integer, Integer>> intensificationFireCards;
    Map<Colour, String> colourLabels;

    /** The board of these two parsed files (JSON objects), checked. */
    static GreatFireBoard load(Map<String, Object> board, Map<String, Object> cards) {
        return new GreatFireBoard(new GreatFireBoardLoader(board, cards));
    }

    private GreatFireBoardLoader(Map<String, Object> board, Map<String, Object> cards) {
        id = text(board, "id", "board");
        name = text(board, "name", "board");
        List<Map<String, Object>> spaces = objects(board, "spaces", "board");
        int n = spaces.size();
        ids = new String[n];
        names = new String[n];
        kinds = new SpaceKind[n];
        regions = new Region[n];
        symbols = new int[n];
        yellowBand = new boolean[n];
        objectiveVp = new int[n];
        setupIcons = new String[n];
        for (int i = 0; i < n; i++) {
            Map<String, Object> space = spaces.get(i);
            String where = "space #" + i;
            ids[i] = text(space, "id", where);
            where = "space " + ids[i];
            if (indexById.put(ids[i], i) != null) throw new BoardFormatException("duplicate space id " + ids[i]);
            names[i] = text(space, "name", where);
            kinds[i] = enumValue(SpaceKind.class, text(space, "kind", where), where + ".kind");
        }
        int pl = -1;
        List<Set<Integer>> moves = new ArrayList<>();
        List<Map<Direction, Set<Integer>>> steps = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            moves.add(new LinkedHashSet<>());
            Map<Direction, Set<Integer>> byDir = new EnumMap<>(Direction.class);
            for (Direction d : Direction.values()) byDir.put(d, new LinkedHashSet<>());
            steps.add(byDir);
        }
        for (int i = 0; i < n; i++) {
            Map<String, Object> space = spaces.get(i);
            String where = "space " + ids[i];
            if (kinds[i] == SpaceKind.PARK) {
                for (Object near : list(space, "near", where)) {
                    int j = known(near, where + ".near");
                    if (kinds[j] != SpaceKind.DISTRICT)
                        throw new BoardFormatException(where + ".near: " + ids[j] + " is not a district");
                    if (!moves.get(i).add(j))
                        throw new BoardFormatException(where + ".near lists " + ids[j] + " twice");
                    moves.get(j).add(i);
                }
                continue;
            }
            if (kinds[i] == SpaceKind.PUDDING_LANE) {
                if (pl >= 0) throw new BoardFormatException("two Pudding Lane spaces: " + ids[pl] + " and " + ids[i]);
                pl = i;
            } else {
                regions[i] = enumValue(Region.class, text(space, "region", where), where + ".region");
                symbols[i] = integer(space, "symbols", where);
                if (symbols[i] < 1 || symbols[i] > 5) {
                    throw new BoardFormatException(
                            where + ": a district shows 1 to 5 house symbols (seed l.37), not " + symbols[i]);
                }
                yellowBand[i] = bool(space, "yellowBand", where);
                Object vp = space.get("objectiveVp");
                if (vp != null) {
                    objectiveVp[i] = ((Number) vp).intValue();
                    if (objectiveVp[i] != 2 && objectiveVp[i] != 4 && objectiveVp[i] != 6) {
                        throw new BoardFormatException(
                                where + ": objective districts are worth 2, 4 or 6 VP (seed l.49), not " + vp);
                    }
                }
                Object icon = space.get("setupIcon");
                if (icon != null) {
                    if (!"4".equals(icon) && !"5".equals(icon))
                        throw new BoardFormatException(where + ": setupIcon must be \"4\" or \"5\"");
                    setupIcons[i] = (String) icon;
                }
            }
            Object arrows = space.get("arrows");
            if (!(arrows instanceof Map<?, ?> arrowMap))
                throw new BoardFormatException(where + ": missing field 'arrows'");
            for (Map.Entry<?, ?> e : arrowMap.entrySet()) {
                Direction d = enumValue(Direction.class, (String) e.getKey(), where + ".arrows");
                if (!(e.getValue() instanceof List<?> targets))
                    throw new BoardFormatException(where + ".arrows." + d + " is not a list");
                for (Object target : targets) {
                    int j = known(target, where + ".arrows." + d);
                    if (j == i) throw new BoardFormatException(where + ".arrows." + d + " links the space to itself");
                    if (kinds[j] == SpaceKind.PARK)
                        throw new BoardFormatException(where + ".arrows." + d + ": " + ids[j]
                                + " is a park; fire never enters parks (seed l.189)");
                    if (!steps.get(i).get(d).add(j))
                        throw new BoardFormatException(
                                where + ".arrows." + d + " lists " + ids[j] + " twice (duplicate link)");
                }
            }
        }
        if (pl < 0) throw new BoardFormatException("the board has no PUDDING_LANE space (seed l.39)");
        puddingLane = pl;
        for (int i = 0; i < n; i++) {
            for (Direction d : Direction.values()) {
                for (int j : steps.get(i).get(d)) {
                    if (!steps.get(j).get(d.opposite()).contains(i)) {
                        throw new BoardFormatException("asymmetric link: " + ids[i] + " has a " + d + " arrow to "
                                + ids[j] + " but " + ids[j] + " has no " + d.opposite() + " arrow back");
                    }
                }
            }
        }
        for (Map<String, Object> crossing : objects(board, "crossings", "board")) {
            int nw = known(crossing.get("nw"), "crossing.nw");
            int ne = known(crossing.get("ne"), "crossing.ne");
            int sw = known(crossing.get("sw"), "crossing.sw");
            int se = known(crossing.get("se"), "crossing.se");
            String where = "crossing " + ids[nw] + "/" + ids[ne] + "/" + ids[sw] + "/" + ids[se];
            if (new LinkedHashSet<>(List.of(nw, ne, sw, se)).size() != 4)
                throw new BoardFormatException(where + ": the four corners must be different spaces");
            for (int corner : List.of(nw, ne, sw, se)) {
                if (kinds[corner] == SpaceKind.PARK)
                    throw new BoardFormatException(where + ": " + ids[corner] + " is a park");
            }
            crossings.add(new int[] {nw, ne, sw, se});
            // A crossed double arrow allows both diagonals (seed l.166): NW<->SE with S/E, NE<->SW with S/W.
            addDiagonal(steps, nw, se, Direction.S, Direction.E, where);
            addDiagonal(steps, ne, sw, Direction.S, Direction.W, where);
        }
        // Checked after the crossings: a diagonal from Pudding Lane's north-west or north-east corner would be one too.
        if (!steps.get(pl).get(Direction.S).isEmpty()) {
            throw new BoardFormatException("Pudding Lane has no South arrow (seed l.215) but the board gives it one");
        }
        fireSteps = new int[n][Direction.values().length][];
        fireNeighbours = new int[n][];
        moveNeighbours = new int[n][];
        for (int i = 0; i < n; i++) {
            Set<Integer> all = new LinkedHashSet<>();
            for (Direction d : Direction.values()) {
                fireSteps[i][d.ordinal()] = toArray(steps.get(i).get(d));
                all.addAll(steps.get(i).get(d));
            }
            fireNeighbours[i] = toArray(all);
            moves.get(i).addAll(all);
        }
        for (int i = 0; i < n; i++) moveNeighbours[i] = toArray(moves.get(i));
        objectives = readObjectives(board);
        fireCardCounts = readFireCards(cards);
        intensificationLetters = new ArrayList<>();
        intensificationFireCards = new LinkedHashMap<>();
        readIntensification(cards);
        colourLabels = readColours(cards);
        readTiles(cards);
        checkBoardCounts();
    }

    private void addDiagonal(
            List<Map<Direction, Set<Integer>>> steps, int from, int to, Direction d1, Direction d2, String where) {
        steps.get(from).get(d1).add(to);
        steps.get(from).get(d2).add(to);
        steps.get(to).get(d1.opposite()).add(from);
        steps.get(to).get(d2.opposite()).add(from);
    }

    private List<ObjectiveCard> readObjectives(Map<String, Object> board) {
        List<ObjectiveCard> cards = new ArrayList<>();
        Set<String> cardIds = new LinkedHashSet<>();
        for (Map<String, Object> card : objects(board, "objectiveCards", "board")) {
            String cardId = text(card, "id", "objective card");
            String where = "objective card " + cardId;
            if (!cardIds.add(cardId)) throw new BoardFormatException("duplicate objective card id " + cardId);
            int deck = integer(card, "deck", where);
            if (deck < 1 || deck > 3) throw new BoardFormatException(where + ": deck must be 1, 2 or 3 (seed l.30)");
            int district = known(card.get("district"), where + ".district");
            if (kinds[district] != SpaceKind.DISTRICT || objectiveVp[district] == 0) {
                throw new BoardFormatException(
                        where + ": " + ids[district] + " is not a red-band (objective) district");
            }
            cards.add(new ObjectiveCard(cardId, deck, district, objectiveVp[district]));
        }
        if (cards.size() != OBJECTIVE_CARDS)
            throw new BoardFormatException("there are 24 objective cards (seed l.30), the board lists " + cards.size());
        for (int deck = 1; deck <= 3; deck++) {
            final int d = deck;
            long size = cards.stream().filter(c -> c.deck() == d).count();
            if (size < 6)
                throw new BoardFormatException(
                        "objective deck " + deck + " has " + size + " cards; 6 players need one each (seed l.99)");
        }
        return List.copyOf(cards);
    }

    private Map<Direction, Integer> readFireCards(Map<String, Object> cards) {
        Object raw = cards.get("fireCards");
        if (!(raw instanceof Map<?, ?> map)) throw new BoardFormatException("cards: missing field 'fireCards'");
        Map<Direction, Integer> counts = new EnumMap<>(Direction.class);
        int total = 0;
        int directionsUsed = 0;
        for (Map.Entry<?, ?> e : map.entrySet()) {
            Direction d = enumValue(Direction.class, (String) e.getKey(), "cards.fireCards");
            int count = ((Number) e.getValue()).intValue();
            if (count < 0) throw new BoardFormatException("cards.fireCards." + d + " is negative");
            counts.put(d, count);
            total += count;
            if (count > 0) directionsUsed++;
        }
        if (total != FIRE_CARDS)
            throw new BoardFormatException("there are 60 fire movement cards (seed l.29), cards.json has " + total);
        if (directionsUsed < 2)
            throw new BoardFormatException(
                    "fire cards need two directions at least, or the redeal rule (seed l.101) never ends");
        for (Direction d : Direction.values()) counts.putIfAbsent(d, 0);
        return Collections.unmodifiableMap(counts);
    }

    private void readIntensification(Map<String, Object> cards) {
        for (Map<String, Object> card : objects(cards, "intensificationCards", "cards")) {
            String letter = text(card, "card", "intensification card");
            if (letter.length() != 1 || letter.charAt(0) != (char) ('A' + intensificationLetters.size())) {
                throw new BoardFormatException("intensification cards must be A, B, C ... in order; found " + letter);
            }
            Object raw = card.get("fireCards");
            if (!(raw instanceof Map<?, ?> map))
                throw new BoardFormatException("intensification card " + letter + ": missing field 'fireCards'");
            Map<Integer, Integer> byPlayers = new HashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                int count = ((Number) e.getValue()).intValue();
                if (count < 1)
                    throw new BoardFormatException("intensification card " + letter + " needs at least 1 fire card for "
                            + e.getKey() + " players");
                byPlayers.put(Integer.parseInt((String) e.getKey()), count);
            }
            intensificationLetters.add(letter);
            intensificationFireCards.put(letter, Map.copyOf(byPlayers));
        }
        if (intensificationLetters.size() != 6)
            throw new BoardFormatException("there are 6 intensification cards A-F (seed l.31)");
        for (int players = 3; players <= 6; players++) {
            int sum = 0;
            for (String letter : intensificationLetters.subList(0, intensificationCardsFor(players))) {
                Integer count = intensificationFireCards.get(letter).get(players);
                if (count == null)
                    throw new BoardFormatException("intensification card " + letter + " has no count for " + players
                            + " players but is used then (seed l.109-111)");
                sum += count;
            }
            int expected = FIRE_CARDS - HAND_SIZE * players - boxedFireCardsFor(players);
            if (sum != expected) {
                throw new BoardFormatException("with " + players + " players the intensification piles hold " + sum
                        + " fire cards; 60 - 5x" + players + " dealt - " + boxedFireCardsFor(players)
                        + " boxed (seed l.123) = " + expected);
            }
        }
    }

    private Map<Colour, String> readColours(Map<String, Object> cards) {
        Object raw = cards.get("colours");
        if (!(raw instanceof Map<?, ?> map)) throw new BoardFormatException("cards: missing field 'colours'");
        Map<Colour, String> labels = new EnumMap<>(Colour.class);
        for (Map.Entry<?, ?> e : map.entrySet())
            labels.put(enumValue(Colour.class, (String) e.getKey(), "cards.colours"), String.valueOf(e.getValue()));
        if (labels.size() != Colour.values().length)
            throw new BoardFormatException("cards.colours must label all six colours");
        return Collections.unmodifiableMap(labels);
    }

    private void readTiles(Map<String, Object> cards) {
        Object raw = cards.get("tiles");
        if (!(raw instanceof Map<?, ?> map)) throw new BoardFormatException("cards: missing field 'tiles'");
        Map<Tile, Integer> counts = new EnumMap<>(Tile.class);
        for (Map.Entry<?, ?> e : map.entrySet())
            counts.put(enumValue(Tile.class, (String) e.getKey(), "cards.tiles"), ((Number) e.getValue()).intValue());
        if (!counts.equals(TILE_COUNTS))
            throw new BoardFormatException(
                    "tiles must be 10 EXPLOSIVE, 6 DOUBLE_MOVE, 4 ONE_VP (seed l.28), cards.json has " + counts);
    }

    private void checkBoardCounts() {
        int houses = 0;
        int yellow = 0;
        int icon4 = 0;
        int icon5 = 0;
        boolean green = false;
        for (int i = 0; i < ids.length; i++) {
            houses += symbols[i];
            if (yellowBand[i]) yellow++;
            if ("4".equals(setupIcons[i])) icon4++;
            if ("5".equals(setupIcons[i])) icon5++;
            if (regions[i] == Region.GREEN) green = true;
        }
        if (houses != TOTAL_HOUSES)
            throw new BoardFormatException("the board shows " + houses
                    + " house symbols; all 120 houses start on it (seed l.23, Example 5 l.207)");
        int tiles = TILE_COUNTS.values().stream().mapToInt(Integer::intValue).sum();
        if (yellow != tiles)
            throw new BoardFormatException("the board has " + yellow + " yellow-band districts; each of the " + tiles
                    + " tiles goes on one (seed l.89)");
        if (icon4 != 2)
            throw new BoardFormatException("two districts carry the \"4\" icon (seed l.53), the board has " + icon4);
        if (icon5 != 1)
            throw new BoardFormatException("one district carries the \"5\" icon (seed l.53), the board has " + icon5);
        if (!green) throw new BoardFormatException("the board has no GREEN region district (seed l.127)");
    }

    private int known(Object ref, String where) {
        if (!(ref instanceof String s)) throw new BoardFormatException(where + ": missing or non-string space id");
        Integer i = indexById.get(s);
        if (i == null) throw new BoardFormatException(where + ": unknown district " + s);
        return i;
    }

    private static String text(Map<String, Object> map, String field, String where) {
        Object v = map.get(field);
        if (!(v instanceof String s) || s.isBlank())
            throw new BoardFormatException(where + ": missing field '" + field + "'");
        return s;
    }

    private static int integer(Map<String, Object> map, String field, String where) {
        Object v = map.get(field);
        if (!(v instanceof Number num)) throw new BoardFormatException(where + ": missing field '" + field + "'");
        return num.intValue();
    }

    private static boolean bool(Map<String, Object> map, String field, String where) {
        Object v = map.get(field);
        if (!(v instanceof Boolean b)) throw new BoardFormatException(where + ": missing field '" + field + "'");
        return b;
    }

    private static List<?> list(Map<String, Object> map, String field, String where) {
        Object v = map.get(field);
        if (!(v instanceof List<?> l)) throw new BoardFormatException(where + ": missing field '" + field + "'");
        return l;
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> objects(Map<String, Object> map, String field, String where) {
        List<Map<String, Object>> out = new ArrayList<>();
        for (Object o : list(map, field, where)) {
            if (!(o instanceof Map)) throw new BoardFormatException(where + "." + field + " must hold objects");
            out.add((Map<String, Object>) o);
        }
        return out;
    }

    private static <T extends Enum<T>> T enumValue(Class<T> type, String value, String where) {
        try {
            return Enum.valueOf(type, value);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new BoardFormatException(
                    where + ": '" + value + "' is not one of " + Arrays.toString(type.getEnumConstants()));
        }
    }

    private static int[] toArray(Set<Integer> set) {
        return set.stream().mapToInt(Integer::intValue).toArray();
    }
}
