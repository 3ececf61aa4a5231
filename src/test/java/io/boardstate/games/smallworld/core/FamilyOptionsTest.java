package io.boardstate.games.smallworld.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Ruleset;
import io.boardstate.games.smallworld.underground.UndergroundRules;
import java.util.HashMap;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The family's common options are declared once, and options bind to an edition's rules record by name. */
class FamilyOptionsTest {
    @Test
    void everyEditionOffersTheCommonOptionsAsTheCoreDeclaresThem() {
        int editions = 0;
        for (Ruleset<?, ?, ?> r : ServiceLoader.load(Ruleset.class)) {
            if (!r.info().id().startsWith("smallworld")) continue;
            editions++;
            Map<String, OptionSpec> byName = new HashMap<>();
            for (OptionSpec o : r.info().options()) byName.put(o.name(), o);
            assertEquals(
                    FamilyOptions.firstSeat(),
                    byName.get(FamilyOptions.FIRST_SEAT),
                    r.info().id());
            for (String common : new String[] {
                FamilyOptions.FINAL_CONQUEST, FamilyOptions.ABANDON_AFTER_CONQUEST, FamilyOptions.PUBLISH_SCORES
            }) assertTrue(byName.containsKey(common), r.info().id() + " " + common);
            assertEquals(
                    FamilyRules.SHORTFALL_AT_MOST_3,
                    byName.get(FamilyOptions.FINAL_CONQUEST).defaultValue());
        }
        assertEquals(3, editions);
    }

    @Test
    void optionsBindByComponentNameWithoutHandCasts() {
        Map<String, Object> o = new HashMap<>();
        UndergroundRules d = UndergroundRules.defaults();
        for (var c : UndergroundRules.class.getRecordComponents()) {
            try {
                o.put(c.getName(), c.getAccessor().invoke(d));
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        o.put("immortalLosesToBalrog", 2L); // a JSON number may arrive as a long
        o.put(FamilyOptions.FIRST_SEAT, 1); // an option the record does not read is left alone
        UndergroundRules bound = FamilyOptions.bind(UndergroundRules.class, o);
        assertEquals(2, bound.immortalLosesToBalrog());
        assertEquals(d.lizardmenPassOccupiedRivers(), bound.lizardmenPassOccupiedRivers());

        o.remove("occupiedRiverBase");
        assertThrows(IllegalArgumentException.class, () -> FamilyOptions.bind(UndergroundRules.class, o));
        o.put("occupiedRiverBase", "two");
        assertThrows(IllegalArgumentException.class, () -> FamilyOptions.bind(UndergroundRules.class, o));
    }
}
