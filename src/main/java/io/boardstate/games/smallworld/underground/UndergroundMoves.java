package io.boardstate.games.smallworld.underground;

import static io.boardstate.games.smallworld.underground.UndergroundEdition.TREASURES;

import io.boardstate.engine.Rng;
import io.boardstate.engine.RuleViolation;
import io.boardstate.games.smallworld.core.Checks;
import io.boardstate.games.smallworld.core.Coins;
import io.boardstate.games.smallworld.core.Conquest;
import io.boardstate.games.smallworld.core.CoreEvent.ComboPicked;
import io.boardstate.games.smallworld.core.CoreEvent.ConquestEnded;
import io.boardstate.games.smallworld.core.CoreEvent.RaceDeclined;
import io.boardstate.games.smallworld.core.CoreEvent.RegionConquered;
import io.boardstate.games.smallworld.core.Decisions;
import io.boardstate.games.smallworld.core.Declining;
import io.boardstate.games.smallworld.core.Game;
import io.boardstate.games.smallworld.core.Hooks;
import io.boardstate.games.smallworld.core.Market;
import io.boardstate.games.smallworld.core.RaceState;
import io.boardstate.games.smallworld.core.SmallWorldCommand;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import io.boardstate.games.smallworld.core.Targets;
import io.boardstate.games.smallworld.underground.UndergroundCommand.*;
import io.boardstate.games.smallworld.underground.UndergroundEvent.*;
import io.boardstate.games.smallworld.underground.races.Gnomes;
import java.util.ArrayList;
import java.util.List;

/**
 * Underground's own moves: checked by {@link UndergroundChecks}, turned into events (random
 * outcomes drawn here), folded into the state, and listed for the legal list in a stable order.
 */
final class UndergroundMoves {
    static final String VAMPIRE = "VAMPIRE";
    static final String ORB = "ORB";
    static final String WISPS = "WISPS";

    private UndergroundMoves() {}

    static RuleViolation decide(Game g, int seat, UndergroundCommand command, Rng rng, List<SmallWorldEvent> events) {
        RuleViolation v;
        switch (command) {
            case PickComboSwapping c -> {
                if ((v = UndergroundChecks.pickSwapping(g, seat, c.slot(), c.swapWith())) != null) return v;
                String power = g.s.marketPowers.get(c.swapWith());
                String race = g.s.marketRaces.get(c.slot());
                String counted = UndergroundData.of(g).rules.mimesTokensFromSwappedBadge()
                        ? power
                        : g.s.marketPowers.get(c.slot());
                events.add(new BadgesSwapped(seat, c.slot(), c.swapWith()));
                events.add(new ComboPicked(
                        seat,
                        c.slot(),
                        race,
                        power,
                        c.slot(),
                        g.s.marketCoins.get(c.slot()),
                        Market.comboTokens(g, race, counted)));
            }
            case PlaceVolcano c -> {
                if ((v = UndergroundChecks.placeVolcano(g, seat, c.region())) != null) return v;
                events.add(new VolcanoPlaced(seat, c.region()));
            }
            case DrawStonehedgePower c -> {
                if ((v = UndergroundChecks.drawStonehedge(g, seat)) != null) return v;
                List<String> from = g.s.badgePile.isEmpty() ? g.s.badgeDiscard : g.s.badgePile;
                events.add(new StonehedgePowerDrawn(seat, from.isEmpty() ? null : from.get(rng.nextInt(from.size()))));
            }
            case MoveGreatAncient c -> {
                if ((v = UndergroundChecks.moveGreatAncient(g, seat, c.region())) != null) return v;
                events.add(new GreatAncientMoved(seat, c.region()));
            }
            case Rebirth c -> {
                if ((v = UndergroundChecks.rebirth(g, seat, c.region())) != null) return v;
                events.add(new RegionReborn(seat, c.region()));
            }
            case ReadyRelic c -> {
                if ((v = UndergroundChecks.readyRelic(g, seat, c.relic(), c.bag())) != null) return v;
                events.add(new RelicReadied(seat, c.relic(), c.bag()));
            }
            case WispsConquer c -> {
                if ((v = UndergroundChecks.wisps(g, seat, c.region())) != null) return v;
                RaceState<?> x = g.acting();
                int cost = Targets.cost(g, x, c.region());
                int die = g.rollDie(rng);
                int required = Math.max(Hooks.minimumCost(g, x, c.region()), cost - die);
                boolean success = x.hand >= required;
                events.add(new WispsDieRolled(seat, c.region(), die, cost, success));
                if (success) events.add(new RegionConquered(seat, c.region(), x.race, WISPS, required));
                else if (UndergroundData.of(g).rules.wispsFailureEndsConquest())
                    events.add(new ConquestEnded(seat, x.race));
            }
            case Vampirize c -> {
                if ((v = UndergroundChecks.vampirize(g, seat, c.region())) != null) return v;
                events.add(new TokenReplaced(seat, c.region(), VAMPIRE));
            }
            case OrbReplace c -> {
                if ((v = UndergroundChecks.orb(g, seat, c.region(), c.bag())) != null) return v;
                events.add(new TokenReplaced(seat, c.region(), c.bag() ? "BAG_" + ORB : ORB));
            }
            case MoveBalrog c -> {
                if ((v = UndergroundChecks.moveBalrog(g, seat, c.region())) != null) return v;
                events.add(new BalrogMoved(seat, c.region()));
            }
            case PlaceArmor c -> {
                if ((v = UndergroundChecks.placeArmor(g, seat, c.region())) != null) return v;
                events.add(new ArmorPlaced(seat, c.region()));
            }
            case PlaceQueen c -> {
                if ((v = UndergroundChecks.placeQueen(g, seat, c.region())) != null) return v;
                events.add(new QueenPlaced(seat, c.region()));
            }
            case PlaceGhost c -> {
                if ((v = UndergroundChecks.placeGhost(g, seat, c.region())) != null) return v;
                events.add(new GhostPlaced(seat, c.region()));
            }
            case PlaceRing c -> {
                if ((v = UndergroundChecks.placeRelic(g, seat, c.region(), Treasures.RING, c.bag())) != null) return v;
                events.add(new RingPlaced(seat, c.region(), c.bag()));
                for (int victim : neighbours(g, seat, c.region())) // 9.2.2, R-42
                events.add(new CoinsTaken(seat, victim, 1, Treasures.RING));
            }
            case PlaceScepter c -> {
                if ((v = UndergroundChecks.placeRelic(g, seat, c.region(), Treasures.SCEPTER, c.bag())) != null)
                    return v;
                events.add(new ScepterPlaced(seat, c.region(), c.bag()));
            }
            case DeclineWithAltar c -> {
                if ((v = UndergroundChecks.declineWithAltar(g, seat, c.altarRegion())) != null) return v;
                events.add(new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
                Decisions.endOfTurn(g, seat, false, events); // C2 score, then C3 the Altar
                events.add(events.size() - 1, new AltarUsed(seat, c.altarRegion()));
            }
            case TombDecline c -> {
                if ((v = UndergroundChecks.tombDecline(g, seat)) != null) return v;
                events.add(new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
                events.add(new TombRedeployStarted(seat));
            }
            case MoveTombToken c -> {
                if ((v = UndergroundChecks.moveTombToken(g, seat, c.from(), c.to())) != null) return v;
                events.add(new TombTokenMoved(seat, c.from(), c.to()));
            }
            case FinishTombRedeploy c -> {
                if ((v = UndergroundChecks.finishTombRedeploy(g, seat, c.altarRegion())) != null) return v;
                Decisions.endOfTurn(g, seat, false, events);
                if (c.altarRegion() != null) events.add(events.size() - 1, new AltarUsed(seat, c.altarRegion()));
            }
            case EndTurn c -> {
                if ((v = UndergroundChecks.endTurn(g, seat, c.altarRegion())) != null) return v;
                thieving(g, seat, events);
                Decisions.endOfTurn(g, seat, false, events); // E4 score, then the hand-over
                if (c.altarRegion() != null) // after scoring, before the turn ends
                events.add(events.size() - 1, new AltarUsed(seat, c.altarRegion()));
            }
        }
        return null;
    }

    /** The state right after {@code seat}'s active race declines (a copy; to check what follows the decline). */
    static Game afterDecline(Game g, int seat) {
        Game after = new Game(g.s.copy(), g.map, g.edition);
        after.edition.applyTo(after, new RaceDeclined(seat, g.race(g.s.activeRace[seat]).race, false));
        return after;
    }

    /** Seats (other than {@code seat}, with coins) having an active token next to {@code region}. */
    private static List<Integer> neighbours(Game g, int seat, int region) {
        List<Integer> victims = new ArrayList<>();
        int mask = 0;
        for (int n : g.map.neighbours[region]) {
            RaceState<?> o = g.occupant(n);
            if (o == null || !o.active() || o.seat == seat || (mask & (1 << o.seat)) != 0) continue;
            RaceState<?> taker = g.race(g.s.activeRace[seat]);
            if (Gnomes.shields(g, taker, n) || immuneToCoins(g, seat, n)) continue;
            mask |= 1 << o.seat;
        }
        for (int q = 0; q < g.s.seats; q++) if ((mask & (1 << q)) != 0 && g.s.coins[q] > 0) victims.add(q);
        return victims;
    }

    /** tokens in a region immune to the taker pay nothing (by option). */
    private static boolean immuneToCoins(Game g, int seat, int region) {
        return UndergroundData.of(g).rules.immunityBlocksCoinEffects() && Figures.immuneAgainst(g, seat, region);
    }

    /** Thieving (8.5, R-35): 1 coin from each player whose active race borders the thieves. */
    private static void thieving(Game g, int seat, List<SmallWorldEvent> events) {
        int id = g.s.activeRace[seat];
        if (id < 0 || !HeldPowers.any(g, g.race(id), UndergroundAbility::robsNeighbours)) return;
        int mask = 0;
        for (int r = 0; r < g.map.size; r++) {
            if (g.s.owner[r] != id) continue;
            for (int n : g.map.neighbours[r]) {
                RaceState<?> o = g.occupant(n);
                if (o == null || !o.active() || o.seat == seat) continue;
                if (Gnomes.shields(g, g.race(id), n) || immuneToCoins(g, seat, n)) continue;
                mask |= 1 << o.seat;
            }
        }
        for (int q = 0; q < g.s.seats; q++)
            if ((mask & (1 << q)) != 0 && g.s.coins[q] > 0) events.add(new CoinsTaken(seat, q, 1, "THIEVING"));
    }

    static void apply(Game g, UndergroundEvent event) {
        UndergroundData d = UndergroundData.of(g);
        switch (event) {
            case UndergroundStarted e -> throw new IllegalStateException("a match starts only once");
            case TombRedeployStarted e -> d.tombRedeploySeat = e.seat();
            case TombTokenMoved e -> {
                g.s.tokens[e.from()]--;
                g.s.tokens[e.to()]++;
            }
            case BadgesSwapped e -> {
                String a = g.s.marketPowers.get(e.slot());
                g.s.marketPowers.set(e.slot(), g.s.marketPowers.get(e.swapWith()));
                g.s.marketPowers.set(e.swapWith(), a);
            }
            case VolcanoPlaced e -> d.volcano = e.region();
            case StonehedgePowerDrawn e -> {
                d.stonehedgeDrawSeat = -1;
                d.stonehedgePower = e.power();
                if (e.power() != null && !g.s.badgePile.remove(e.power())) g.s.badgeDiscard.remove(e.power());
            }
            case GreatAncientMoved e -> {
                d.greatAncient = e.region();
                d.greatAncientMoved = true;
            }
            case RegionReborn e -> reborn(g, e);
            case RelicReadied e -> {
                if (e.bag()) {
                    d.readied |= Treasures.BAG_BIT;
                    d.bagAs = e.relic();
                } else d.readied |= TREASURES.bit(e.relic());
            }
            case WispsDieRolled e -> {}
            case TokenReplaced e -> replace(g, e);
            case BalrogMoved e -> balrog(g, e);
            case ArmorPlaced e -> {
                g.s.markers[g.catalog.marker("ARMOR")][e.region()]++;
                ((UndergroundRaceData) g.race(g.s.activeRace[e.seat()]).extra).armorsInHand--;
            }
            case QueenPlaced e -> {
                d.queen = e.region();
                d.queenRace = g.s.activeRace[e.seat()];
                d.queenPlaced = true;
            }
            case GhostPlaced e -> {
                d.ghost = e.region();
                d.ghostSeat = e.seat();
                d.ghostPlaced = true;
            }
            case RingPlaced e -> moveRelic(g, Treasures.RING, e.bag(), e.region());
            case ScepterPlaced e -> {
                moveRelic(g, Treasures.SCEPTER, e.bag(), e.region());
                d.scepterRegion = e.region();
            }
            case CoinsTaken e -> {
                Coins.transfer(g, e.fromSeat(), e.seat(), e.coins(), Coins.TAKEN, e.source());
            }
            case AltarUsed e -> {
                RaceState<?> y = g.occupant(e.region());
                g.s.tray[g.tray(y)]++;
                if (--g.s.tokens[e.region()] == 0) {
                    Conquest.clearMarkers(g, e.region());
                    Conquest.vacate(g, e.region());
                    if (y.regions == 0) Declining.vanish(g, y);
                }
                Coins.change(g, e.seat(), 3, Coins.PLACE, Treasures.ALTAR); // [U 860]
            }
        }
    }

    /** A Relic (or the Bag as that Relic) used now: it moves to {@code region} and is spent for the turn (9.2). */
    static void moveRelic(Game g, String relic, boolean bag, int region) {
        UndergroundData d = UndergroundData.of(g);
        if (bag) {
            d.bagAt = region;
            d.bagAs = relic;
            d.relicsUsed |= Treasures.BAG_BIT;
        } else {
            d.treasureAt[TREASURES.index(relic)] = region;
            d.relicsUsed |= TREASURES.bit(relic);
        }
    }

    private static void reborn(Game g, RegionReborn e) {
        RaceState<?> x = g.race(g.s.activeRace[e.seat()]);
        RaceState<?> y = g.occupant(e.region());
        g.s.tray[g.tray(y)] += g.s.tokens[e.region()];
        Conquest.clearMarkers(g, e.region());
        Conquest.vacate(g, e.region());
        takeFromTrayOrHand(g, x);
        Conquest.occupy(g, e.region(), x, 1);
        UndergroundData.of(g).reborn++;
        if (y.regions == 0) Declining.vanish(g, y);
    }

    /** One token for x from the tray, or from its hand if the tray has none ([U 744]-[U 745], C-53). */
    private static void takeFromTrayOrHand(Game g, RaceState<?> x) {
        int tray = g.tray(x);
        if (g.s.tray[tray] > 0) g.s.tray[tray]--;
        else x.hand--;
    }

    /** Vampire / Shiny Orb (8.20, 9.2.5): the lone token goes to the tray, one of x's takes its place. */
    private static void replace(Game g, TokenReplaced e) {
        RaceState<?> x = g.acting();
        int r = e.region();
        Hooks.beforeConquered(g, x, r, e.method());
        RaceState<?> victim = g.occupant(r);
        if (e.method().equals(VAMPIRE)) UndergroundData.of(g).vampirized |= 1 << victim.seat;
        else moveRelic(g, Treasures.ORB, e.method().startsWith("BAG_"), r);
        Conquest.defeat(g, r, x, 1);
        takeFromTrayOrHand(g, x);
        Conquest.occupy(g, r, x, 1);
        g.s.conquestsThisStep++;
        Hooks.onConquered(g, x, r, e.method());
    }

    /** The Balrog conquers (9.3.9, R-52): defenders lose 2 (an Immortal race by option), the region is his. */
    private static void balrog(Game g, BalrogMoved e) {
        UndergroundData d = UndergroundData.of(g);
        int r = e.region();
        d.balrogMoved = true;
        d.balrog = r;
        RaceState<?> o = g.occupant(r);
        if (o == null) return;
        int lost = o.active() && HeldPowers.any(g, o, UndergroundAbility::keepsTokensWhenConquered)
                ? d.rules.immortalLosesToBalrog()
                : 2;
        Conquest.defeat(g, r, g.race(g.s.activeRace[e.seat()]), Math.min(lost, g.s.tokens[r]));
    }

    // ---------------------------------------------------------------- the legal list

    static void legalInRegion(Game g, int seat, int r, List<SmallWorldCommand> out) {
        switch (g.s.phase) {
            case CONQUEST -> {
                if (UndergroundChecks.moveGreatAncient(g, seat, r) == null) out.add(new MoveGreatAncient(r));
                if (UndergroundChecks.rebirth(g, seat, r) == null) out.add(new Rebirth(r));
                if (UndergroundChecks.wisps(g, seat, r) == null) out.add(new WispsConquer(r));
                if (UndergroundChecks.vampirize(g, seat, r) == null) out.add(new Vampirize(r));
                if (UndergroundChecks.orb(g, seat, r, false) == null) out.add(new OrbReplace(r, false));
                if (UndergroundChecks.orb(g, seat, r, true) == null) out.add(new OrbReplace(r, true));
                if (UndergroundChecks.moveBalrog(g, seat, r) == null) out.add(new MoveBalrog(r));
            }
            case REDEPLOY -> {
                if (UndergroundChecks.placeArmor(g, seat, r) == null) out.add(new PlaceArmor(r));
                if (UndergroundChecks.moveBalrog(g, seat, r) == null) out.add(new MoveBalrog(r));
            }
            case END_POWERS -> {
                if (UndergroundChecks.moveBalrog(g, seat, r) == null) out.add(new MoveBalrog(r));
                if (UndergroundChecks.placeQueen(g, seat, r) == null) out.add(new PlaceQueen(r));
                if (UndergroundChecks.placeGhost(g, seat, r) == null) out.add(new PlaceGhost(r));
                for (boolean bag : new boolean[] {false, true}) {
                    if (UndergroundChecks.placeRelic(g, seat, r, Treasures.RING, bag) == null)
                        out.add(new PlaceRing(r, bag));
                    if (UndergroundChecks.placeRelic(g, seat, r, Treasures.SCEPTER, bag) == null)
                        out.add(new PlaceScepter(r, bag));
                }
            }
            default -> {}
        }
    }

    static void legalInPhase(Game g, int seat, List<SmallWorldCommand> out) {
        switch (g.s.phase) {
            case TURN_START -> {
                if (UndergroundChecks.tombDecline(g, seat) == null) out.add(new TombDecline());
                if (Checks.decline(g, seat) == null && TREASURES.at(g, Treasures.ALTAR) >= 0) {
                    Game after = afterDecline(g, seat);
                    for (int r = 0; r < g.map.size; r++)
                        if (UndergroundChecks.altar(after, seat, r) == null) out.add(new DeclineWithAltar(r));
                }
            }
            case PICK -> {
                for (int slot = 0; slot < g.s.marketRaces.size(); slot++)
                    for (int with = 0; with < g.s.marketRaces.size(); with++)
                        if (UndergroundChecks.pickSwapping(g, seat, slot, with) == null)
                            out.add(new PickComboSwapping(slot, with));
            }
            case CONQUEST -> {
                for (String relic : Treasures.CONQUEST_RELICS)
                    for (boolean bag : new boolean[] {false, true})
                        if (UndergroundChecks.readyRelic(g, seat, relic, bag) == null)
                            out.add(new ReadyRelic(relic, bag));
            }
            case END_POWERS -> {
                if (UndergroundChecks.endTurn(g, seat, null) == null) out.add(new EndTurn(null));
                for (int r = 0; r < g.map.size; r++)
                    if (UndergroundChecks.endTurn(g, seat, r) == null) out.add(new EndTurn(r));
            }
            default -> {}
        }
    }

    static void legalInPrompt(Game g, int seat, List<SmallWorldCommand> out) {
        if (UndergroundChecks.drawStonehedge(g, seat) == null) {
            out.add(new DrawStonehedgePower());
            return;
        }
        if (UndergroundData.of(g).tombRedeploySeat == seat) {
            for (int from = 0; from < g.map.size; from++)
                for (int to = 0; to < g.map.size; to++)
                    if (UndergroundChecks.moveTombToken(g, seat, from, to) == null)
                        out.add(new MoveTombToken(from, to));
            if (UndergroundChecks.finishTombRedeploy(g, seat, null) == null) out.add(new FinishTombRedeploy(null));
            for (int r = 0; r < g.map.size; r++)
                if (UndergroundChecks.finishTombRedeploy(g, seat, r) == null) out.add(new FinishTombRedeploy(r));
            return;
        }
        for (int r = 0; r < g.map.size; r++)
            if (UndergroundChecks.placeVolcano(g, seat, r) == null) out.add(new PlaceVolcano(r));
    }
}
