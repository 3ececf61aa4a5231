package io.boardstate.docs;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A Markdown page as the link checks read it: its links outside code (inline, images and reference
 * definitions) and the anchors its headings get on GitHub.
 */
record MarkdownFile(Path path, List<String> lines) {
    private static final Pattern INLINE =
            Pattern.compile("!?\\[(?:[^\\[\\]]|\\[[^\\]]*\\])*\\]\\(\\s*(<[^>]*>|[^)\\s]+)");
    private static final Pattern DEFINITION = Pattern.compile("^\\s{0,3}\\[[^\\]]+\\]:\\s*(<[^>]*>|\\S+)");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?:(?!\\1).)+?\\1");
    private static final Pattern HEADING = Pattern.compile("^\\s{0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");

    static MarkdownFile read(Path path) {
        try {
            return new MarkdownFile(path, Files.readAllLines(path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** README.md and every page under docs/. */
    static List<MarkdownFile> documentation(Path root) {
        List<MarkdownFile> files = new ArrayList<>();
        files.add(read(root.resolve("README.md")));
        try (Stream<Path> docs = Files.walk(root.resolve("docs"))) {
            docs.filter(p -> p.toString().endsWith(".md"))
                    .sorted()
                    .map(MarkdownFile::read)
                    .forEach(files::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }

    /** A link target and the line it is on (1-based). */
    record Link(int line, String target) {}

    /** Every link target outside fenced code blocks and code spans. */
    List<Link> links() {
        List<Link> links = new ArrayList<>();
        List<String> prose = prose();
        for (int i = 0; i < prose.size(); i++) {
            String line = CODE_SPAN.matcher(prose.get(i)).replaceAll("");
            Matcher inline = INLINE.matcher(line);
            while (inline.find()) links.add(new Link(i + 1, unwrap(inline.group(1))));
            Matcher definition = DEFINITION.matcher(line);
            if (definition.find()) links.add(new Link(i + 1, unwrap(definition.group(1))));
        }
        return links;
    }

    /** The anchors of the headings, as GitHub makes them (a repeated one gets -1, -2, ...). */
    Set<String> anchors() {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : prose()) {
            Matcher heading = HEADING.matcher(line);
            if (!heading.matches()) continue;
            String slug = slug(heading.group(2));
            int n = seen.merge(slug, 1, Integer::sum) - 1;
            anchors.add(n == 0 ? slug : slug + "-" + n);
        }
        return anchors;
    }

    /** GitHub's heading anchor: link text kept, lower case, only letters, digits, '-', '_' and spaces, spaces as '-'. */
    static String slug(String heading) {
        String text = heading.replaceAll("!?\\[([^\\]]*)\\]\\([^)]*\\)", "$1").replace("`", "");
        StringBuilder slug = new StringBuilder();
        text.toLowerCase(java.util.Locale.ROOT).codePoints().forEach(c -> {
            if (Character.isLetterOrDigit(c) || c == '-' || c == '_') slug.appendCodePoint(c);
            else if (c == ' ') slug.append('-');
        });
        return slug.toString();
    }

    /** The lines with fenced code blocks blanked (line numbers stay). */
    private List<String> prose() {
        List<String> prose = new ArrayList<>(lines.size());
        String fence = null;
        for (String line : lines) {
            String trimmed = line.stripLeading();
            if (fence == null && (trimmed.startsWith("```") || trimmed.startsWith("~~~"))) {
                fence = trimmed.substring(0, 3);
                prose.add("");
            } else if (fence != null) {
                if (trimmed.startsWith(fence)) fence = null;
                prose.add("");
            } else {
                prose.add(line);
            }
        }
        return prose;
    }

    private static String unwrap(String target) {
        return target.startsWith("<") && target.endsWith(">") ? target.substring(1, target.length() - 1) : target;
    }
}
