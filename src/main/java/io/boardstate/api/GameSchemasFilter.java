package io.boardstate.api;

import io.boardstate.engine.Ruleset;
import io.boardstate.match.EngineCodec;
import io.boardstate.match.RulesetRegistry;
import io.quarkus.smallrye.openapi.OpenApiFilter;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Discriminator;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * Puts every hosted game's commands and events into the contract, so SDK generators produce
 * typed classes: for a game with id {@code smallworld}, {@code SmallworldCommand} is a oneOf of
 * the command records discriminated by {@code type}, and {@code SmallworldEvent} lists the event
 * records by their stored type names. The schemas are derived from the engines' records, so they
 * cannot drift from what the service accepts. Only games shipped under io.boardstate.games are
 * published.
 */
@OpenApiFilter(OpenApiFilter.RunStage.RUNTIME_STARTUP)
public class GameSchemasFilter implements OASFilter {
    private static final String PUBLISHED_PACKAGE = "io.boardstate.games.";

    @Override
    public void filterOpenAPI(OpenAPI openAPI) {
        if (openAPI.getComponents() == null) openAPI.setComponents(OASFactory.createComponents());
        Components components = openAPI.getComponents();
        List<String> commandVariants = new ArrayList<>();
        Map<String, String> games = new TreeMap<>(); // ruleset id -> schema name prefix
        for (EngineCodec<?, ?, ?> codec : new RulesetRegistry().all()) {
            Ruleset<?, ?, ?> ruleset = codec.ruleset();
            if (!ruleset.getClass().getName().startsWith(PUBLISHED_PACKAGE)) continue;
            String prefix = pascal(ruleset.info().id());
            commandVariants.addAll(addUnion(
                    components,
                    prefix,
                    "Command",
                    "A command of " + ruleset.info().name() + ": POST it to /v1/matches/{matchId}/commands.",
                    ruleset.commandTypes(),
                    true));
            addUnion(
                    components,
                    prefix,
                    "Event",
                    "An event of " + ruleset.info().name()
                            + " as the event log shows it (`type` of the Event envelope, `data` this schema).",
                    ruleset.eventTypes(),
                    false);
            games.put(ruleset.info().id(), prefix);
        }
        ContractPolish.apply(openAPI, commandVariants, games);
    }

    /** Adds the game's union of {@code kind} and its variants; returns the variants' schema names. */
    private static List<String> addUnion(
            Components components,
            String prefix,
            String kind,
            String description,
            Map<String, ? extends Class<?>> types,
            boolean discriminated) {
        Schema union = OASFactory.createSchema().description(description);
        Discriminator discriminator = OASFactory.createDiscriminator().propertyName("type");
        List<String> variants = new ArrayList<>();
        for (Map.Entry<String, ? extends Class<?>> entry : new TreeMap<>(types).entrySet()) {
            String name = prefix + kind + pascal(entry.getKey());
            // what a viewer may not see, the service sends as null in event data: reference-typed values
            Schema schema = recordSchema(components, prefix, entry.getValue(), !discriminated);
            if (discriminated) {
                schema.addProperty(
                        "type",
                        OASFactory.createSchema()
                                .addType(SchemaType.STRING)
                                .addEnumeration(entry.getKey())
                                .description("Command type"));
                schema.addRequired("type");
                schema.additionalPropertiesBoolean(false); // the service refuses unknown fields (400 MALFORMED_COMMAND)
            } else {
                schema.description("Event type `" + entry.getKey() + "`");
            }
            components.addSchema(name, schema);
            variants.add(name);
            String ref = "#/components/schemas/" + name;
            // event data carry no `type` (the envelope does), so their schemas may overlap: anyOf
            if (discriminated) union.addOneOf(OASFactory.createSchema().ref(ref));
            else union.addAnyOf(OASFactory.createSchema().ref(ref));
            discriminator.addMapping(entry.getKey(), ref);
        }
        if (discriminated) union.discriminator(discriminator);
        components.addSchema(prefix + kind, union);
        return variants;
    }

    private static Schema recordSchema(Components components, String prefix, Class<?> type) {
        return recordSchema(components, prefix, type, false);
    }

    /**
     * A record's fields; with {@code hiding}, each reference-typed field and each item of a list
     * field may be null (event data redacted for a viewer: a hidden card, tile or score is null).
     */
    private static Schema recordSchema(Components components, String prefix, Class<?> type, boolean hiding) {
        Schema schema = OASFactory.createSchema().addType(SchemaType.OBJECT);
        if (type.isRecord()) {
            for (RecordComponent component : type.getRecordComponents()) {
                Schema field = schemaOf(components, prefix, component.getGenericType());
                if (hiding && !component.getType().isPrimitive()) {
                    if (field.getItems() != null) field.items(nullable(field.getItems()));
                    field = nullable(field);
                }
                schema.addProperty(component.getName(), field);
                if (component.getType().isPrimitive()) schema.addRequired(component.getName());
            }
        }
        return schema;
    }

    /** The schema, or null (OpenAPI 3.1: a `null` type, or a union with it for a reference or an enum). */
    static Schema nullable(Schema schema) {
        if (schema.getRef() != null || schema.getEnumeration() != null) // an enum's list would refuse null
        return OASFactory.createSchema()
                    .addAnyOf(schema)
                    .addAnyOf(OASFactory.createSchema().addType(SchemaType.NULL));
        if (schema.getType() == null || schema.getType().isEmpty()) return schema; // any JSON value, null included
        return schema.addType(SchemaType.NULL);
    }

    private static Schema schemaOf(Components components, String prefix, Type type) {
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            Type[] args = p.getActualTypeArguments();
            if (List.class.isAssignableFrom(raw) || java.util.Set.class.isAssignableFrom(raw)) {
                return OASFactory.createSchema().addType(SchemaType.ARRAY).items(schemaOf(components, prefix, args[0]));
            }
            if (Map.class.isAssignableFrom(raw)) {
                return OASFactory.createSchema()
                        .addType(SchemaType.OBJECT)
                        .additionalPropertiesSchema(schemaOf(components, prefix, args[1]));
            }
            return OASFactory.createSchema();
        }
        if (!(type instanceof Class<?> c)) return OASFactory.createSchema();
        if (c == int.class || c == Integer.class || c == short.class || c == Short.class)
            return OASFactory.createSchema().addType(SchemaType.INTEGER).format("int32");
        if (c == long.class || c == Long.class)
            return OASFactory.createSchema().addType(SchemaType.INTEGER).format("int64");
        if (c == double.class || c == Double.class || c == float.class || c == Float.class)
            return OASFactory.createSchema().addType(SchemaType.NUMBER);
        if (c == boolean.class || c == Boolean.class)
            return OASFactory.createSchema().addType(SchemaType.BOOLEAN);
        if (c == String.class) return OASFactory.createSchema().addType(SchemaType.STRING);
        if (c.isEnum()) {
            Schema schema = OASFactory.createSchema().addType(SchemaType.STRING);
            Arrays.stream(c.getEnumConstants()).forEach(constant -> schema.addEnumeration(((Enum<?>) constant).name()));
            return schema;
        }
        if (c.isArray())
            return OASFactory.createSchema()
                    .addType(SchemaType.ARRAY)
                    .items(schemaOf(components, prefix, c.getComponentType()));
        if (c.isRecord()) {
            String name = prefix + c.getSimpleName();
            if (components.getSchemas() == null || !components.getSchemas().containsKey(name)) {
                components.addSchema(name, OASFactory.createSchema()); // placeholder against recursion
                components.addSchema(name, recordSchema(components, prefix, c));
            }
            return OASFactory.createSchema().ref("#/components/schemas/" + name);
        }
        return OASFactory.createSchema().description("Any JSON value");
    }

    static String pascal(String id) {
        List<String> parts = new ArrayList<>(Arrays.asList(id.split("[^A-Za-z0-9]+")));
        StringBuilder sb = new StringBuilder();
        for (String part : parts) {
            if (part.isEmpty()) continue;
            sb.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
        }
        return sb.toString();
    }
}
