package io.boardstate.match;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.match.model.RulesetRegistry;
import io.boardstate.match.support.EngineCodec;
import io.quarkus.runtime.Startup;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Display names of the pieces each game names by id (races, powers, places, districts...), in
 * English and in the languages of the rulebooks. English is the engine's own ({@code
 * Ruleset#names()}); every other language is a data file under {@code names/<ruleset>/<lang>.json}
 * that holds only names its rulebook prints, and says under {@code missing} which ids it does not
 * name and why: those stay English, so no name is ever made up. Checked when the service starts.
 */
@ApplicationScoped
@Startup // a broken names file stops the start, not the first request
public class DisplayNames {
    public static final String ENGLISH = "en";
    static final String DIRECTORY = "names/";

    /** One language's names for a ruleset: every id of every kind, and which are English by fallback. */
    public record Catalog(
            String language, Map<String, Map<String, String>> names, Map<String, List<String>> fallback) {}

    record Printed(String name, String seed, Integer line) {}

    record Missing(String kind, List<String> ids, String reason) {}

    record LanguageFile(
            String language, String source, Map<String, Map<String, Printed>> names, List<Missing> missing) {}

    record Index(String source, Map<String, List<String>> languages) {}

    /** By ruleset, by language (English first). */
    private final Map<String, Map<String, Catalog>> catalogs = new TreeMap<>();

    public DisplayNames(RulesetRegistry registry) {
        ObjectMapper json = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES);
        Index index = read(json, DIRECTORY + "index.json", Index.class);
        for (String ruleset : index.languages().keySet())
            if (registry.find(ruleset) == null)
                throw new IllegalStateException(DIRECTORY + "index.json names an unknown ruleset " + ruleset);
        for (EngineCodec<?, ?, ?> codec : registry.all()) {
            String ruleset = codec.ruleset().info().id();
            Map<String, Map<String, String>> english = codec.ruleset().names();
            checkEnglish(ruleset, english);
            Map<String, Catalog> byLanguage = new LinkedHashMap<>();
            Map<String, List<String>> none = new LinkedHashMap<>();
            english.keySet().forEach(kind -> none.put(kind, List.of()));
            byLanguage.put(ENGLISH, new Catalog(ENGLISH, english, none));
            for (String language : index.languages().getOrDefault(ruleset, List.of())) {
                String path = DIRECTORY + ruleset + "/" + language + ".json";
                byLanguage.put(language, localized(path, language, english, read(json, path, LanguageFile.class)));
            }
            catalogs.put(ruleset, byLanguage);
        }
    }

    /** The languages a ruleset's names come in, English first; empty for an unknown ruleset. */
    public List<String> languages(String ruleset) {
        Map<String, Catalog> byLanguage = catalogs.get(ruleset);
        return byLanguage == null ? List.of() : List.copyOf(byLanguage.keySet());
    }

    /** The names of a ruleset in one of its {@link #languages}; empty when it has no such catalog. */
    public Optional<Catalog> catalog(String ruleset, String language) {
        Map<String, Catalog> byLanguage = catalogs.get(ruleset);
        return byLanguage == null ? Optional.empty() : Optional.ofNullable(byLanguage.get(language));
    }

    /** The names of one kind (e.g. {@code spaces}) in a language; empty when the ruleset has none. */
    public Map<String, String> of(String ruleset, String language, String kind) {
        return catalog(ruleset, language)
                .map(c -> c.names().getOrDefault(kind, Map.of()))
                .orElse(Map.of());
    }

    private static void checkEnglish(String ruleset, Map<String, Map<String, String>> english) {
        english.forEach((kind, names) -> names.forEach((id, name) -> {
            if (name == null || name.isBlank())
                throw new IllegalStateException(ruleset + ": " + kind + " " + id + " has no English name");
        }));
    }

    /** Checks a language file against the engine's ids and fills in the English fallbacks. */
    static Catalog localized(
            String path, String language, Map<String, Map<String, String>> english, LanguageFile file) {
        if (!language.equals(file.language()))
            throw new IllegalStateException(path + ": says language " + file.language());
        if (file.source() == null || file.source().isBlank())
            throw new IllegalStateException(path + ": no source (which rulebook the names are from)");
        Map<String, Map<String, Printed>> printed = file.names() == null ? Map.of() : file.names();
        Map<String, Map<String, String>> reasons = new TreeMap<>();
        for (Missing m : file.missing() == null ? List.<Missing>of() : file.missing()) {
            if (m.reason() == null || m.reason().isBlank())
                throw new IllegalStateException(path + ": missing " + m.kind() + " without a reason");
            for (String id : m.ids())
                reasons.computeIfAbsent(m.kind(), k -> new TreeMap<>()).put(id, m.reason());
        }
        for (var kind : printed.entrySet())
            for (var e : kind.getValue().entrySet()) {
                if (!english.getOrDefault(kind.getKey(), Map.of()).containsKey(e.getKey()))
                    throw new IllegalStateException(path + ": unknown " + kind.getKey() + " " + e.getKey());
                Printed p = e.getValue();
                if (p.name() == null || p.name().isBlank() || p.seed() == null || p.line() == null)
                    throw new IllegalStateException(path + ": " + e.getKey() + " needs name, seed and line");
            }
        Map<String, Map<String, String>> names = new LinkedHashMap<>();
        Map<String, List<String>> fallback = new LinkedHashMap<>();
        english.forEach((kind, ids) -> {
            Map<String, String> out = new LinkedHashMap<>();
            List<String> english0 = new ArrayList<>();
            Map<String, Printed> own = printed.getOrDefault(kind, Map.of());
            Map<String, String> why = reasons.getOrDefault(kind, Map.of());
            ids.forEach((id, name) -> {
                boolean named = own.containsKey(id);
                if (named == why.containsKey(id))
                    throw new IllegalStateException(path + ": " + kind + " " + id
                            + (named ? " is both named and missing" : " is neither named nor listed as missing"));
                out.put(id, named ? own.get(id).name() : name);
                if (!named) english0.add(id);
            });
            names.put(kind, out);
            fallback.put(kind, List.copyOf(english0));
        });
        reasons.forEach((kind, why) -> why.keySet().forEach(id -> {
            if (!english.getOrDefault(kind, Map.of()).containsKey(id))
                throw new IllegalStateException(path + ": missing lists an unknown " + kind + " " + id);
        }));
        return new Catalog(language, names, fallback);
    }

    private static <T> T read(ObjectMapper json, String path, Class<T> type) {
        try (InputStream in = Thread.currentThread().getContextClassLoader().getResourceAsStream(path)) {
            if (in == null) throw new IllegalStateException("missing resource " + path);
            return json.readValue(in, type);
        } catch (IOException e) {
            throw new IllegalStateException(path + ": " + e.getMessage(), e);
        }
    }
}
