package io.boardstate.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every rule citation in the code, the tests and the data resolves in {@code docs/rules/}, in the rule file of
 * the game it cites: labels, section numbers, rulebook lines and paths. The grammar is written down in
 * {@code docs/rules/README.md}; this test is its only reader, so the two change together.
 */
class RuleCitationsTest {
    private static final Path RULES = Path.of("docs", "rules");
    private static final List<Path> SOURCES = List.of(Path.of("src", "main"), Path.of("src", "test"));
    /** The specifications that used to live outside the repository; split so this file does not name them. */
    private static final String OLD_SPECS = "shared" + "/rules";

    private static final Pattern LABEL = Pattern.compile("\\b([RCKSDGX]-\\d+)([a-z])?\\b");
    private static final Pattern QUESTION = Pattern.compile("\\b([QID]\\d+)\\b");
    private static final Pattern SECTION =
            Pattern.compile("(?<![\\w.\\-/§])(\\d{1,2}\\.\\d{1,2}(?:\\.\\d{1,2})?)(?![\\w%/]|\\.\\d)");
    /** Great Fire: {@code §4.6}, {@code spec §4}, and the rulebook's own {@code seed §7.1}. */
    private static final Pattern MARKED_SECTION =
            Pattern.compile("(seed )?§ ?(\\d{1,2}(?:\\.\\d{1,2})*)(?![\\w.]*\\d)");

    /** Great Fire: the engine model's appendix sections, {@code spec A.6}, {@code Appendix A.1}. */
    private static final Pattern APPENDIX = Pattern.compile("(?:spec §?|Appendix |§ ?)([AB](?:\\.\\d+)?)\\b");

    private static final Pattern RULEBOOK_LINE =
            Pattern.compile("\\[(IT|IS|B|U|W) (\\d+)\\]|(?<![\\w\\[])(IT|IS) (\\d+)\\b");
    private static final Pattern SEED_LINE = Pattern.compile("(?<![\\w.])l\\.(\\d+)(?:-(\\d+))?");
    private static final Pattern DOC_PATH = Pattern.compile("docs/rules/([\\w.-]+)");
    private static final Pattern GAME_NAMED =
            Pattern.compile("\\b(base|Underground|Warcraft)\\b|docs/rules/([\\w-]+\\.md)");
    private static final Pattern JSON_PROSE =
            Pattern.compile("\"(?:source|note|description)\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    private static final Pattern HEADING =
            Pattern.compile("^#{1,6}\\s+(?:Appendix\\s+)?([A-Z]|\\d+)((?:\\.\\d+)*)\\.?\\s");
    private static final Pattern ROW = Pattern.compile("^\\|\\s*([A-Z]{1,2}-\\d+|[QID]\\d+)\\s*\\|(.*)$");
    private static final Pattern BOOK_ROW = Pattern.compile("^\\|\\s*seed §(\\d+(?:\\.\\d+)*)\\s*\\|");
    private static final Pattern SEED_ROW = Pattern.compile("^\\|\\s*(IT|IS|B|U|W|seed)\\s*\\|.*\\|\\s*(\\d+)\\s*\\|$");

    enum Game {
        BASE("smallworld.md"),
        UNDERGROUND("smallworld-underground.md"),
        WARCRAFT("smallworld-warcraft.md"),
        GREAT_FIRE("great-fire-of-london-1666.md");

        final String file;

        Game(String file) {
            this.file = file;
        }

        /** The game a file cites by default: its package or resource folder; the family core cites the base game. */
        static Game ofPath(String path) {
            if (path.contains("underground")) return UNDERGROUND;
            if (path.contains("warcraft")) return WARCRAFT;
            if (path.contains("greatfire") || path.contains("great-fire")) return GREAT_FIRE;
            return BASE;
        }

        static Game named(Matcher m) {
            if (m.group(2) != null) return ofPath(m.group(2));
            return switch (m.group(1)) {
                case "Underground" -> UNDERGROUND;
                case "Warcraft" -> WARCRAFT;
                default -> BASE;
            };
        }
    }

    /** What one game's rule file defines: heading numbers, labelled rows (with their text), rulebook sections. */
    record RuleFile(Set<String> sections, Map<String, String> rows, Set<String> bookSections) {
        static RuleFile read(Path file, List<String> problems) {
            Set<String> sections = new HashSet<>();
            Map<String, String> rows = new HashMap<>();
            Set<String> book = new HashSet<>();
            List<String> lines = lines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                String where = file + ":" + (i + 1);
                Matcher h = HEADING.matcher(line);
                if (h.find() && !sections.add(h.group(1) + h.group(2))) {
                    problems.add(where + ": section " + h.group(1) + h.group(2) + " is defined twice");
                }
                Matcher r = ROW.matcher(line);
                if (r.find() && rows.put(r.group(1), r.group(2)) != null) {
                    problems.add(where + ": " + r.group(1) + " is defined twice");
                }
                Matcher b = BOOK_ROW.matcher(line);
                if (b.find() && !book.add(b.group(1))) {
                    problems.add(where + ": rulebook section " + b.group(1) + " is listed twice");
                }
            }
            return new RuleFile(sections, rows, book);
        }
    }

    private final List<String> problems = new ArrayList<>();
    private final Map<String, Integer> checked = new TreeMap<>();
    private Map<Game, RuleFile> rules;
    private Map<String, Integer> seedLines;
    /** Whether the file being read is code, tests or data ({@code true}) or a rule file itself. */
    private boolean inSources;

    @Test
    void everyRuleCitationResolvesInDocsRules() throws IOException {
        rules = new EnumMap<>(Game.class);
        for (Game g : Game.values()) {
            rules.put(g, RuleFile.read(RULES.resolve(g.file), problems));
        }
        seedLines = seedLineCounts(RULES.resolve("README.md"));
        assertEquals(Set.of("IT", "IS", "B", "U", "W", "seed"), seedLines.keySet(), "the rulebook table of the README");

        List<Path> files = new ArrayList<>();
        for (Path root : SOURCES) {
            try (Stream<Path> walk = Files.walk(root)) {
                walk.filter(p -> p.toString().matches(".*\\.(java|json|md)$"))
                        .sorted()
                        .forEach(files::add);
            }
        }
        try (Stream<Path> docs = Files.list(RULES)) {
            docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(files::add);
        }
        files.forEach(this::scan);

        int inCode = checked.entrySet().stream()
                .filter(e -> e.getKey().startsWith("src"))
                .mapToInt(Map.Entry::getValue)
                .sum();
        System.out.println("Rule citations checked: " + inCode + " in src/main and src/test, " + checked);
        assertTrue(inCode > 1000, "suspiciously few citations found: " + checked);
        assertTrue(problems.isEmpty(), problems.size() + " unresolved rule citations:\n" + String.join("\n", problems));
    }

    private void scan(Path file) {
        String path = file.toString().replace('\\', '/');
        inSources = path.startsWith("src/");
        String text = read(file);
        boolean[] prose = path.endsWith(".java")
                ? javaProse(text)
                : path.endsWith(".json") ? jsonProse(text) : markdownProse(text);
        Game home = Game.ofPath(path);
        boolean gameOwned = path.contains("/games/")
                || path.contains("resources/smallworld/")
                || path.contains("resources/greatfire/")
                || path.startsWith(RULES.toString().replace('\\', '/') + "/") && !path.endsWith("README.md");
        int start = 0;
        String[] lines = text.split("\n", -1);
        for (int n = 0; n < lines.length; n++) {
            String where = path + ":" + (n + 1);
            boolean heading = path.endsWith(".md") && lines[n].startsWith("#");
            scanLine(lines[n], start, prose, home, gameOwned && !heading, where);
            start += lines[n].length() + 1;
        }
    }

    private void scanLine(String line, int offset, boolean[] prose, Game home, boolean gameOwned, String where) {
        if (line.contains(OLD_SPECS)) {
            problem(where, OLD_SPECS, "points outside the repository; cite docs/rules/ instead");
        }
        Matcher m = DOC_PATH.matcher(line);
        while (m.find()) {
            count("doc paths");
            if (!Files.isRegularFile(RULES.resolve(m.group(1))))
                problem(where, m.group(), "no such file in docs/rules");
        }
        m = LABEL.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            Game g = gameAt(line, m.start(), home);
            count("labels");
            String row = rules.get(g).rows().get(m.group(1));
            if (row == null) problem(where, m.group(), "no such entry in " + g.file);
            else if (m.group(2) != null && !row.contains("(" + m.group(2) + ")")) {
                problem(
                        where,
                        m.group(),
                        "entry " + m.group(1) + " of " + g.file + " has no item (" + m.group(2) + ")");
            }
        }
        if (home == Game.GREAT_FIRE) greatFireLine(line, offset, prose, gameOwned, where);
        else if (gameOwned) sectionsIn(line, offset, prose, home, where);
        m = RULEBOOK_LINE.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            String tag = m.group(1) != null ? m.group(1) : m.group(3);
            int number = Integer.parseInt(m.group(1) != null ? m.group(2) : m.group(4));
            count("rulebook lines");
            if (number < 1 || number > seedLines.get(tag))
                problem(where, m.group(), "the " + tag + " seed has " + seedLines.get(tag) + " lines");
        }
    }

    private void sectionsIn(String line, int offset, boolean[] prose, Game home, String where) {
        Matcher m = SECTION.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            Game g = gameAt(line, m.start(), home);
            count("sections");
            if (!rules.get(g).sections().contains(m.group(1)))
                problem(where, m.group(1), "no such section in " + g.file);
        }
    }

    /** Great Fire: {@code §} marks this documentation's sections, bare numbers the printed rulebook's. */
    private void greatFireLine(String line, int offset, boolean[] prose, boolean gameOwned, String where) {
        RuleFile fire = rules.get(Game.GREAT_FIRE);
        Matcher m = QUESTION.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            count("labels");
            if (!fire.rows().containsKey(m.group(1)))
                problem(where, m.group(1), "no such entry in " + Game.GREAT_FIRE.file);
        }
        m = SEED_LINE.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            count("rulebook lines");
            for (int group = 1; group <= 2; group++) {
                if (m.group(group) != null && Integer.parseInt(m.group(group)) > seedLines.get("seed")) {
                    problem(where, m.group(), "the Great Fire seed has " + seedLines.get("seed") + " lines");
                }
            }
        }
        if (!gameOwned) return;
        m = MARKED_SECTION.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            count("sections");
            boolean book = m.group(1) != null;
            Set<String> known = book ? fire.bookSections() : fire.sections();
            if (!known.contains(m.group(2))) {
                problem(
                        where,
                        m.group(),
                        book
                                ? "not a section of the rulebook (section 0)"
                                : "no such section in " + Game.GREAT_FIRE.file);
            }
        }
        m = APPENDIX.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            count("sections");
            if (!fire.sections().contains(m.group(1)))
                problem(where, m.group(), "no such section in " + Game.GREAT_FIRE.file);
        }
        m = SECTION.matcher(line);
        while (m.find()) {
            if (!prose[offset + m.start()]) continue;
            count("sections");
            if (!fire.bookSections().contains(m.group(1)))
                problem(where, m.group(1), "not a section of the rulebook (section 0)");
        }
    }

    /** The game a citation at {@code at} names: the nearest game word or rule file before it on the line. */
    private static Game gameAt(String line, int at, Game home) {
        if (home == Game.GREAT_FIRE) return home;
        Game g = home;
        Matcher m = GAME_NAMED.matcher(line);
        while (m.find() && m.start() < at) g = Game.named(m);
        return g;
    }

    private void count(String kind) {
        checked.merge((inSources ? "src " : "docs ") + kind, 1, Integer::sum);
    }

    private void problem(String where, String citation, String why) {
        problems.add(where + ": " + citation + ": " + why);
    }

    /** Characters inside comments and string literals (where rules are cited) of a Java source. */
    static boolean[] javaProse(String s) {
        boolean[] prose = new boolean[s.length() + 1];
        int i = 0;
        while (i < s.length()) {
            int end;
            if (s.startsWith("//", i)) end = to(s, s.indexOf('\n', i), 0);
            else if (s.startsWith("/*", i)) end = to(s, s.indexOf("*/", i + 2), 2);
            else if (s.startsWith("\"\"\"", i)) end = to(s, s.indexOf("\"\"\"", i + 3), 3);
            else if (s.charAt(i) == '"' || s.charAt(i) == '\'') end = literalEnd(s, i);
            else {
                i++;
                continue;
            }
            for (int k = i; k < end; k++) prose[k] = true;
            i = end;
        }
        return prose;
    }

    private static int to(String s, int found, int length) {
        return found < 0 ? s.length() : found + length;
    }

    private static int literalEnd(String s, int open) {
        int j = open + 1;
        while (j < s.length() && s.charAt(j) != s.charAt(open) && s.charAt(j) != '\n') j += s.charAt(j) == '\\' ? 2 : 1;
        return Math.min(j + 1, s.length());
    }

    /** The values of {@code source}, {@code note} and {@code description} members of a JSON file. */
    static boolean[] jsonProse(String s) {
        boolean[] prose = new boolean[s.length() + 1];
        Matcher m = JSON_PROSE.matcher(s);
        while (m.find()) {
            for (int k = m.start(1); k < m.end(1); k++) prose[k] = true;
        }
        return prose;
    }

    /** Everything of a Markdown file outside fenced code blocks. */
    static boolean[] markdownProse(String s) {
        boolean[] prose = new boolean[s.length() + 1];
        boolean fenced = false;
        int start = 0;
        for (String line : s.split("\n", -1)) {
            if (line.strip().startsWith("```")) fenced = !fenced;
            else if (!fenced) for (int k = start; k < start + line.length(); k++) prose[k] = true;
            start += line.length() + 1;
        }
        return prose;
    }

    private static Map<String, Integer> seedLineCounts(Path readme) {
        Map<String, Integer> counts = new HashMap<>();
        for (String line : lines(readme)) {
            Matcher m = SEED_ROW.matcher(line.strip());
            if (m.find()) counts.put(m.group(1), Integer.parseInt(m.group(2)));
        }
        return counts;
    }

    private static List<String> lines(Path file) {
        return List.of(read(file).split("\n", -1));
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException(
                    "cannot read " + file.toAbsolutePath().toString().toLowerCase(Locale.ROOT), e);
        }
    }
}
