package io.boardstate.games.greatfire;

import io.boardstate.engine.Viewer;
import io.boardstate.games.greatfire.GreatFireEvent.CardDrawn;
import io.boardstate.games.greatfire.GreatFireEvent.DeckBuilt;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.MatchStarted;
import io.boardstate.games.greatfire.GreatFireEvent.SecretsDealt;
import io.boardstate.games.greatfire.GreatFireEvent.Standing;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What each viewer may see (spec A.6). Until the end a seat sees only its own colour card,
 * objectives, hand and tiles; spectators see none of them; the deck order and the type of tiles
 * on the board are seen by nobody (only the full view). The end reveals what the rulebook
 * reveals: colour cards (seed l.325), objectives (l.330) and 1-VP tiles (l.331). Hands, drawn
 * cards and the other held tiles stay with their seat, or the boxed fire cards (spec Q27) and the
 * tiles destroyed unseen by demolition (seed l.289, Q38) could be worked out.
 */
final class GreatFireViews {
    private GreatFireViews() {}

    public record SpaceView(
            String id,
            String name,
            SpaceKind kind,
            List<Colour> houses,
            int freeCones,
            int controlledCones,
            int idleTeams,
            boolean demolished,
            boolean hasTile,
            Tile tile,
            List<Integer> ownerPawns) {}

    public record PlayerView(
            int seat,
            Colour pawnColour,
            Colour colour,
            List<String> objectives,
            List<Direction> hand,
            int handSize,
            List<Tile> tiles,
            int tileCount,
            int extinguishedCones,
            String ownerAt) {}

    public record GreatFireView(
            String boardId,
            GreatFireRules rules,
            Phase phase,
            ActionStep step,
            int currentSeat,
            int turn,
            int actionPoints,
            boolean normalMoveDone,
            boolean doubleMoveUsed,
            Direction playedDirection,
            List<String> pendingIntensifications,
            int intensifyPlaced,
            int finalTurnsRemaining,
            List<Integer> teamPlacers,
            List<SpaceView> spaces,
            List<PlayerView> players,
            Map<Colour, Integer> colourVp,
            Map<Colour, Integer> trackCones,
            int heroSeat,
            Colour heroColour,
            int deckSize,
            int fireCardsBeforeNextIntensification,
            List<String> intensificationCardsLeft,
            List<String> deck,
            List<Direction> playedCards,
            List<Standing> standings) {}

    /** Hands, drawn cards and held tiles: the seat itself only (and the full view). */
    static boolean ownSecret(Viewer viewer, int seat) {
        return viewer.isFull() || viewer.isSeat(seat);
    }

    /** Objectives (and colour cards): the seat itself until the end, then everyone (seed l.325, l.330). */
    static boolean seesSecretsOf(Viewer viewer, int seat, GreatFireState current) {
        return ownSecret(viewer, seat) || (current != null && current.isOver());
    }

    /**
     * Held tiles: all to their seat; after the end the 1-VP tiles to everyone (seed l.331), listed
     * first so their place does not tell when they were gained, the rest face down (null).
     */
    static List<Tile> visibleTiles(Viewer viewer, int seat, GreatFireState s) {
        List<Tile> held = s.heldTiles.get(seat);
        if (ownSecret(viewer, seat)) return List.copyOf(held);
        if (!s.isOver()) return null;
        List<Tile> shown = new ArrayList<>();
        for (Tile t : held) if (t == Tile.ONE_VP) shown.add(t);
        while (shown.size() < held.size()) shown.add(null);
        return shown;
    }

    static boolean seesColourOf(Viewer viewer, int seat, GreatFireState current) {
        return seesSecretsOf(viewer, seat, current) || (current != null && current.rules.publicColours());
    }

    static GreatFireView view(GreatFireBoard board, GreatFireState s, Viewer viewer) {
        List<SpaceView> spaces = new ArrayList<>();
        for (int i = 0; i < board.size(); i++) {
            List<Integer> pawns = new ArrayList<>();
            for (int seat = 0; seat < s.players; seat++) if (s.ownerAt[seat] == i) pawns.add(seat);
            Tile tile = s.boardTiles.get(i);
            spaces.add(new SpaceView(
                    board.spaceId(i),
                    board.spaceName(i),
                    board.kind(i),
                    List.copyOf(s.houses.get(i)),
                    s.freeCones[i],
                    s.controlledCones[i],
                    s.idleTeams[i],
                    s.demolished[i],
                    tile != null,
                    viewer.isFull() ? tile : null,
                    pawns));
        }
        List<PlayerView> players = new ArrayList<>();
        for (int seat = 0; seat < s.players; seat++) {
            players.add(new PlayerView(
                    seat,
                    s.pawnColours.get(seat),
                    seesColourOf(viewer, seat, s) ? s.secretColours.get(seat) : null,
                    seesSecretsOf(viewer, seat, s) ? List.copyOf(s.objectives.get(seat)) : null,
                    ownSecret(viewer, seat) ? List.copyOf(s.hands.get(seat)) : null,
                    s.hands.get(seat).size(),
                    visibleTiles(viewer, seat, s),
                    s.heldTiles.get(seat).size(),
                    s.extinguished[seat],
                    s.ownerAt[seat] < 0 ? null : board.spaceId(s.ownerAt[seat])));
        }
        Map<Colour, Integer> colourVp = new EnumMap<>(Colour.class);
        Map<Colour, Integer> trackCones = new EnumMap<>(Colour.class);
        for (Colour c : Colour.values()) {
            colourVp.put(c, Scoring.VP_PER_HOUSE * s.housesOf(c));
            trackCones.put(c, s.trackCones[c.ordinal()]);
        }
        int untilIntensification = 0;
        List<String> lettersLeft = new ArrayList<>();
        boolean seenLetter = false;
        for (String card : s.deck) {
            if (DeckEntries.isIntensification(card)) {
                lettersLeft.add(DeckEntries.letterOf(card));
                seenLetter = true;
            } else if (!seenLetter) {
                untilIntensification++;
            }
        }
        return new GreatFireView(
                s.boardId,
                s.rules,
                s.phase,
                s.step,
                s.currentSeat,
                s.turn,
                s.actionPoints,
                s.normalMoveDone,
                s.doubleMoveUsed,
                s.playedDirection,
                List.copyOf(s.pendingIntensifications),
                s.intensifyPlaced,
                s.finalTurnsRemaining,
                List.copyOf(s.teamPlacers),
                spaces,
                players,
                colourVp,
                trackCones,
                s.heroSeat,
                s.heroColour,
                s.deck.size(),
                untilIntensification,
                lettersLeft,
                viewer.isFull() ? List.copyOf(s.deck) : null,
                List.copyOf(s.playedCards),
                s.isOver() ? Scoring.standings(board, s) : null);
    }

    static GreatFireEvent redact(GreatFireEvent event, Viewer viewer, GreatFireState current) {
        if (viewer.isFull()) return event;
        return switch (event) {
            case MatchStarted m ->
                new MatchStarted(
                        m.boardId(),
                        m.players(),
                        m.firstSeat(),
                        m.rules(),
                        m.pawnColours(),
                        m.houses(),
                        m.tileDistricts(),
                        new ArrayList<>(Collections.nCopies(m.tiles().size(), (Tile) null)),
                        m.fixedTeams(),
                        m.teamPlacers(),
                        m.puddingLaneCones());
            case SecretsDealt d ->
                ownSecret(viewer, d.seat())
                        ? d
                        : new SecretsDealt(
                                d.seat(),
                                seesColourOf(viewer, d.seat(), current) ? d.colour() : null,
                                seesSecretsOf(viewer, d.seat(), current) ? d.objectives() : null,
                                null);
            case DeckBuilt d ->
                new DeckBuilt(
                        d.deck().stream()
                                .map(c -> DeckEntries.isIntensification(c) ? c : "?")
                                .toList(),
                        d.boxedFireCards());
            case FireSpread f ->
                f.tile() == null || ownSecret(viewer, f.seat())
                        ? f
                        : new FireSpread(
                                f.seat(),
                                f.direction(),
                                f.doubleMove(),
                                f.source(),
                                f.destination(),
                                f.controlledOnArrival(),
                                f.burntHouses(),
                                f.addedFree(),
                                f.addedControlled(),
                                f.gainedTile(),
                                null);
            case CardDrawn c -> ownSecret(viewer, c.seat()) ? c : new CardDrawn(c.seat(), null);
            default -> event;
        };
    }
}
