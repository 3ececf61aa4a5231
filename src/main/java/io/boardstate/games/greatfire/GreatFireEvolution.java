package io.boardstate.games.greatfire;

import io.boardstate.games.greatfire.GreatFireEvent.ActionsEnded;
import io.boardstate.games.greatfire.GreatFireEvent.CardDrawn;
import io.boardstate.games.greatfire.GreatFireEvent.ConeExtinguished;
import io.boardstate.games.greatfire.GreatFireEvent.DeckBuilt;
import io.boardstate.games.greatfire.GreatFireEvent.DistrictDemolished;
import io.boardstate.games.greatfire.GreatFireEvent.ExtraIntensificationOwed;
import io.boardstate.games.greatfire.GreatFireEvent.FinalRoundStarted;
import io.boardstate.games.greatfire.GreatFireEvent.FireSpread;
import io.boardstate.games.greatfire.GreatFireEvent.GameEnded;
import io.boardstate.games.greatfire.GreatFireEvent.HandRedealt;
import io.boardstate.games.greatfire.GreatFireEvent.HeroOfLondonTaken;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationCone;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationResolved;
import io.boardstate.games.greatfire.GreatFireEvent.IntensificationRevealed;
import io.boardstate.games.greatfire.GreatFireEvent.MatchStarted;
import io.boardstate.games.greatfire.GreatFireEvent.NoValidMove;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerMoved;
import io.boardstate.games.greatfire.GreatFireEvent.OwnerPlaced;
import io.boardstate.games.greatfire.GreatFireEvent.SecretsDealt;
import io.boardstate.games.greatfire.GreatFireEvent.TeamMoved;
import io.boardstate.games.greatfire.GreatFireEvent.TeamPlaced;
import io.boardstate.games.greatfire.GreatFireEvent.TurnEnded;
import java.util.ArrayList;
import java.util.Arrays;

/**
 * How each event changes the state: the only code that writes a {@link GreatFireState}. Events
 * were checked when they were decided, so folding them checks nothing and draws nothing.
 */
final class GreatFireEvolution {
    /** Action points of each turn's phase B (seed l.233). */
    static final int ACTION_POINTS = 4;

    private final GreatFireBoard board;

    GreatFireEvolution(GreatFireBoard board) {
        this.board = board;
    }

    /** The state after {@code event}; {@code state} is null before the first event and may be changed. */
    GreatFireState apply(GreatFireState state, GreatFireEvent event) {
        GreatFireState s = state;
        switch (event) {
            case MatchStarted m -> s = started(m);
            case HandRedealt r -> {} // public record of a redeal; the final hand comes with SecretsDealt
            case SecretsDealt d -> {
                s.secretColours.set(d.seat(), d.colour());
                s.objectives.set(d.seat(), new ArrayList<>(d.objectives()));
                s.hands.set(d.seat(), new ArrayList<>(d.hand()));
            }
            case DeckBuilt d -> s.deck = new ArrayList<>(d.deck());
            case TeamPlaced t -> {
                s.idleTeams[idx(t.district())]++;
                s.teamPlacers.remove(0);
                if (s.teamPlacers.isEmpty()) {
                    s.phase = Phase.SETUP_OWNERS;
                    s.currentSeat = s.firstSeat;
                } else {
                    s.currentSeat = s.teamPlacers.get(0);
                }
            }
            case OwnerPlaced o -> {
                s.ownerAt[o.seat()] = idx(o.district());
                int next = (o.seat() + 1) % s.players;
                if (next == s.firstSeat) startTurn(s, s.firstSeat);
                else s.currentSeat = next;
            }
            case FireSpread f -> applyFireSpread(s, f);
            case NoValidMove n -> {
                s.hands.get(n.seat()).remove(n.discarded());
                s.playedCards.add(n.discarded());
                s.actionsSkipped = true;
            }
            case OwnerMoved o -> {
                enterActions(s, ActionStep.OWNER_MOVE);
                s.ownerAt[o.seat()] = idx(o.to());
                s.actionPoints--;
            }
            case TeamMoved t -> {
                enterActions(s, ActionStep.TEAM_MOVE);
                int from = idx(t.from());
                int to = idx(t.to());
                s.idleTeams[from]--;
                if (t.committed()) {
                    s.freeCones[to]--;
                    s.controlledCones[to]++;
                } else {
                    s.idleTeams[to]++;
                }
                s.actionPoints--;
            }
            case DistrictDemolished d -> {
                enterActions(s, ActionStep.TEAM_MOVE);
                int i = idx(d.district());
                burn(s, i);
                s.demolished[i] = true;
                s.boardTiles.set(i, null);
                s.heldTiles.get(d.seat()).remove(Tile.EXPLOSIVE);
            }
            case ConeExtinguished c -> {
                enterActions(s, ActionStep.EXTINGUISH);
                int i = idx(c.district());
                s.controlledCones[i]--;
                s.idleTeams[i]++; // the team that covered the cone is free again (spec Q10)
                if (c.trackColour() != null) s.trackCones[c.trackColour().ordinal()]++;
                else s.extinguished[c.seat()]++;
                s.actionPoints--;
            }
            case HeroOfLondonTaken h -> {
                s.heroSeat = h.seat();
                s.heroColour = h.colour();
            }
            case ActionsEnded a -> s.phase = Phase.ACTIONS;
            case CardDrawn c -> {
                s.deck.remove(0);
                s.hands.get(c.seat()).add(c.card());
            }
            case IntensificationRevealed r -> {
                s.pendingIntensifications.add(r.card());
                s.phase = Phase.INTENSIFY;
            }
            case ExtraIntensificationOwed x -> {
                s.pendingIntensifications.add(GreatFireState.EXTRA_INTENSIFICATION);
                s.phase = Phase.INTENSIFY;
            }
            case IntensificationCone c -> {
                s.freeCones[idx(c.district())]++;
                s.intensifyPlaced++;
            }
            case IntensificationResolved r -> {
                s.pendingIntensifications.remove(0);
                s.intensifyPlaced = 0;
                if (!GreatFireState.EXTRA_INTENSIFICATION.equals(r.card())) s.deck.remove(0);
            }
            case FinalRoundStarted f -> {
                s.finalTurnsRemaining = f.turnsRemaining();
                s.finalRoundStartedThisTurn = true;
            }
            case TurnEnded t -> {
                s.finalTurnsRemaining = t.finalTurnsRemaining();
                s.finalRoundStartedThisTurn = false;
                startTurn(s, t.nextSeat());
            }
            case GameEnded g -> {
                s.phase = Phase.GAME_OVER;
                s.currentSeat = -1;
            }
        }
        return s;
    }

    private GreatFireState started(MatchStarted m) {
        GreatFireState s = new GreatFireState();
        int n = board.size();
        s.boardId = m.boardId();
        s.rules = m.rules();
        s.players = m.players();
        s.firstSeat = m.firstSeat();
        s.freeCones = new int[n];
        s.controlledCones = new int[n];
        s.idleTeams = new int[n];
        s.demolished = new boolean[n];
        for (int i = 0; i < n; i++) {
            s.houses.add(new ArrayList<>());
            s.boardTiles.add(null);
        }
        m.houses().forEach((id, colours) -> s.houses.set(idx(id), new ArrayList<>(colours)));
        for (int k = 0; k < m.tileDistricts().size(); k++)
            s.boardTiles.set(idx(m.tileDistricts().get(k)), m.tiles().get(k));
        s.freeCones[board.puddingLane()] = m.puddingLaneCones();
        for (String team : m.fixedTeams()) s.idleTeams[idx(team)]++;
        s.pawnColours = new ArrayList<>(m.pawnColours());
        s.ownerAt = new int[m.players()];
        Arrays.fill(s.ownerAt, -1);
        s.extinguished = new int[m.players()];
        for (int seat = 0; seat < m.players(); seat++) {
            s.secretColours.add(null);
            s.objectives.add(new ArrayList<>());
            s.hands.add(new ArrayList<>());
            s.heldTiles.add(new ArrayList<>());
        }
        s.teamPlacers = new ArrayList<>(m.teamPlacers());
        s.phase = Phase.SETUP_TEAMS;
        s.currentSeat = s.teamPlacers.get(0);
        return s;
    }

    private static void startTurn(GreatFireState s, int seat) {
        s.phase = Phase.FIRE;
        s.step = ActionStep.OWNER_MOVE;
        s.currentSeat = seat;
        s.turn++;
        s.actionPoints = ACTION_POINTS;
        s.normalMoveDone = false;
        s.doubleMoveUsed = false;
        s.playedDirection = null;
        s.actionsSkipped = false;
        s.pendingIntensifications.clear();
        s.intensifyPlaced = 0;
    }

    /** Any phase B command closes phase A and can only move the sub-phase forward (seed l.239). */
    private static void enterActions(GreatFireState s, ActionStep step) {
        s.phase = Phase.ACTIONS;
        if (step.ordinal() > s.step.ordinal()) s.step = step;
    }

    private void applyFireSpread(GreatFireState s, FireSpread f) {
        int source = idx(f.source());
        int target = idx(f.destination());
        if (source != board.puddingLane()) s.freeCones[source]--; // Pudding Lane never runs out (l.156)
        if (f.controlledOnArrival()) {
            s.idleTeams[target]--;
            s.controlledCones[target]++;
        } else {
            s.freeCones[target]++;
            burn(s, target);
        }
        s.freeCones[target] += f.addedFree();
        s.controlledCones[target] += f.addedControlled();
        s.idleTeams[target] -= f.addedControlled();
        if (f.tile() != null) {
            s.heldTiles.get(f.seat()).add(f.tile());
            s.boardTiles.set(target, null);
        }
        if (f.doubleMove()) {
            s.heldTiles.get(f.seat()).remove(Tile.DOUBLE_MOVE); // back in the box (l.229)
            s.doubleMoveUsed = true;
        } else {
            s.hands.get(f.seat()).remove(f.direction());
            s.playedCards.add(f.direction());
            s.normalMoveDone = true;
            s.playedDirection = f.direction();
        }
    }

    /** Houses leave the board for their colour's VP track row, 2 VP each (seed l.203, l.289). */
    private static void burn(GreatFireState s, int space) {
        for (Colour c : s.houses.get(space)) s.burntHouses[c.ordinal()]++;
        s.houses.get(space).clear();
    }

    private int idx(String spaceId) {
        int i = board.indexOf(spaceId);
        if (i < 0) throw new IllegalStateException("event names unknown space " + spaceId);
        return i;
    }
}
