package io.boardstate.games.greatfire;

import io.boardstate.engine.Rng;
import io.boardstate.games.greatfire.GreatFireEvent.DeckBuilt;
import io.boardstate.games.greatfire.GreatFireEvent.HandRedealt;
import io.boardstate.games.greatfire.GreatFireEvent.MatchStarted;
import io.boardstate.games.greatfire.GreatFireEvent.SecretsDealt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Setup (seed §2, l.73-134): every random outcome is drawn here, in the order of spec A.3, and
 * written into the opening events.
 */
final class GreatFireSetup {
    static final int PUDDING_LANE_CONES = 25;
    static final int TOTAL_TEAMS = 6;

    private GreatFireSetup() {}

    static List<GreatFireEvent> events(
            GreatFireBoard board, int players, GreatFireRules rules, boolean randomFirstPlayer, Rng rng) {
        List<GreatFireEvent> events = new ArrayList<>();
        int first = randomFirstPlayer ? rng.nextInt(players) : 0; // seed l.103
        List<Integer> seatOrder = new ArrayList<>();
        for (int k = 0; k < players; k++) seatOrder.add((first + k) % players);

        List<Colour> pawnPool = new ArrayList<>(List.of(Colour.values()));
        if (!rules.publicColours()) rng.shuffle(pawnPool); // seed l.93: choose or take at random
        Map<String, List<Colour>> houses = placeHouses(board, rules.houseRepair(), rng);

        List<Tile> tilePool = new ArrayList<>();
        for (Tile tile : Tile.values())
            for (int k = 0; k < GreatFireBoard.TILE_COUNTS.get(tile); k++) tilePool.add(tile);
        rng.shuffle(tilePool); // seed l.89
        List<String> tileDistricts = new ArrayList<>();
        for (int i = 0; i < board.size(); i++) if (board.yellowBand(i)) tileDistricts.add(board.spaceId(i));

        List<Colour> colourCards = new ArrayList<>(List.of(Colour.values()));
        rng.shuffle(colourCards); // seed l.95
        Colour[] secret = new Colour[players];
        for (int k = 0; k < players; k++) secret[seatOrder.get(k)] = colourCards.get(k);
        List<Colour> pawns = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) {
            // Variant 8.1 (seed l.348): the pawn of the colour on the face-up card.
            pawns.add(rules.publicColours() ? secret[seat] : pawnPool.get(seat));
        }

        List<List<String>> objectives = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) objectives.add(new ArrayList<>());
        for (int deck = 1; deck <= 3; deck++) { // seed l.99: one card from each deck
            List<String> cards = new ArrayList<>();
            for (GreatFireBoard.ObjectiveCard card : board.objectives()) if (card.deck() == deck) cards.add(card.id());
            rng.shuffle(cards);
            for (int k = 0; k < players; k++) objectives.get(seatOrder.get(k)).add(cards.get(k));
        }

        List<Direction> fireCards = new ArrayList<>();
        for (Direction d : Direction.values())
            for (int k = 0; k < board.fireCardCounts().get(d); k++) fireCards.add(d);
        rng.shuffle(fireCards); // seed l.101
        List<List<Direction>> hands = new ArrayList<>();
        for (int seat = 0; seat < players; seat++) hands.add(null);
        for (int seat : seatOrder) hands.set(seat, take(fireCards, GreatFireBoard.HAND_SIZE));
        for (int seat : seatOrder) {
            // Five identical cards: show them, shuffle them back, draw five more, until they differ (l.101).
            while (allSame(hands.get(seat))) {
                events.add(new HandRedealt(seat, List.copyOf(hands.get(seat))));
                fireCards.addAll(hands.get(seat));
                rng.shuffle(fireCards);
                hands.set(seat, take(fireCards, GreatFireBoard.HAND_SIZE));
            }
        }

        // The deck (seed l.113-119): N_A cards, A face up, N_B cards, B, ... the last card at the bottom.
        List<String> deck = new ArrayList<>();
        for (String letter : board.intensificationCards(players)) {
            for (Direction d : take(fireCards, board.fireCardsUnder(letter, players))) deck.add(d.name());
            deck.add(DeckEntries.intensification(letter));
        }
        int boxed = fireCards.size(); // l.123: the rest goes back in the box, unseen

        List<String> fixedTeams = new ArrayList<>();
        String icon = players == 4 ? "4" : players == 5 ? "5" : null; // l.53: ignored with 3 or 6 players
        if (icon != null) {
            for (int i = 0; i < board.size(); i++)
                if (icon.equals(board.setupIcon(i))) fixedTeams.add(board.spaceId(i));
        }
        List<Integer> placers = new ArrayList<>();
        int rounds = players == 3 ? 2 : 1; // l.129: with 3 players each places 2 teams
        for (int r = 0; r < rounds; r++) placers.addAll(seatOrder);
        if (fixedTeams.size() + placers.size() != TOTAL_TEAMS) {
            throw new IllegalStateException("team placement does not add up to 6 teams for " + players + " players");
        }

        List<Tile> tilesOnBoard = tilePool.subList(0, tileDistricts.size());
        events.add(
                0,
                new MatchStarted(
                        board.id(),
                        players,
                        first,
                        rules,
                        pawns,
                        houses,
                        tileDistricts,
                        new ArrayList<>(tilesOnBoard),
                        fixedTeams,
                        placers,
                        PUDDING_LANE_CONES));
        for (int seat = 0; seat < players; seat++) {
            events.add(new SecretsDealt(
                    seat, secret[seat], List.copyOf(objectives.get(seat)), List.copyOf(hands.get(seat))));
        }
        events.add(new DeckBuilt(deck, boxed));
        return events;
    }

    private static <T> List<T> take(List<T> from, int count) {
        List<T> head = new ArrayList<>(from.subList(0, count));
        from.subList(0, count).clear();
        return head;
    }

    private static boolean allSame(List<Direction> hand) {
        return hand.stream().distinct().count() == 1;
    }

    /**
     * Houses (the rulebook paragraph is lost, seed l.83-87; spec §2.2): every region gets an equal
     * share of each colour where its symbol count allows, the rest spread so that each colour totals
     * 20; each region's pool is shuffled into its districts' symbols in board order. With repair on,
     * swaps inside a region then remove repeated colours in a district (l.87), before colours are
     * dealt.
     */
    static Map<String, List<Colour>> placeHouses(GreatFireBoard board, boolean repair, Rng rng) {
        int colours = Colour.values().length;
        int[] need = new int[colours];
        Arrays.fill(need, GreatFireBoard.HOUSES_PER_COLOUR);
        Map<Region, List<Integer>> districts = new EnumMap<>(Region.class);
        for (Region r : Region.values()) districts.put(r, new ArrayList<>());
        for (int i = 0; i < board.size(); i++)
            if (board.isDistrict(i)) districts.get(board.region(i)).add(i);
        int[] baseShare = new int[Region.values().length];
        int[] remainder = new int[Region.values().length];
        for (Region r : Region.values()) {
            int symbols = districts.get(r).stream().mapToInt(board::symbols).sum();
            baseShare[r.ordinal()] = symbols / colours;
            remainder[r.ordinal()] = symbols % colours;
            for (int c = 0; c < colours; c++) need[c] -= symbols / colours;
        }
        Map<Integer, List<Colour>> byDistrict = new LinkedHashMap<>();
        for (Region r : Region.values()) {
            List<Colour> pool = new ArrayList<>();
            for (Colour c : Colour.values()) for (int k = 0; k < baseShare[r.ordinal()]; k++) pool.add(c);
            // The remainder goes to the colours that still need the most houses, ties at random.
            List<Colour> order = new ArrayList<>(List.of(Colour.values()));
            rng.shuffle(order);
            order.sort((a, b) -> Integer.compare(need[b.ordinal()], need[a.ordinal()]));
            for (int k = 0; k < remainder[r.ordinal()]; k++) {
                pool.add(order.get(k));
                need[order.get(k).ordinal()]--;
            }
            rng.shuffle(pool);
            int next = 0;
            for (int d : districts.get(r)) {
                byDistrict.put(d, new ArrayList<>(pool.subList(next, next + board.symbols(d))));
                next += board.symbols(d);
            }
            if (repair) repairRegion(districts.get(r), byDistrict);
        }
        Map<String, List<Colour>> houses = new LinkedHashMap<>();
        byDistrict.forEach((d, list) -> houses.put(board.spaceId(d), list));
        return houses;
    }

    /** Deterministic swaps inside one region while a swap lowers the number of repeated colours. */
    private static void repairRegion(List<Integer> districts, Map<Integer, List<Colour>> houses) {
        boolean improved = true;
        while (improved) {
            improved = false;
            search:
            for (int a : districts) {
                List<Colour> ha = houses.get(a);
                for (int ia = 0; ia < ha.size(); ia++) {
                    Colour ca = ha.get(ia);
                    if (count(ha, ca) < 2) continue;
                    for (int b : districts) {
                        if (b == a) continue;
                        List<Colour> hb = houses.get(b);
                        if (hb.contains(ca)) continue;
                        for (int ib = 0; ib < hb.size(); ib++) {
                            Colour cb = hb.get(ib);
                            if (ha.contains(cb)) continue;
                            ha.set(ia, cb);
                            hb.set(ib, ca);
                            improved = true;
                            break search;
                        }
                    }
                }
            }
        }
    }

    private static int count(List<Colour> list, Colour c) {
        int n = 0;
        for (Colour x : list) if (x == c) n++;
        return n;
    }
}
