package io.boardstate.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every game the service registers has its page in docs/games/ named by its ruleset id, and the
 * page's options table names every option the ruleset declares (with its default).
 */
class GamePagesTest {
    private static final Path SERVICES = Path.of("src/main/resources/META-INF/services/io.boardstate.engine.Ruleset");

    @Test
    void everyRegisteredGameHasAPageListingItsOptions() throws Exception {
        List<String> missing = new ArrayList<>();
        List<String> classes = Files.readAllLines(SERVICES).stream()
                .map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .toList();
        assertFalse(classes.isEmpty());
        for (String name : classes) {
            RulesetInfo info = ((Ruleset<?, ?, ?>)
                            Class.forName(name).getDeclaredConstructor().newInstance())
                    .info();
            Path page = Path.of("docs/games", info.id() + ".md");
            assertTrue(Files.exists(page), info.id() + " has no page " + page);
            List<String> lines = Files.readAllLines(page);
            for (OptionSpec option : info.options()) {
                String row = lines.stream()
                        .filter(l -> l.startsWith("| `" + option.name() + "` |"))
                        .findFirst()
                        .orElse(null);
                if (row == null) missing.add(page + ": option " + option.name());
                else if (!row.contains("| `" + option.defaultValue() + "` |"))
                    missing.add(page + ": default of " + option.name() + " is " + option.defaultValue());
            }
        }
        assertEquals(List.of(), missing);
    }
}
