package io.boardstate.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The run commands as the documentation gives them, read from the Markdown itself so that the tests
 * run what a reader would type and the two cannot drift apart.
 */
final class DocCommands {
    private DocCommands() {}

    /** The README's run command: the one line of the ```bash block under "## Run it". */
    static String readmeRunCommand(Path readme) throws IOException {
        List<String> block = bashBlock(readme, "## Run it");
        if (block.size() != 1)
            throw new AssertionError(readme + ": the bash block under \"## Run it\" must hold one command: " + block);
        return block.get(0);
    }

    /** The line starting with {@code prefix} in the ```bash block under {@code heading}. */
    static String command(Path doc, String heading, String prefix) throws IOException {
        List<String> matching = bashBlock(doc, heading).stream()
                .filter(line -> line.startsWith(prefix))
                .toList();
        if (matching.size() != 1)
            throw new AssertionError(
                    doc + ": the bash block under \"" + heading + "\" must hold one line starting with " + prefix);
        return matching.get(0);
    }

    /** The non-blank, non-comment lines of the first ```bash block of the section {@code heading}. */
    static List<String> bashBlock(Path doc, String heading) throws IOException {
        List<String> lines = Files.readAllLines(doc);
        int at = lines.indexOf(heading);
        if (at < 0) throw new AssertionError(doc + " has no heading \"" + heading + "\"");
        for (int i = at + 1; i < lines.size(); i++) {
            String line = lines.get(i);
            if (headingLevel(line) <= headingLevel(heading)) break; // the section ended
            if (!line.strip().equals("```bash")) continue;
            List<String> block = new ArrayList<>();
            for (int j = i + 1; j < lines.size() && !lines.get(j).strip().equals("```"); j++) {
                String command = lines.get(j).strip();
                if (!command.isEmpty() && !command.startsWith("#")) block.add(command);
            }
            return block;
        }
        throw new AssertionError(doc + ": no ```bash block under \"" + heading + "\"");
    }

    /** 2 for "## x"; no heading is deeper than every heading. */
    private static int headingLevel(String line) {
        int level = 0;
        while (level < line.length() && line.charAt(level) == '#') level++;
        return level < line.length() && line.charAt(level) == ' ' ? level : Integer.MAX_VALUE;
    }
}
