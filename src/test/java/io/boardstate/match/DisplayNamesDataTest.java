package io.boardstate.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.match.DisplayNames.LanguageFile;
import io.boardstate.match.DisplayNames.Missing;
import io.boardstate.match.DisplayNames.Printed;
import io.boardstate.match.model.RulesetRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The names data: every id the engines know has an English name; what each rulebook language lacks, and why. */
class DisplayNamesDataTest {
    private static final RulesetRegistry REGISTRY = new RulesetRegistry();
    private static final DisplayNames NAMES = new DisplayNames(REGISTRY);

    /** Ids read straight from the engines' data files, not through the engine's names(). */
    private static Set<String> ids(String resource, String list) throws IOException {
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(resource)) {
            JsonNode root = new ObjectMapper().readTree(in);
            Set<String> out = new LinkedHashSet<>();
            root.get(list).forEach(n -> out.add(n.get("id").asText()));
            return out;
        }
    }

    private static Set<String> english(String ruleset, String kind) {
        Map<String, String> names = NAMES.of(ruleset, "en", kind);
        names.forEach((id, name) -> assertFalse(name == null || name.isBlank(), ruleset + " " + kind + " " + id));
        return names.keySet();
    }

    @Test
    void everyIdTheEnginesKnowHasAnEnglishName() throws IOException {
        for (String edition : List.of("base", "underground", "warcraft")) {
            String ruleset = edition.equals("base") ? "smallworld" : "smallworld-" + edition;
            assertEquals(ids("smallworld/" + edition + "/races.json", "races"), english(ruleset, "races"));
            assertEquals(ids("smallworld/" + edition + "/powers.json", "powers"), english(ruleset, "powers"));
        }
        Set<String> treasures = new LinkedHashSet<>(english("smallworld-underground", "places"));
        treasures.addAll(english("smallworld-underground", "relics"));
        assertEquals(ids("smallworld/underground/treasures.json", "treasures"), treasures);
        Set<String> relics = new LinkedHashSet<>(english("smallworld-warcraft", "artifacts"));
        relics.addAll(english("smallworld-warcraft", "places"));
        assertEquals(ids("smallworld/warcraft/pieces.json", "relics"), relics);
        assertEquals(ids("greatfire/board.json", "spaces"), english("great-fire-of-london-1666", "spaces"));
    }

    @Test
    void whatEachRulebookDoesNotName() {
        Map<String, Map<String, List<String>>> missing = new TreeMap<>();
        for (String ruleset :
                List.of("smallworld", "smallworld-underground", "smallworld-warcraft", "great-fire-of-london-1666"))
            for (String language : NAMES.languages(ruleset)) {
                var catalog = NAMES.catalog(ruleset, language).orElseThrow();
                Map<String, List<String>> lacking = new TreeMap<>();
                catalog.fallback().forEach((kind, ids) -> {
                    if (!ids.isEmpty()) lacking.put(kind, ids);
                });
                missing.put(ruleset + "/" + language, lacking);
            }
        // English is complete by definition; Underground and Warcraft print every name (their headings
        // survived the PDF), the Icelandic base rulebook prints every heading as "Icelandic (English)"
        assertEquals(Map.of(), missing.get("smallworld/en"));
        assertEquals(Map.of(), missing.get("smallworld/is"));
        assertEquals(Map.of(), missing.get("smallworld-underground/it"));
        assertEquals(Map.of(), missing.get("smallworld-warcraft/it"));
        // seed 004's race and power headings are pictures: Orcs only lower-case, Ratmen never, one power
        assertEquals(List.of("ORCS", "RATMEN"), missing.get("smallworld/it").get("races"));
        assertEquals(19, missing.get("smallworld/it").get("powers").size());
        assertFalse(missing.get("smallworld/it").get("powers").contains("DIPLOMAT"));
        // seed 002 prints 7 of London's 63 district and park names (the board is a picture)
        assertEquals(
                63 - 7,
                missing.get("great-fire-of-london-1666/it").get("spaces").size());
    }

    private static final Map<String, Map<String, String>> ENGLISH =
            Map.of("races", Map.of("ORCS", "Orcs", "ELVES", "Elves"));

    private static LanguageFile file(Map<String, Map<String, Printed>> names, List<Missing> missing) {
        return new LanguageFile("it", "test", names, missing);
    }

    @Test
    void aLanguageFileMustNameOrExplainEveryId() {
        Printed orchi = new Printed("Orchi", "004", 1);
        DisplayNames.Catalog ok = DisplayNames.localized(
                "t",
                "it",
                ENGLISH,
                file(Map.of("races", Map.of("ORCS", orchi)), List.of(new Missing("races", List.of("ELVES"), "why"))));
        assertEquals("Orchi", ok.names().get("races").get("ORCS"));
        assertEquals("Elves", ok.names().get("races").get("ELVES"));
        assertEquals(List.of("ELVES"), ok.fallback().get("races"));
        // neither named nor explained
        assertThrows(
                IllegalStateException.class,
                () -> DisplayNames.localized(
                        "t", "it", ENGLISH, file(Map.of("races", Map.of("ORCS", orchi)), List.of())));
        // an id the engine does not know
        assertThrows(
                IllegalStateException.class,
                () -> DisplayNames.localized(
                        "t",
                        "it",
                        ENGLISH,
                        file(Map.of("races", Map.of("ORCS", orchi, "ELVES", orchi, "DRAGONS", orchi)), List.of())));
        // missing without a reason
        assertThrows(
                IllegalStateException.class,
                () -> DisplayNames.localized(
                        "t",
                        "it",
                        ENGLISH,
                        file(
                                Map.of("races", Map.of("ORCS", orchi)),
                                List.of(new Missing("races", List.of("ELVES"), " ")))));
        // a name without its citation
        assertThrows(
                IllegalStateException.class,
                () -> DisplayNames.localized(
                        "t",
                        "it",
                        ENGLISH,
                        file(
                                Map.of("races", Map.of("ORCS", new Printed("Orchi", null, null))),
                                List.of(new Missing("races", List.of("ELVES"), "why")))));
        assertTrue(NAMES.languages("chess").isEmpty());
    }
}
