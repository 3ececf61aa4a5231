package io.boardstate.match.support;

import com.fasterxml.jackson.annotation.JsonAutoDetect.Visibility;
import com.fasterxml.jackson.annotation.PropertyAccessor;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import io.boardstate.engine.Command;
import io.boardstate.engine.Event;
import io.boardstate.engine.Required;
import io.boardstate.engine.Ruleset;
import java.lang.reflect.RecordComponent;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * JSON for one ruleset's commands, events and state, following the engine SPI's serialization
 * contract (fields, not getters; a {@code type} discriminator for commands). The one place where
 * engine objects become JSON and back.
 */
public final class EngineCodec<S, C extends Command, E extends Event> {
    /** Thrown when a command document is not a valid command of this ruleset. */
    public static final class MalformedCommandException extends RuntimeException {
        public MalformedCommandException(String message) {
            super(message);
        }
    }

    /** Strict: what comes in through the API (commands, options) refuses any unknown member. */
    public static final ObjectMapper MAPPER = newMapper();

    /**
     * For what this service stored itself (states, events): members it does not know are skipped,
     * so that a newer release may add an optional member during a rolling upgrade without this
     * release failing on its states and events (docs/adr/0004-stored-format-evolution.md). Nor does
     * it look for a member written twice: Jackson wrote these documents, and the search made a
     * state's read about a fifth slower (a 5 KB Warcraft state: 32-34 against 26-28 µs).
     */
    static final ObjectMapper STORED = newMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature(), false);

    private final Ruleset<S, C, E> ruleset;
    private final Map<Class<?>, String> commandNames = new HashMap<>();
    private final Map<String, Set<String>> siblingMembers;
    private final Map<Class<?>, String> eventNames = new HashMap<>();

    public EngineCodec(Ruleset<S, C, E> ruleset) {
        this(ruleset, Map.of());
    }

    /** {@code siblingMembers}: by command type, members of other editions' records read as absent when null. */
    public EngineCodec(Ruleset<S, C, E> ruleset, Map<String, Set<String>> siblingMembers) {
        this.siblingMembers = siblingMembers;
        this.ruleset = ruleset;
        ruleset.commandTypes().forEach((name, type) -> commandNames.put(type, name));
        ruleset.eventTypes().forEach((name, type) -> eventNames.put(type, name));
    }

    static ObjectMapper newMapper() {
        ObjectMapper mapper = new ObjectMapper();
        mapper.registerModule(new com.fasterxml.jackson.module.blackbird.BlackbirdModule());
        mapper.setVisibility(PropertyAccessor.ALL, Visibility.NONE);
        mapper.setVisibility(PropertyAccessor.FIELD, Visibility.ANY);
        mapper.setVisibility(PropertyAccessor.CREATOR, Visibility.ANY);
        mapper.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        StrictJson.configure(mapper); // commands are typed JSON: "4" is not 4, 4.0 is not 4, true is not 1
        mapper.configure(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS, true);
        mapper.configure(SerializationFeature.FAIL_ON_EMPTY_BEANS, false);
        return mapper;
    }

    /** This codec with its type parameters named, for code that holds it as {@code EngineCodec<?, ?, ?>}. */
    @SuppressWarnings("unchecked")
    public static <S, C extends Command, E extends Event> EngineCodec<S, C, E> typed(EngineCodec<?, ?, ?> codec) {
        return (EngineCodec<S, C, E>) codec;
    }

    public Ruleset<S, C, E> ruleset() {
        return ruleset;
    }

    public JsonNode commandToJson(C command) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("type", commandName(command));
        node.setAll((ObjectNode) MAPPER.valueToTree(command));
        return node;
    }

    public String commandName(C command) {
        String name = commandNames.get(command.getClass());
        if (name == null) throw new IllegalStateException("unregistered command class " + command.getClass());
        return name;
    }

    /** Reads a command document; anything but a well-formed registered command is malformed. */
    public C commandFromJson(JsonNode node) {
        if (node == null || !node.isObject()) throw new MalformedCommandException("A command must be a JSON object.");
        JsonNode typeNode = node.get("type");
        if (typeNode == null || !typeNode.isTextual()) {
            throw new MalformedCommandException(
                    "A command needs a string field 'type'; known types: " + commandNames.values());
        }
        Class<? extends C> type = ruleset.commandTypes().get(typeNode.asText());
        if (type == null) {
            throw new MalformedCommandException("Unknown command type '" + typeNode.asText() + "'; known types: "
                    + ruleset.commandTypes().keySet());
        }
        ObjectNode body = ((ObjectNode) node).deepCopy();
        body.remove("type");
        String name = typeNode.asText();
        RecordComponent[] components = type.getRecordComponents();
        if (components != null) {
            java.util.Set<String> known = new java.util.HashSet<>();
            for (RecordComponent c : components) known.add(c.getName());
            Set<String> siblings = siblingMembers.getOrDefault(name, Set.of());
            for (var it = body.fields(); it.hasNext(); ) {
                var member = it.next();
                String field = member.getKey();
                if (known.contains(field)) continue;
                // another edition's member of the family's one endTurn (say), sent as null: absent
                if (member.getValue().isNull() && siblings.contains(field)) it.remove();
                else
                    throw new MalformedCommandException("Command '" + name + "' has no field `" + field
                            + "`; its fields: " + JsonTerms.fields(type) + ".");
            }
            for (RecordComponent c : components) { // a missing number or boolean is not 0 or false
                JsonNode given = body.get(c.getName());
                boolean missing = c.getType().isPrimitive()
                        ? given == null
                        : required(c) && (given == null || given.isNull()); // a district, a relic: no null either
                if (missing) {
                    throw new MalformedCommandException("Command '" + name + "' needs the field `" + c.getName()
                            + "` (" + JsonTerms.jsonType(c.getType()) + "); its fields: " + JsonTerms.fields(type)
                            + ".");
                }
            }
        }
        try {
            return MAPPER.treeToValue(body, type);
        } catch (JsonProcessingException e) {
            throw new MalformedCommandException("Command '" + name + "': " + JsonTerms.describe(e) + " Its fields: "
                    + JsonTerms.fields(type) + ".");
        } catch (IllegalArgumentException e) {
            throw new MalformedCommandException(
                    "Command '" + name + "' does not fit its fields: " + JsonTerms.fields(type) + ".");
        }
    }

    /** A member a client must send ({@link Required}, or a number or boolean): as the contract lists it. */
    public static boolean required(RecordComponent c) {
        return c.getType().isPrimitive() || c.isAnnotationPresent(Required.class);
    }

    public String eventName(E event) {
        String name = eventNames.get(event.getClass());
        if (name == null) throw new IllegalStateException("unregistered event class " + event.getClass());
        return name;
    }

    public JsonNode eventPayload(E event) {
        return MAPPER.valueToTree(event);
    }

    public E eventFromJson(String name, JsonNode payload) {
        Class<? extends E> type = ruleset.eventTypes().get(name);
        if (type == null) throw new IllegalStateException("stored event of unknown type " + name);
        try {
            return STORED.treeToValue(payload, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored event " + name + " does not fit its class", e);
        }
    }

    public String stateToJson(S state) {
        try {
            return MAPPER.writeValueAsString(state);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("state of " + ruleset.info().id() + " is not serializable", e);
        }
    }

    public S stateFromJson(String json) {
        try {
            return STORED.readValue(json, ruleset.stateType());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("stored state of " + ruleset.info().id() + " does not fit its class", e);
        }
    }

    public JsonNode toTree(Object value) {
        return MAPPER.valueToTree(value);
    }

    /**
     * The value as engine JSON, written once and embedded as it is wherever the node is written
     * (cheaper than a tree for large views that are only sent). Its UTF-8 bytes are kept after the
     * first response, so a memoized view is copied, not encoded again, on every later read.
     */
    public JsonNode toRawJson(Object value) {
        try {
            return JsonNodeFactory.instance.rawValueNode(
                    new RawValue(new SerializedString(MAPPER.writeValueAsString(value))));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("view of " + ruleset.info().id() + " is not serializable", e);
        }
    }

    /** An event's payload as stored: engine JSON. */
    public String eventJson(E event) {
        try {
            return MAPPER.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("event of " + ruleset.info().id() + " is not serializable", e);
        }
    }
}
