package io.boardstate.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The documentation is a map that holds together: README.md stays short, and every link in it and
 * in docs/ is relative, stays inside the repository and reaches an existing file (and heading).
 */
class DocsLinksTest {
    private static final Path ROOT = Path.of("").toAbsolutePath();
    private static final int README_MAX_LINES = 200;
    private static final Pattern SCHEME = Pattern.compile("^[a-zA-Z][a-zA-Z0-9+.-]*:.*");
    private static final Pattern THIS_MACHINE =
            Pattern.compile("^(?i)(file:.*|[a-z]+://(localhost|127\\.0\\.0\\.1|0\\.0\\.0\\.0|\\[::1\\])([:/].*)?)$");

    @Test
    void theReadmeIsShort() {
        int lines = MarkdownFile.read(ROOT.resolve("README.md")).lines().size();
        assertTrue(lines <= README_MAX_LINES, "README.md has " + lines + " lines, at most " + README_MAX_LINES);
    }

    @Test
    void theReadmeKeepsTheRunAndTestCommands() {
        List<String> readme = MarkdownFile.read(ROOT.resolve("README.md")).lines();
        assertEquals(List.of("./mvnw -Pembedded quarkus:dev"), bashBlocks(readme, "## Run it"));
        assertEquals(List.of("./mvnw -B verify"), bashBlocks(readme, "## Test it"));
    }

    @Test
    void everyLinkIsRelativeAndResolves() {
        List<String> broken = new ArrayList<>();
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<MarkdownFile> pages = MarkdownFile.documentation(ROOT);
        assertTrue(pages.size() > 10, "the documentation is found: " + pages.size() + " pages");
        for (MarkdownFile page : pages) {
            for (MarkdownFile.Link link : page.links()) {
                String problem = problem(page.path(), link.target(), anchors);
                if (problem != null)
                    broken.add(ROOT.relativize(page.path()) + ":" + link.line() + " " + link.target() + ": " + problem);
            }
        }
        assertEquals(List.of(), broken, "broken links");
    }

    @Test
    void theCheckerFindsWhatItMustFind() throws Exception {
        Path page = Files.createTempDirectory(ROOT.resolve("target"), "docs").resolve("page.md");
        Files.writeString(
                page,
                String.join(
                        "\n",
                        "# A page",
                        "## Run `it`: now",
                        "[ok](#run-it-now) [missing](missing.md) [absolute](/etc/hosts)",
                        "[here](http://localhost:8080/q) [file](file:///tmp/x) [bad anchor](#nowhere)",
                        "`[in code](nowhere.md)` [out](../../../../outside.md)",
                        "```",
                        "[in a fence](nowhere.md)",
                        "```",
                        "[web](https://example.com/x)",
                        "[def]: other.md"));
        Map<Path, Set<String>> anchors = new HashMap<>();
        List<String> found = new ArrayList<>();
        for (MarkdownFile.Link link : MarkdownFile.read(page).links())
            if (problem(page, link.target(), anchors) != null) found.add(link.target());
        assertEquals(
                List.of(
                        "missing.md",
                        "/etc/hosts",
                        "http://localhost:8080/q",
                        "file:///tmp/x",
                        "#nowhere",
                        "../../../../outside.md",
                        "other.md"),
                found);
        assertEquals(Set.of("a-page", "run-it-now"), MarkdownFile.read(page).anchors());
    }

    /** Why a link is broken, or null. */
    private static String problem(Path page, String target, Map<Path, Set<String>> anchors) {
        if (THIS_MACHINE.matcher(target).matches()) return "an absolute link to this machine";
        if (SCHEME.matcher(target).matches()) return null; // the web: not checked here
        if (target.startsWith("/")) return "an absolute path: links are relative";
        int hash = target.indexOf('#');
        String file = URLDecoder.decode(hash < 0 ? target : target.substring(0, hash), StandardCharsets.UTF_8);
        String anchor = hash < 0 ? null : target.substring(hash + 1);
        Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
        if (!resolved.startsWith(ROOT)) return "outside the repository";
        if (!Files.exists(resolved)) return "no such file";
        if (anchor == null || anchor.isEmpty()) return null;
        if (!resolved.toString().endsWith(".md")) return "an anchor into a file that is not Markdown";
        Set<String> known =
                anchors.computeIfAbsent(resolved, p -> MarkdownFile.read(p).anchors());
        return known.contains(anchor) ? null : "no heading with anchor #" + anchor;
    }

    /** The contents of the ```bash blocks of one section. */
    private static List<String> bashBlocks(List<String> lines, String heading) {
        int start = lines.indexOf(heading);
        assertFalse(start < 0, "README has " + heading);
        List<String> blocks = new ArrayList<>();
        StringBuilder block = null;
        for (int i = start + 1; i < lines.size() && !lines.get(i).startsWith("## "); i++) {
            String line = lines.get(i);
            if (block == null && line.equals("```bash")) block = new StringBuilder();
            else if (block != null && line.equals("```")) {
                blocks.add(block.toString().strip());
                block = null;
            } else if (block != null) block.append(line).append('\n');
        }
        return blocks;
    }
}
