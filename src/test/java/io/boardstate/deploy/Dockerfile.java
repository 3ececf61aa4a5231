package io.boardstate.deploy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** docker/Dockerfile read into its stages and instructions (continuation lines joined). */
record Dockerfile(List<Stage> stages) {
    static final Path PATH = Path.of("docker/Dockerfile");

    record Instruction(String keyword, String arguments) {}

    record Stage(String name, String image, List<Instruction> instructions) {
        List<String> all(String keyword) {
            return instructions.stream()
                    .filter(i -> i.keyword().equals(keyword))
                    .map(Instruction::arguments)
                    .toList();
        }

        String last(String keyword) {
            List<String> values = all(keyword);
            if (values.isEmpty()) throw new AssertionError("stage " + name + " has no " + keyword);
            return values.get(values.size() - 1);
        }
    }

    static Dockerfile read() throws IOException {
        List<Stage> stages = new ArrayList<>();
        String logical = "";
        for (String line : Files.readAllLines(PATH)) {
            if (line.strip().startsWith("#")) continue;
            logical += line.strip();
            if (logical.endsWith("\\")) {
                logical = logical.substring(0, logical.length() - 1) + " ";
                continue;
            }
            if (!logical.isBlank()) {
                String[] parts = logical.split("\\s+", 2);
                String keyword = parts[0].toUpperCase();
                String arguments = parts.length > 1 ? parts[1] : "";
                if (keyword.equals("FROM")) {
                    String[] from = arguments.split("\\s+");
                    String name = from.length >= 3 && from[1].equalsIgnoreCase("AS") ? from[2] : "#" + stages.size();
                    stages.add(new Stage(name, from[0], new ArrayList<>()));
                } else {
                    stages.get(stages.size() - 1).instructions().add(new Instruction(keyword, arguments));
                }
            }
            logical = "";
        }
        return new Dockerfile(stages);
    }

    Stage stage(String name) {
        return stages.stream()
                .filter(s -> s.name().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no stage " + name));
    }

    Stage runtime() {
        return stages.get(stages.size() - 1);
    }

    /** COPY --from=stage sources of the runtime stage, with their destinations. */
    List<String[]> copiesFrom(String stage) {
        List<String[]> copies = new ArrayList<>();
        for (String copy : runtime().all("COPY")) {
            List<String> words = new ArrayList<>(List.of(copy.split("\\s+")));
            if (!words.remove("--from=" + stage)) continue;
            words.removeIf(w -> w.startsWith("--"));
            String destination = words.remove(words.size() - 1);
            for (String source : words) copies.add(new String[] {source, destination});
        }
        return copies;
    }
}
