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
        for (Ruleset<?, ?, ?> ruleset :
                ServiceLoader.load(Ruleset.class, Thread.currentThread().getContextClassLoader())) {
            String id = ruleset.info().id();
            if (codecs.containsKey(id)) throw new IllegalStateException("two rulesets share the id " + id);
            for (String type : ruleset.eventTypes().keySet())
                if (SystemEvents.is(type))
                    throw new IllegalStateException(id + " uses the service's event name " + type);
            codecs.put(id, new EngineCodec<>(ruleset));
        }
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
                if (!value.isIntegralNumber() || !value.canConvertToInt())
                    throw invalidOption(spec.name(), "Option '" + spec.name() + "' must be an integer.");
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
