package io.boardstate.games.smallworld.warcraft;

import io.boardstate.games.smallworld.core.SetupEvent;
import io.boardstate.games.smallworld.core.SmallWorldEvent;
import java.util.List;

/** Small World of Warcraft's own facts; the shared ones are the core's. */
public sealed interface WarcraftEvent extends SmallWorldEvent {

    /**
     * Setup (2.2, 9.3): the island faces dealt in island order (the map is composed from them,
     * R-1), the rounds, the first seat, the shuffled banners and badges (the first six of each
     * form the visible combos) and the shuffled Artifact and Legendary Place markers (the first
     * one per island go face down on its size-icon region, the others form the hidden reserve, R-3).
     */
    record IslandsDealt(
            int seats,
            List<String> faces,
            int rounds,
            int firstSeat,
            List<String> bannerOrder,
            List<String> badgeOrder,
            List<String> relicOrder,
            WarcraftRules rules)
            implements WarcraftEvent, SetupEvent {}

    /** The Worgen's form for this turn ([W 504]); {@code coins}: +2 (human) or -1 (Worgen). */
    record WorgenFormChosen(int seat, String form, int coins) implements WarcraftEvent {}

    /** Forsaken recruits bought for {@code count} coins ([W 467]). */
    record ForsakenRecruited(int seat, int count) implements WarcraftEvent {}

    record ObjectivePlaced(int seat, int region) implements WarcraftEvent {}

    /**
     * A special conquest is spent ({@link ConquestModes}); {@code die}: the air assault's free roll;
     * {@code success}: a RegionConquered follows; {@code coins} paid to {@code paidTo} (-1: the
     * bank) for Doomhammer.
     */
    record ConquestModeUsed(int seat, String mode, int region, Integer die, boolean success, int paidTo, int coins)
            implements WarcraftEvent {}

    /** The Heart or the Aegis placed; {@code payers}: the seats that paid the Heart's owner 1 coin each ([W 612]). */
    record ArtifactPlaced(int seat, String relic, int region, List<Integer> payers) implements WarcraftEvent {}

    record SideDeclared(int seat, String faction) implements WarcraftEvent {}

    record ArtifactStolen(int seat, String relic, int from, int region) implements WarcraftEvent {}

    record Intimidated(int seat, int source, int destination) implements WarcraftEvent {}

    record PortalSwapped(int seat, int a, int b) implements WarcraftEvent {}

    /** A face-down bomb: {@code bomb} ({@code EXPLODING} or {@code DUD}) is hidden from every seat until the end. */
    record BombPlaced(int seat, int region, String bomb) implements WarcraftEvent {}

    /** The answer to a failed air assault: {@code die} null when the player let it go, else the second roll. */
    record AirAssaultResolved(int seat, int region, Integer die, boolean success) implements WarcraftEvent {}

    /** The Champion went to {@code region}; {@code from} is -1 when it came from hand. */
    record ChampionMoved(int seat, int from, int region) implements WarcraftEvent {}

    /**
     * A bomb resolved: {@code outcome} {@code RETURNED} (back on top of the pile, {@code
     * bomb} stays hidden: null), {@code DUD}, {@code EXPLODED} (a conquest that empties the region)
     * or {@code UNPAID} (exploding, but its tolls could not be paid: no effect).
     */
    record BombResolved(int seat, int region, String outcome, String bomb) implements WarcraftEvent {}

    /** A lonely Tauren token moved from {@code from} to {@code region} by the Tauren owner's choice. */
    record LonelyTaurenMoved(int seat, int from, int region) implements WarcraftEvent {}

    record GarrisonPlaced(int seat, int region) implements WarcraftEvent {}

    record WatchtowerPlaced(int seat, int region) implements WarcraftEvent {}
}
