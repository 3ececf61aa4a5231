package io.boardstate.games.smallworld;

import io.boardstate.games.smallworld.SmallWorldEvent.*;
import io.boardstate.games.smallworld.SmallWorldState.RaceState;
import java.util.Arrays;

/**
 * Folds events into the state: the only code that changes a {@link SmallWorldState}. Automatic
 * steps (ready troops, turn hand-over, round count, end of game) happen here, deterministically.
 */
final class Play {
    static final int START_COINS = 5;
    static final int MARKET_SIZE = 6;
    static final int ENCAMPMENTS = 5;
    static final int HEROES = 2;
    static final int HOLES = 2;

    private Play() {}

    static SmallWorldState apply(SmallWorldState s, SmallWorldEvent event, Board board) {
        switch (event) {
            case GameStarted e -> s = start(e, board);
            case BadgesReshuffled e -> {
                s.badgePile.addAll(e.order());
                s.badgeDiscard.clear();
                refillMarket(s);
            }
            case ComboPicked e -> pick(s, e);
            case Expanded e -> enterConquests(s);
            case RaceDeclined e -> decline(s, e.seat());
            case RegionAbandoned e -> abandon(s, e.region());
            case RegionConquered e -> conquer(s, e);
            case ReinforcementDieRolled e -> {
                s.dieUsedThisTurn = true;
                s.conquestEnded = true;
            }
            case BerserkDieRolled e -> s.pendingBerserkDie = e.die();
            case RegionConverted e -> convert(s, e.region());
            case ConquestEnded e -> {
                if (s.ghoulStep) startActiveStep(s);
                else startRedeploy(s);
            }
            case TokensPlaced e -> {
                RaceState r = s.race(s.owner[e.region()]);
                r.hand -= e.count();
                s.tokens[e.region()] += e.count();
            }
            case FortressPlaced e -> {
                s.fortress[e.region()] = true;
                s.fortressPlaced = true;
            }
            case EncampmentPlaced e -> {
                s.encampments[e.region()]++;
                if (s.phase == Phase.WITHDRAWALS) s.race(s.owner[e.region()]).displacedEncampments--;
            }
            case RedeploymentFinished e -> finishRedeploy(s, e.seat());
            case HeroPlaced e -> {
                s.hero[e.region()] = true;
                s.heroesToPlace--;
            }
            case AllyChosen e -> {
                s.ally[e.seat()] = e.ally();
                s.allyChosen = true;
            }
            case TurnScored e -> s.coins[e.seat()] += e.coins() == null ? 0 : e.coins();
            case TurnEnded e -> endTurn(s, e.seat());
        }
        return s;
    }

    // ---------------------------------------------------------------- setup (2.2)

    private static SmallWorldState start(GameStarted e, Board board) {
        SmallWorldState s = new SmallWorldState();
        int n = board.size;
        s.rules = e.rules();
        s.mapId = e.mapId();
        s.mapPlayers = e.mapPlayers();
        s.seats = e.seats();
        s.rounds = e.rounds();
        s.round = 1;
        s.firstSeat = e.firstSeat();
        s.coins = new int[e.seats()];
        Arrays.fill(s.coins, START_COINS);
        s.activeRace = filled(e.seats());
        s.declinedRace = filled(e.seats());
        s.spiritRace = filled(e.seats());
        s.ally = filled(e.seats());
        s.owner = filled(n);
        s.tokens = new int[n];
        s.lostTribe = new boolean[n];
        for (int r = 0; r < n; r++) s.lostTribe[r] = board.map.region(r).lostTribe();
        s.trollLair = new boolean[n];
        s.fortress = new boolean[n];
        s.hole = new boolean[n];
        s.hero = new boolean[n];
        s.dragon = new boolean[n];
        s.encampments = new int[n];
        s.tray = new int[Race.values().length];
        for (Race r : Race.values()) s.tray[r.ordinal()] = r.pool;
        s.bannerPile.addAll(e.bannerOrder());
        s.badgePile.addAll(e.badgeOrder());
        refillMarket(s);
        startTurn(s, e.firstSeat());
        return s;
    }

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, -1);
        return a;
    }

    // ---------------------------------------------------------------- market (2.3)

    /** Moves the tops of both piles into the column while a slot is free (2.3 step 5). */
    static void refillMarket(SmallWorldState s) {
        while (s.marketRaces.size() < MARKET_SIZE && !s.bannerPile.isEmpty() && !s.badgePile.isEmpty()) {
            s.marketRaces.add(s.bannerPile.removeFirst());
            s.marketPowers.add(s.badgePile.removeFirst());
            s.marketCoins.add(0);
        }
    }

    /** A visible slot waits for a combo whose banner is there but whose badge pile is empty. */
    static boolean needsBadgeReshuffle(SmallWorldState s) {
        return s.marketRaces.size() < MARKET_SIZE
                && !s.bannerPile.isEmpty()
                && s.badgePile.isEmpty()
                && !s.badgeDiscard.isEmpty();
    }

    private static void pick(SmallWorldState s, ComboPicked e) {
        int seat = e.seat();
        int slot = e.slot();
        s.coins[seat] -= slot;
        for (int i = 0; i < slot; i++) s.marketCoins.set(i, s.marketCoins.get(i) + 1);
        s.coins[seat] += s.marketCoins.get(slot);
        s.marketRaces.remove(slot);
        s.marketPowers.remove(slot);
        s.marketCoins.remove(slot);
        refillMarket(s);
        RaceState r = new RaceState();
        r.id = s.races.size();
        r.seat = seat;
        r.race = e.race();
        r.power = e.power();
        r.hand = e.tokens();
        r.pickedThisTurn = true;
        s.tray[e.race().ordinal()] -= e.tokens();
        s.races.add(r);
        s.activeRace[seat] = r.id;
        enterConquests(s);
    }

    /** Tokens a freshly picked combo takes from the tray. */
    static int comboTokens(SmallWorldState s, Race race, Power power) {
        return Math.min(s.tray[race.ordinal()], race.bannerTokens + power.tokens);
    }

    /**
     * a vanished race's banner goes to the bottom of the pile, or by the IT reading on its top;
     * the top of the pile is the banner of the 6th visible combo (2.3, [IT 155]), so there it covers
     * the banner shown so far, which becomes the next one in the pile.
     */
    private static void returnBanner(SmallWorldState s, Race race) {
        if (s.rules.bannerReturnToBottom()) s.bannerPile.add(race);
        else if (s.marketRaces.size() == MARKET_SIZE) s.bannerPile.addFirst(s.marketRaces.set(MARKET_SIZE - 1, race));
        else s.bannerPile.addFirst(race);
        refillMarket(s);
    }

    // ---------------------------------------------------------------- turn flow (3.1, 3.3)

    static void startTurn(SmallWorldState s, int seat) {
        s.currentSeat = seat;
        s.actingRace = -1;
        s.ghoulStep = false;
        s.conquestsThisStep = 0;
        s.conquestEnded = false;
        s.pendingBerserkDie = -1;
        s.dieUsedThisTurn = false;
        s.attackedSeats = 0;
        s.sorcererVictims = 0;
        s.dragonUsed = false;
        s.fortressPlaced = false;
        s.allyChosen = false;
        s.heroesToPlace = 0;
        s.ally[seat] = -1; // the Diplomat's peace lasts until his next turn
        for (RaceState r : s.races) if (r.seat == seat) r.nonEmptyConquests = 0;
        if (s.activeRace[seat] >= 0) s.phase = Phase.TURN_START;
        else if (!s.marketRaces.isEmpty()) s.phase = Phase.PICK;
        else enterConquests(s); // nothing to pick
    }

    /** Declined Ghouls of the current seat that can still act in step G, or null. */
    static RaceState declinedGhouls(SmallWorldState s, int seat) {
        for (int id : new int[] {s.declinedRace[seat], s.spiritRace[seat]}) {
            if (id < 0) continue;
            RaceState r = s.race(id);
            if (r.race == Race.GHOULS && (r.regions > 0 || r.hand > 0)) return r;
        }
        return null;
    }

    /** After the pick or Expand: step G if there are declined Ghouls, else the active race. */
    private static void enterConquests(SmallWorldState s) {
        RaceState ghouls = declinedGhouls(s, s.currentSeat);
        if (ghouls == null) {
            startActiveStep(s);
            return;
        }
        s.phase = Phase.CONQUEST;
        s.ghoulStep = true;
        beginStep(s, ghouls);
    }

    private static void startActiveStep(SmallWorldState s) {
        int active = s.activeRace[s.currentSeat];
        s.ghoulStep = false;
        if (active < 0) {
            startRedeploy(s);
            return;
        }
        s.phase = Phase.CONQUEST;
        beginStep(s, s.race(active));
    }

    private static void beginStep(SmallWorldState s, RaceState r) {
        s.actingRace = r.id;
        s.conquestsThisStep = 0;
        s.conquestEnded = false;
        s.pendingBerserkDie = -1;
        readyTroops(s, r);
        r.hand += r.reserve; // Amazons: the 4 kept since last turn join the troops
        r.reserve = 0;
    }

    /** B1: one token stays in every region, the others go to hand. */
    static void readyTroops(SmallWorldState s, RaceState r) {
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] == r.id && s.tokens[reg] > 1) {
                r.hand += s.tokens[reg] - 1;
                s.tokens[reg] = 1;
            }
        }
    }

    /** B4 begins: troops back in hand (redeployment is free), Skeleton bonus, Encampments lifted. */
    private static void startRedeploy(SmallWorldState s) {
        s.phase = Phase.REDEPLOY;
        s.ghoulStep = false;
        s.conquestEnded = true;
        s.pendingBerserkDie = -1;
        int seat = s.currentSeat;
        RaceState ghouls = declinedGhouls(s, seat);
        if (ghouls != null) readyTroops(s, ghouls);
        int activeId = s.activeRace[seat];
        s.actingRace = activeId;
        if (activeId < 0) return;
        RaceState active = s.race(activeId);
        readyTroops(s, active);
        if (active.activeWith(Power.BIVOUACKING)) {
            for (int reg = 0; reg < s.owner.length; reg++) s.encampments[reg] = 0;
            active.displacedEncampments = 0;
        }
        if (active.race == Race.SKELETONS) {
            int bonus = Math.min(active.nonEmptyConquests / 2, s.tray[Race.SKELETONS.ordinal()]);
            s.tray[Race.SKELETONS.ordinal()] -= bonus;
            active.hand += bonus;
        }
    }

    private static void finishRedeploy(SmallWorldState s, int seat) {
        if (s.phase == Phase.WITHDRAWALS) {
            for (RaceState r : s.races) if (r.seat == seat) r.displacedEncampments = 0;
            s.withdrawalQueue.removeFirst();
            if (s.withdrawalQueue.isEmpty()) advanceTurn(s);
            return;
        }
        int activeId = s.activeRace[seat];
        s.phase = Phase.END_POWERS;
        if (activeId < 0) return;
        RaceState active = s.race(activeId);
        if (active.race == Race.AMAZONS) { // what is left in hand is the 4 kept back
            active.reserve = active.hand;
            active.hand = 0;
        }
        if (active.activeWith(Power.HEROIC)) { // Heroes are placed anew every turn
            for (int reg = 0; reg < s.owner.length; reg++) if (s.owner[reg] == activeId) s.hero[reg] = false;
            s.heroesToPlace = Math.min(HEROES, active.regions);
        }
    }

    private static void endTurn(SmallWorldState s, int seat) {
        for (RaceState r : s.races) if (r.seat == seat) r.pickedThisTurn = false;
        RaceState ghouls = declinedGhouls(s, seat);
        if (ghouls != null && ghouls.regions == 0 && !s.rules.declinedGhoulsInHandKeepRaceAlive()) {
            vanish(s, ghouls); // R-20(f) option off: no token on the map means the race is gone
        }
        s.actingRace = -1;
        s.withdrawalQueue.clear();
        for (int i = 1; i < s.seats; i++) { // clockwise from the active player
            int other = (seat + i) % s.seats;
            if (hasWithdrawals(s, other)) s.withdrawalQueue.add(other);
        }
        for (RaceState r : s.races) { // nothing to place: Encampments stay in the supply
            if (r.seat != seat && r.regions == 0) r.displacedEncampments = 0;
        }
        if (s.withdrawalQueue.isEmpty()) advanceTurn(s);
        else s.phase = Phase.WITHDRAWALS;
    }

    static boolean hasWithdrawals(SmallWorldState s, int seat) {
        for (RaceState r : s.races) {
            if (r.seat != seat || r.gone || r.regions == 0) continue;
            if (r.hand > 0 || (r.displacedEncampments > 0 && r.activeWith(Power.BIVOUACKING))) return true;
        }
        return false;
    }

    private static void advanceTurn(SmallWorldState s) {
        int next = (s.currentSeat + 1) % s.seats;
        if (next == s.firstSeat) {
            if (s.round >= s.rounds) { // the last round has been played by all (3.1)
                s.phase = Phase.GAME_OVER;
                s.actingRace = -1;
                return;
            }
            s.round++;
        }
        startTurn(s, next);
    }

    // ---------------------------------------------------------------- decline (3.4)

    static void decline(SmallWorldState s, int seat) {
        RaceState a = s.race(s.activeRace[seat]);
        boolean spirit = a.power == Power.SPIRIT;
        if (!spirit && s.declinedRace[seat] >= 0) removeFromGame(s, s.race(s.declinedRace[seat])); // step 1
        if (!spirit) s.badgeDiscard.add(a.power); // step 2
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] != a.id) continue;
            if (a.race != Race.GHOULS && s.tokens[reg] > 1) { // step 3 (Ghouls keep all, [IT 1077])
                s.tray[a.race.ordinal()] += s.tokens[reg] - 1;
                s.tokens[reg] = 1;
            }
            s.encampments[reg] = 0; // step 4: markers that vanish with the power
            s.hero[reg] = false;
            s.hole[reg] = false;
        }
        if (a.dragonRegion >= 0) s.dragon[a.dragonRegion] = false;
        a.dragonRegion = -1;
        s.tray[a.race.ordinal()] += a.hand + a.reserve;
        a.hand = 0;
        a.reserve = 0;
        a.displacedEncampments = 0;
        a.declined = true;
        if (spirit) s.spiritRace[seat] = a.id;
        else s.declinedRace[seat] = a.id;
        s.activeRace[seat] = -1;
        s.actingRace = -1;
        refillMarket(s);
    }

    /** A declined race leaves the map entirely (3.4 step 1): tokens to the tray, banner returned. */
    private static void removeFromGame(SmallWorldState s, RaceState d) {
        for (int reg = 0; reg < s.owner.length; reg++) {
            if (s.owner[reg] != d.id) continue;
            s.tray[d.race.ordinal()] += s.tokens[reg];
            clearMarkers(s, reg, d);
            vacate(s, reg);
        }
        vanish(s, d);
    }

    private static void vanish(SmallWorldState s, RaceState d) {
        s.tray[d.race.ordinal()] += d.hand + d.reserve;
        d.hand = 0;
        d.reserve = 0;
        d.gone = true;
        if (s.declinedRace[d.seat] == d.id) s.declinedRace[d.seat] = -1;
        if (s.spiritRace[d.seat] == d.id) s.spiritRace[d.seat] = -1;
        if (d.power == Power.SPIRIT) s.badgeDiscard.add(Power.SPIRIT); // kept badge goes now
        returnBanner(s, d.race);
    }

    // ---------------------------------------------------------------- regions

    private static void occupy(SmallWorldState s, int reg, RaceState r, int count) {
        s.owner[reg] = r.id;
        s.tokens[reg] = count;
        r.regions++;
    }

    private static void vacate(SmallWorldState s, int reg) {
        s.race(s.owner[reg]).regions--;
        s.owner[reg] = -1;
        s.tokens[reg] = 0;
    }

    /** markers of the former occupant leave an emptied region (the Mountain stays). */
    private static void clearMarkers(SmallWorldState s, int reg, RaceState former) {
        s.trollLair[reg] = false;
        s.fortress[reg] = false;
        s.hole[reg] = false;
        s.hero[reg] = false;
        if (s.dragon[reg]) {
            s.dragon[reg] = false;
            former.dragonRegion = -1;
        }
        s.encampments[reg] = 0;
    }

    private static void abandon(SmallWorldState s, int reg) {
        RaceState r = s.race(s.owner[reg]);
        r.hand += s.tokens[reg];
        clearMarkers(s, reg, r);
        vacate(s, reg);
    }

    // ---------------------------------------------------------------- conquest (4.4)

    private static void conquer(SmallWorldState s, RegionConquered e) {
        int reg = e.region();
        RaceState x = s.race(s.actingRace);
        boolean nonEmpty = s.lostTribe[reg] || s.owner[reg] >= 0; // 6.3, R-26
        s.lostTribe[reg] = false; // a Lost Tribe is removed from the game
        if (s.owner[reg] >= 0) defeat(s, reg, x, false);
        x.hand -= e.tokens();
        occupy(s, reg, x, e.tokens());
        if (nonEmpty && x.active()) x.nonEmptyConquests++; // declined Ghouls feed no counter (R-20g)
        s.conquestsThisStep++;
        if (e.method() == ConquestMethod.BERSERK) s.pendingBerserkDie = -1;
        if (x.active()) {
            if (x.race == Race.TROLLS) s.trollLair[reg] = true;
            if (x.race == Race.HALFLINGS && x.holesPlaced < HOLES) {
                s.hole[reg] = true;
                x.holesPlaced++;
            }
            if (e.method() == ConquestMethod.DRAGON) {
                if (x.dragonRegion >= 0) s.dragon[x.dragonRegion] = false;
                s.dragon[reg] = true;
                x.dragonRegion = reg;
                s.dragonUsed = true;
            }
        }
    }

    /**
     * The defender of {@code reg} loses it (4.4 step 3): one token to the tray (Elves: none; a
     * Sorcerer conversion: the only token), the rest to hand for step W.
     */
    private static void defeat(SmallWorldState s, int reg, RaceState attacker, boolean sorcery) {
        RaceState d = s.race(s.owner[reg]);
        int t = s.tokens[reg];
        if (d.active() && d.seat != attacker.seat && attacker.active()) s.attackedSeats |= 1 << d.seat;
        int kept;
        if (sorcery) kept = d.race == Race.ELVES && s.rules.elvesKeepTokenVsSorcerers() ? 1 : 0;
        else kept = d.active() && d.race == Race.ELVES ? t : t - 1;
        s.tray[d.race.ordinal()] += t - kept;
        d.hand += kept;
        d.displacedEncampments += s.encampments[reg]; // never lost, re-placed at step W
        clearMarkers(s, reg, d);
        vacate(s, reg);
        if (d.declined && d.regions == 0) {
            boolean ghoulsLiveOn = d.race == Race.GHOULS && d.hand > 0 && s.rules.declinedGhoulsInHandKeepRaceAlive();
            if (!ghoulsLiveOn) vanish(s, d); // 3.4 last paragraph
        }
    }

    private static void convert(SmallWorldState s, int reg) {
        RaceState x = s.race(s.actingRace);
        RaceState d = s.race(s.owner[reg]);
        s.sorcererVictims |= 1 << d.seat;
        defeat(s, reg, x, true);
        s.tray[Race.SORCERERS.ordinal()]--;
        occupy(s, reg, x, 1);
        x.nonEmptyConquests++;
        s.conquestsThisStep++;
    }

    /** Regions of a race as a bit mask. */
    static long regionsOf(SmallWorldState s, int raceId) {
        long mask = 0;
        for (int reg = 0; reg < s.owner.length; reg++) if (s.owner[reg] == raceId) mask |= 1L << reg;
        return mask;
    }
}
