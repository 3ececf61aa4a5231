package io.boardstate.games.smallworld.core;

import io.boardstate.games.smallworld.core.CoreEvent.ComboPicked;

/** The combo column (2.3): refilling, picking, returning banners and the badge reshuffle. */
public final class Market {
    private Market() {}

    /** Moves the tops of both piles into the column while a slot is free (2.3 step 5). */
    public static void refill(Game g) {
        SmallWorldState<?, ?> s = g.s;
        int size = g.catalog.setup().marketSize();
        while (s.marketRaces.size() < size && !s.bannerPile.isEmpty() && !s.badgePile.isEmpty()) {
            s.marketRaces.add(s.bannerPile.removeFirst());
            s.marketPowers.add(s.badgePile.removeFirst());
            s.marketCoins.add(0);
        }
    }

    /** A visible slot waits for a combo whose banner is there but whose badge pile is empty. */
    public static boolean needsBadgeReshuffle(Game g) {
        SmallWorldState<?, ?> s = g.s;
        return s.marketRaces.size() < g.catalog.setup().marketSize()
                && !s.bannerPile.isEmpty()
                && s.badgePile.isEmpty()
                && !s.badgeDiscard.isEmpty();
    }

    /** Tokens a freshly picked combo takes from the tray. */
    public static int comboTokens(Game g, String race, String power) {
        int wanted = g.catalog.race(race).banner() + g.catalog.power(power).badge();
        return Math.min(g.s.tray[g.tray(race)], wanted);
    }

    /** A vanished race's banner goes to the bottom of the banner pile, reaching the column if a slot is free. */
    public static void bannerToBottom(Game g, String race) {
        g.s.bannerPile.add(race);
        refill(g);
    }

    static void pick(Game g, ComboPicked e) {
        SmallWorldState<?, ?> s = g.s;
        int seat = e.seat();
        int slot = e.slot();
        Coins.change(g, seat, -slot, Coins.COMBO_PRICE, e.race());
        for (int i = 0; i < slot; i++) s.marketCoins.set(i, s.marketCoins.get(i) + 1);
        Coins.change(g, seat, s.marketCoins.get(slot), Coins.COMBO_COINS, e.race());
        s.marketRaces.remove(slot);
        s.marketPowers.remove(slot);
        s.marketCoins.remove(slot);
        refill(g);
        RaceState<?> r = addRace(s, g.edition.newRaceData());
        r.seat = seat;
        r.race = e.race();
        r.power = e.power();
        r.hand = e.tokens();
        r.pickedThisTurn = true;
        s.tray[g.tray(e.race())] -= e.tokens();
        s.activeRace[seat] = r.id;
        Turns.enterConquests(g);
    }

    /** A new race instance with the edition's per-race data; its id is its index in {@link SmallWorldState#races}. */
    @SuppressWarnings("unchecked")
    public static <R extends RaceData<R>> RaceState<R> addRace(SmallWorldState<?, R> s, RaceData<?> extra) {
        RaceState<R> r = new RaceState<>();
        r.id = s.races.size();
        r.extra = (R) extra;
        s.races.add(r);
        return r;
    }
}
