package io.boardstate.match.model;

import com.fasterxml.jackson.databind.JsonNode;
import io.boardstate.engine.OptionSpec;
import io.boardstate.engine.RuleViolation;
import io.boardstate.engine.Ruleset;
import io.boardstate.engine.RulesetInfo;
import io.boardstate.match.support.EngineCodec;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Collection;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.TreeMap;

/**
 * The games this service hosts: every {@link Ruleset} registered in {@code
 * META-INF/services/io.boardstate.engine.Ruleset}, each with its JSON codec.
 */
@ApplicationScoped
public class RulesetRegistry {
    private final Map<String, EngineCodec<?, ?, ?>> codecs = new TreeMap<>();

    public RulesetRegistry() {
        java.util.List<Ruleset<?, ?, ?>> rulesets = new java.util.ArrayList<>();
        for (Ruleset<?, ?, ?> ruleset :
                ServiceLoader.load(Ruleset.class, Thread.currentThread().getContextClassLoader())) {
            String id = ruleset.info().id();
            if (rulesets.stream().anyMatch(r -> r.info().id().equals(id)))
                throw new IllegalStateException("two rulesets share the id " + id);
            for (String type : ruleset.eventTypes().keySet())
                if (SystemEvents.is(type))
                    throw new IllegalStateException(id + " uses the service's event name " + type);
            rulesets.add(ruleset);
        }
        for (Ruleset<?, ?, ?> ruleset : rulesets)
            codecs.put(ruleset.info().id(), new EngineCodec<>(ruleset, siblingMembers(ruleset, rulesets)));
    }

    /**
     * The game family a ruleset belongs to: the package under {@code io.boardstate.games} its class
     * is in (Small World's editions are one family), else its own id.
     */
    public static String family(Ruleset<?, ?, ?> ruleset) {
        String type = ruleset.getClass().getName();
        String root = "io.boardstate.games.";
        if (!type.startsWith(root)) return ruleset.info().id();
        int end = type.indexOf('.', root.length());
        return end < 0 ? ruleset.info().id() : type.substring(root.length(), end);
    }

    /**
     * By command type, the members the other editions of the ruleset's family read for a command of
     * that type and the ruleset does not: the contract has one schema per command type, so a client
     * may send such a member as null (read as absent); a value in it is still refused.
     */
    private static Map<String, java.util.Set<String>> siblingMembers(
            Ruleset<?, ?, ?> ruleset, java.util.List<Ruleset<?, ?, ?>> all) {
        Map<String, java.util.Set<String>> out = new TreeMap<>();
        for (Ruleset<?, ?, ?> other : all) {
            if (other == ruleset || !family(other).equals(family(ruleset))) continue;
            other.commandTypes().forEach((type, record) -> {
                Class<?> own = ruleset.commandTypes().get(type);
                if (own == null || own == record || record.getRecordComponents() == null) return;
                java.util.Set<String> mine = new java.util.HashSet<>();
                if (own.getRecordComponents() != null) for (var c : own.getRecordComponents()) mine.add(c.getName());
                for (var c : record.getRecordComponents())
                    if (!mine.contains(c.getName()))
                        out.computeIfAbsent(type, k -> new java.util.TreeSet<>())
                                .add(c.getName());
            });
        }
        return out;
    }

    public Collection<EngineCodec<?, ?, ?>> all() {
        return codecs.values();
    }

    /** The ruleset's codec, or null when there is none with this id. */
    public EngineCodec<?, ?, ?> find(String id) {
        return id == null ? null : codecs.get(id);
    }

    /** The ruleset's codec; a ruleset this build does not have is an UnknownRuleset failure. */
    public EngineCodec<?, ?, ?> known(String id) {
        EngineCodec<?, ?, ?> codec = find(id);
        if (codec == null) throw new MatchFailure.UnknownRuleset(id);
        return codec;
    }

    public EngineCodec<?, ?, ?> require(String id) {
        EngineCodec<?, ?, ?> codec = find(id);
        if (codec == null)
            throw new IllegalStateException("stored match uses ruleset " + id + ", which this build does not have");
        return codec;
    }

    /**
     * Checks requested options against the ruleset's declarations and fills in the defaults. Unknown
     * names and wrong types are refused with INVALID_OPTION.
     */
    public static Map<String, Object> resolveOptions(RulesetInfo info, JsonNode requested) {
        Map<String, Object> resolved = new LinkedHashMap<>();
        Map<String, OptionSpec> specs = new LinkedHashMap<>();
        for (OptionSpec spec : info.options()) specs.put(spec.name(), spec);
        if (requested != null && !requested.isNull()) {
            if (!requested.isObject()) throw invalidOption(null, "'options' must be a JSON object.");
            Iterator<Map.Entry<String, JsonNode>> fields = requested.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                OptionSpec spec = specs.get(field.getKey());
                if (spec == null) {
                    throw invalidOption(
                            field.getKey(),
                            "Unknown option '" + field.getKey() + "' for " + info.id() + "; known options: "
                                    + specs.keySet());
                }
                resolved.put(spec.name(), read(spec, field.getValue()));
            }
        }
        for (OptionSpec spec : info.options()) resolved.putIfAbsent(spec.name(), spec.defaultValue());
        return resolved;
    }

    private static Object read(OptionSpec spec, JsonNode value) {
        switch (spec.type()) {
            case "boolean" -> {
                if (!value.isBoolean())
                    throw invalidOption(spec.name(), "Option '" + spec.name() + "' must be true or false.");
                return value.booleanValue();
            }
            case "integer" -> {
                if (!value.isIntegralNumber() || !value.canConvertToInt() || !spec.inRange(value.intValue()))
                    throw invalidOption(
                            spec.name(),
                            "Option '" + spec.name() + "' must be an integer from " + spec.minimum() + " to "
                                    + spec.maximum() + ".");
                return value.intValue();
            }
            case "string" -> {
                if (!value.isTextual())
                    throw invalidOption(spec.name(), "Option '" + spec.name() + "' must be a string.");
                if (!spec.allowed().isEmpty() && !spec.allowed().contains(value.textValue())) {
                    throw invalidOption(
                            spec.name(), "Option '" + spec.name() + "' must be one of " + spec.allowed() + ".");
                }
                return value.textValue();
            }
            default -> throw new IllegalStateException("option type " + spec.type() + " of " + spec.name());
        }
    }

    private static MatchFailure invalidOption(String option, String detail) {
        return new MatchFailure.InvalidSetup(
                option == null
                        ? new RuleViolation(RuleViolation.INVALID_OPTION, detail, Map.of())
                        : RuleViolation.invalidOption(option, detail));
    }
}
