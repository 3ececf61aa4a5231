package io.boardstate.games.smallworld.base;

import static io.boardstate.games.smallworld.base.BaseFixture.*;
import static org.junit.jupiter.api.Assertions.*;

import io.boardstate.games.smallworld.base.BaseCommand.*;
import io.boardstate.games.smallworld.base.BaseEvent.*;
import io.boardstate.games.smallworld.core.CoreCommand.*;
import io.boardstate.games.smallworld.core.CoreEvent.*;
import io.boardstate.games.smallworld.core.RaceState;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Sorcerers (spec 5.2, R-15): their conversions, limits and what protects a token from them. */
class SorcerersTest {

    @Test
    @DisplayName(
            "Sorcerers: replace a lone active enemy token by a tray token, once per opponent, adjacent; Encampment protects, Lair/Mountain do not [IT 1163-1186, R-15]")
    void sorcerers() {
        BaseFixture f = new BaseFixture(3);
        RaceState<BaseRaceData> humans = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
        f.put(HILL_N, humans, 1);
        f.put(SWAMP_C, humans, 1);
        RaceState<BaseRaceData> trolls = f.stageRace(2, Race.TROLLS, Power.HILL, false);
        f.put(MOUNT_N, trolls, 1);
        f.mark(f.LAIR, MOUNT_N, true);
        f.put(FARM_E, trolls, 1);
        RaceState<BaseRaceData> declined = f.stageRace(2, Race.ELVES, Power.SWAMP, true);
        f.put(FOREST_W, declined, 1);
        RaceState<BaseRaceData> sorc = f.pick(Race.SORCERERS, Power.MERCHANT);
        assertEquals(
                "ILLEGAL_MOVE/NOT_ADJACENT",
                f.reject(0, new SorcererConvert(HILL_N)).code());
        f.play(0, new Conquer(FARM_N));
        int hand = sorc.hand;
        int humansTray = f.s.tray[f.tray(Race.HUMANS)];
        f.play(0, new SorcererConvert(HILL_N));
        assertEquals(hand, sorc.hand, "no token from hand");
        assertEquals(sorc.id, f.s.owner[HILL_N]);
        assertEquals(humansTray + 1, f.s.tray[f.tray(Race.HUMANS)]);
        assertEquals(
                "ILLEGAL_MOVE/ONCE_PER_OPPONENT",
                f.reject(0, new SorcererConvert(SWAMP_C)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ACTIVE_ENEMY_TOKEN",
                f.reject(0, new SorcererConvert(FOREST_W)).code(),
                "declined tokens are not converted");
        f.play(0, new SorcererConvert(MOUNT_N)); // a lone Troll with its Lair on a Mountain is alone
        assertFalse(f.has(f.LAIR, MOUNT_N));
        assertEquals(
                "ILLEGAL_MOVE/ONCE_PER_OPPONENT",
                f.reject(0, new SorcererConvert(FARM_E)).code());
        assertEquals(2, sorc.nonEmptyConquests, "conversions count as non-empty conquests (R-15)");
        assertEquals(1 << 1 | 1 << 2, f.s.attackedSeats);
    }

    @Test
    @DisplayName(
            "Sorcerers: two tokens are not alone; an Encampment protects; an empty tray stops the power (C-20, C-22)")
    void sorcererLimits() {
        BaseFixture f = new BaseFixture(3);
        RaceState<BaseRaceData> camp = f.stageRace(1, Race.HUMANS, Power.BIVOUACKING, false);
        f.put(HILL_N, camp, 1);
        f.s.markers[f.ENCAMPMENT][HILL_N] = 1;
        RaceState<BaseRaceData> two = f.stageRace(2, Race.TROLLS, Power.HILL, false);
        f.put(SWAMP_C, two, 2);
        RaceState<BaseRaceData> sorc = f.pick(Race.SORCERERS, Power.FOREST);
        f.play(0, new Conquer(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/ENCAMPMENT_PROTECTS",
                f.reject(0, new SorcererConvert(HILL_N)).code());
        assertEquals(
                "ILLEGAL_MOVE/NOT_ALONE",
                f.reject(0, new SorcererConvert(SWAMP_C)).code());
        f.s.markers[f.ENCAMPMENT][HILL_N] = 0;
        f.setHand(sorc, sorc.hand + f.s.tray[f.tray(Race.SORCERERS)]);
        assertEquals(
                "ILLEGAL_MOVE/TRAY_EMPTY",
                f.reject(0, new SorcererConvert(HILL_N)).code());
    }

    @Test
    @DisplayName(
            "R-16: an Elf replaced by the Sorcerers is lost by default; option elvesKeepTokenVsSorcerers returns it to hand (IS 440)")
    void sorcerersVersusElves() {
        for (boolean keep : new boolean[] {false, true}) {
            BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.ELVES_KEEP, keep));
            RaceState<BaseRaceData> elves = f.stageRace(1, Race.ELVES, Power.FOREST, false);
            f.put(HILL_N, elves, 1);
            f.put(MOUNT_S, elves, 1);
            f.pick(Race.SORCERERS, Power.HILL);
            f.play(0, new Conquer(FARM_N));
            f.play(0, new SorcererConvert(HILL_N));
            assertEquals(keep ? 1 : 0, elves.hand);
        }
    }

    @Test
    @DisplayName(
            "R-15(d): Flying Sorcerers convert anywhere (option flyingSorcerersIgnoreAdjacency); Underworld Sorcerers through Caverns (R-32)")
    void sorcererAdjacencyVariants() {
        for (boolean anywhere : new boolean[] {true, false}) {
            BaseFixture f = new BaseFixture(2, Map.of(BaseOptions.FLYING_SORCERERS, anywhere));
            RaceState<BaseRaceData> humans = f.stageRace(1, Race.HUMANS, Power.FOREST, false);
            f.put(MOUNT_S, humans, 1);
            f.pick(Race.SORCERERS, Power.FLYING);
            f.play(0, new Conquer(FARM_N));
            if (anywhere) f.play(0, new SorcererConvert(MOUNT_S));
            else
                assertEquals(
                        "ILLEGAL_MOVE/NOT_ADJACENT",
                        f.reject(0, new SorcererConvert(MOUNT_S)).code());
        }
        BaseFixture u = new BaseFixture(2);
        RaceState<BaseRaceData> humans = u.stageRace(1, Race.HUMANS, Power.FOREST, false);
        u.put(SWAMP_S, humans, 1);
        u.pick(Race.SORCERERS, Power.UNDERWORLD);
        u.play(0, new Conquer(MOUNT_N)); // a Cavern
        u.play(0, new SorcererConvert(SWAMP_S)); // the other Cavern
    }

    @Test
    @DisplayName(
            "R-14 / R-15(f): the Sorcerers cannot replace a token in a Hole-in-the-Ground or Hero region, nor one of a Diplomat at peace with them [IT 1121, IT 1436, IT 1339]")
    void sorcerersRespectImmunityAndPeace() {
        BaseFixture f = new BaseFixture(3);
        RaceState<BaseRaceData> halflings = f.stageRace(1, Race.HALFLINGS, Power.FOREST, false);
        f.put(HILL_N, halflings, 1);
        f.mark(f.HOLE, HILL_N, true);
        halflings.extra.holesPlaced = 1;
        RaceState<BaseRaceData> heroes = f.stageRace(2, Race.HUMANS, Power.HEROIC, false);
        f.put(SWAMP_C, heroes, 1);
        f.mark(f.HERO, SWAMP_C, true);
        f.pick(Race.SORCERERS, Power.MERCHANT);
        f.play(0, new Conquer(FARM_N));
        assertEquals(
                "ILLEGAL_MOVE/IMMUNE_REGION",
                f.reject(0, new SorcererConvert(HILL_N)).code());
        assertEquals(
                "ILLEGAL_MOVE/IMMUNE_REGION",
                f.reject(0, new SorcererConvert(SWAMP_C)).code());
        f.mark(f.HERO, SWAMP_C, false);
        f.s.edition.ally[2] = 0; // seat 2's Diplomat peace with seat 0
        assertEquals(
                "ILLEGAL_MOVE/AT_PEACE",
                f.reject(0, new SorcererConvert(SWAMP_C)).code());
        f.s.edition.ally[2] = -1;
        f.play(0, new SorcererConvert(SWAMP_C));
    }

    @Test
    @DisplayName(
            "R-47: the Sorcerers cannot replace a Lost Tribe token, which is not an active race token [IT 1163, IS 440]")
    void sorcerersIgnoreLostTribes() {
        BaseFixture f = new BaseFixture(2);
        f.pick(Race.SORCERERS, Power.FOREST);
        f.play(0, new Conquer(FARM_N));
        assertTrue((f.s.natives[HILL_N] > 0));
        assertEquals(
                "ILLEGAL_MOVE/NOT_ACTIVE_ENEMY_TOKEN",
                f.reject(0, new SorcererConvert(HILL_N)).code());
    }
}
