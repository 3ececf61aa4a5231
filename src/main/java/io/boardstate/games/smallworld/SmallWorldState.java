package io.boardstate.games.smallworld;

import java.util.ArrayList;
import java.util.List;

/**
 * The whole game state (spec 9.2), in the JSON-friendly shape the service stores: public fields,
 * arrays indexed by seat or region id, races as records of their own in {@link #races} (index =
 * race id; a region's {@link #owner} is a race id).
 */
public final class SmallWorldState {

    /** One race banner in play, from its pick until it vanishes. */
    public static final class RaceState {
        public int id;
        public int seat;
        public Race race;
        public Power power;
        public boolean declined;
        /** Vanished: banner back in the market (3.4), no token left anywhere. */
        public boolean gone;
        /** Tokens in hand usable now (conquest, redeployment, withdrawal). */
        public int hand;
        /** Amazons: the 4 tokens kept in hand between turns. */
        public int reserve;
        /** Regions held, kept in step with {@link SmallWorldState#owner}. */
        public int regions;
        /** Halflings: Holes-in-the-Ground placed in the life of the race. */
        public int holesPlaced;
        /** Dragon Master: region of the Dragon, -1 when in the supply. */
        public int dragonRegion = -1;
        /** Bivouacking: Encampments taken off a conquered region, to re-place at step W. */
        public int displacedEncampments;
        /** Non-empty regions this race conquered in the current turn. */
        public int nonEmptyConquests;
        /** The race was picked in the current turn (Wealthy, Stout, R-41). */
        public boolean pickedThisTurn;

        public RaceState() {}

        RaceState copy() {
            RaceState c = new RaceState();
            c.id = id;
            c.seat = seat;
            c.race = race;
            c.power = power;
            c.declined = declined;
            c.gone = gone;
            c.hand = hand;
            c.reserve = reserve;
            c.regions = regions;
            c.holesPlaced = holesPlaced;
            c.dragonRegion = dragonRegion;
            c.displacedEncampments = displacedEncampments;
            c.nonEmptyConquests = nonEmptyConquests;
            c.pickedThisTurn = pickedThisTurn;
            return c;
        }

        /** True while the race benefits from its banner and badge (5.0). */
        public boolean active() {
            return !declined && !gone;
        }

        public boolean activeWith(Power p) {
            return !declined && !gone && power == p;
        }
    }

    public SmallWorldRules rules;
    public String mapId;
    public int mapPlayers;
    public int seats;
    public int rounds;
    public int round;
    public int firstSeat;
    public int currentSeat;
    public Phase phase;

    // per seat
    public int[] coins;
    public int[] activeRace;
    public int[] declinedRace;
    public int[] spiritRace;
    /** Ally named by this seat's Diplomat, -1 if none; expires at this seat's next turn. */
    public int[] ally;

    public List<RaceState> races = new ArrayList<>();

    // per region
    public int[] owner;
    public int[] tokens;
    public boolean[] lostTribe;
    public boolean[] trollLair;
    public boolean[] fortress;
    public boolean[] hole;
    public boolean[] hero;
    public boolean[] dragon;
    public int[] encampments;

    /** Race tokens in the storage tray, by {@link Race} ordinal. */
    public int[] tray;

    // market (2.3): visible combos top first, then the hidden piles
    public List<Race> marketRaces = new ArrayList<>();
    public List<Power> marketPowers = new ArrayList<>();
    public List<Integer> marketCoins = new ArrayList<>();
    public List<Race> bannerPile = new ArrayList<>();
    public List<Power> badgePile = new ArrayList<>();
    public List<Power> badgeDiscard = new ArrayList<>();

    // the current turn (9.2 TurnScratch)
    /** Race that conquers now: declined Ghouls in step G, else the active race; -1 if none. */
    public int actingRace = -1;

    public boolean ghoulStep;
    public int conquestsThisStep;
    public boolean conquestEnded;
    /** Berserk roll waiting for its conquest, -1 if none. */
    public int pendingBerserkDie = -1;

    public boolean dieUsedThisTurn;
    /** Bit mask of seats whose active race the active race attacked this turn. */
    public int attackedSeats;
    /** Bit mask of seats already converted by the Sorcerers this turn. */
    public int sorcererVictims;

    public boolean dragonUsed;
    public boolean fortressPlaced;
    public boolean allyChosen;
    public int heroesToPlace;
    /** Seats that still have to place withdrawn tokens (step W), head first. */
    public List<Integer> withdrawalQueue = new ArrayList<>();

    public SmallWorldState() {}

    public RaceState race(int id) {
        return races.get(id);
    }

    public boolean over() {
        return phase == Phase.GAME_OVER;
    }

    /** A deep copy (used to score a Decline turn without touching the live state). */
    public SmallWorldState copy() {
        SmallWorldState c = new SmallWorldState();
        c.rules = rules;
        c.mapId = mapId;
        c.mapPlayers = mapPlayers;
        c.seats = seats;
        c.rounds = rounds;
        c.round = round;
        c.firstSeat = firstSeat;
        c.currentSeat = currentSeat;
        c.phase = phase;
        c.coins = coins.clone();
        c.activeRace = activeRace.clone();
        c.declinedRace = declinedRace.clone();
        c.spiritRace = spiritRace.clone();
        c.ally = ally.clone();
        c.races = new ArrayList<>(races.size());
        for (RaceState r : races) c.races.add(r.copy());
        c.owner = owner.clone();
        c.tokens = tokens.clone();
        c.lostTribe = lostTribe.clone();
        c.trollLair = trollLair.clone();
        c.fortress = fortress.clone();
        c.hole = hole.clone();
        c.hero = hero.clone();
        c.dragon = dragon.clone();
        c.encampments = encampments.clone();
        c.tray = tray.clone();
        c.marketRaces = new ArrayList<>(marketRaces);
        c.marketPowers = new ArrayList<>(marketPowers);
        c.marketCoins = new ArrayList<>(marketCoins);
        c.bannerPile = new ArrayList<>(bannerPile);
        c.badgePile = new ArrayList<>(badgePile);
        c.badgeDiscard = new ArrayList<>(badgeDiscard);
        c.actingRace = actingRace;
        c.ghoulStep = ghoulStep;
        c.conquestsThisStep = conquestsThisStep;
        c.conquestEnded = conquestEnded;
        c.pendingBerserkDie = pendingBerserkDie;
        c.dieUsedThisTurn = dieUsedThisTurn;
        c.attackedSeats = attackedSeats;
        c.sorcererVictims = sorcererVictims;
        c.dragonUsed = dragonUsed;
        c.fortressPlaced = fortressPlaced;
        c.allyChosen = allyChosen;
        c.heroesToPlace = heroesToPlace;
        c.withdrawalQueue = new ArrayList<>(withdrawalQueue);
        return c;
    }
}
