package io.boardstate.games.smallworld.base;

import java.util.List;

/** The base game's ids as the data files spell them, for readable tests (checked against the catalog in SetupAndMarketTest). */
final class Names {
    private Names() {}
}

/** Race ids of races.json, in file order. */
final class Race {
    static final String AMAZONS = "AMAZONS";
    static final String DWARVES = "DWARVES";
    static final String ELVES = "ELVES";
    static final String GHOULS = "GHOULS";
    static final String GIANTS = "GIANTS";
    static final String HALFLINGS = "HALFLINGS";
    static final String HUMANS = "HUMANS";
    static final String ORCS = "ORCS";
    static final String RATMEN = "RATMEN";
    static final String SKELETONS = "SKELETONS";
    static final String SORCERERS = "SORCERERS";
    static final String TRITONS = "TRITONS";
    static final String TROLLS = "TROLLS";
    static final String WIZARDS = "WIZARDS";

    static List<String> values() {
        return List.of(
                AMAZONS, DWARVES, ELVES, GHOULS, GIANTS, HALFLINGS, HUMANS, ORCS, RATMEN, SKELETONS, SORCERERS, TRITONS,
                TROLLS, WIZARDS);
    }

    private Race() {}
}

/** Power ids of powers.json, in file order. */
final class Power {
    static final String ALCHEMIST = "ALCHEMIST";
    static final String BERSERK = "BERSERK";
    static final String BIVOUACKING = "BIVOUACKING";
    static final String COMMANDO = "COMMANDO";
    static final String DIPLOMAT = "DIPLOMAT";
    static final String DRAGON_MASTER = "DRAGON_MASTER";
    static final String FLYING = "FLYING";
    static final String FOREST = "FOREST";
    static final String FORTIFIED = "FORTIFIED";
    static final String HEROIC = "HEROIC";
    static final String HILL = "HILL";
    static final String MERCHANT = "MERCHANT";
    static final String MOUNTED = "MOUNTED";
    static final String PILLAGING = "PILLAGING";
    static final String SEAFARING = "SEAFARING";
    static final String SPIRIT = "SPIRIT";
    static final String STOUT = "STOUT";
    static final String SWAMP = "SWAMP";
    static final String UNDERWORLD = "UNDERWORLD";
    static final String WEALTHY = "WEALTHY";

    static List<String> values() {
        return List.of(
                ALCHEMIST,
                BERSERK,
                BIVOUACKING,
                COMMANDO,
                DIPLOMAT,
                DRAGON_MASTER,
                FLYING,
                FOREST,
                FORTIFIED,
                HEROIC,
                HILL,
                MERCHANT,
                MOUNTED,
                PILLAGING,
                SEAFARING,
                SPIRIT,
                STOUT,
                SWAMP,
                UNDERWORLD,
                WEALTHY);
    }

    private Power() {}
}

/** {@code RegionConquered.method} values of the base game. */
final class ConquestMethod {
    static final String NORMAL = "NORMAL";
    static final String DIE = "DIE";
    static final String BERSERK = "BERSERK";
    static final String DRAGON = "DRAGON";

    private ConquestMethod() {}
}

/** Terrain ids of edition.json. */
final class Terrain {
    static final String FARMLAND = "FARMLAND";
    static final String FOREST = "FOREST";
    static final String HILL = "HILL";
    static final String SWAMP = "SWAMP";
    static final String MOUNTAIN = "MOUNTAIN";
    static final String SEA = "SEA";
    static final String LAKE = "LAKE";

    private Terrain() {}
}
