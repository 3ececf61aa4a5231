package io.boardstate.api.openapi;

import com.fasterxml.jackson.annotation.JsonPropertyDescription;
import io.boardstate.engine.GenericType;
import io.boardstate.match.support.EngineCodec;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * JSON schemas of the engines' records, as the engine codec writes them (fields, not getters). A
 * nested record becomes a component named {@code <prefix><SimpleName>}. A reference-typed field
 * not marked {@code Required} may be null (the codec reads null for it; what a viewer may not see
 * is written as null). Two uses: what the service reads (commands: the primitives and {@code
 * Required} members are required) and what it writes (events, views: every field is present, and
 * nothing else is ever added). A component's {@link JsonPropertyDescription} becomes its
 * description.
 */
final class RecordSchemas {
    enum Use {
        READ,
        WRITTEN
    }

    private final Components components;
    private final String prefix;
    private final Use use;

    RecordSchemas(Components components, String prefix, Use use) {
        this.components = components;
        this.prefix = prefix;
        this.use = use;
    }

    /** The object schema of a record (or a {@link ParameterizedType} of one, its type variables resolved). */
    Schema record(Type type) {
        Class<?> raw = raw(type);
        Map<String, Type> bound = bindings(type);
        Schema schema = OASFactory.createSchema().addType(SchemaType.OBJECT);
        if (raw == null || !raw.isRecord()) return schema;
        for (RecordComponent component : raw.getRecordComponents()) {
            boolean required = EngineCodec.required(component); // a number, a boolean, or marked Required
            Schema field = of(resolve(component.getGenericType(), bound));
            if (!required) { // the codec reads and writes null for it (a legal command's unused option)
                // a viewer may be denied single elements of what the service writes; a command's lists hold no null
                if (field.getItems() != null && use == Use.WRITTEN) field.items(nullable(field.getItems()));
                field = nullable(field);
            }
            JsonPropertyDescription described = component.getAccessor().getAnnotation(JsonPropertyDescription.class);
            if (described != null) field.description(described.value());
            schema.addProperty(component.getName(), field);
            if (required || use == Use.WRITTEN) schema.addRequired(component.getName());
        }
        // the codec writes a record's components and nothing else
        if (use == Use.WRITTEN) schema.additionalPropertiesBoolean(false);
        return schema;
    }

    /** The schema, or null (OpenAPI 3.1: a `null` type, or a union with it for a reference or an enum). */
    static Schema nullable(Schema schema) {
        if (schema.getRef() != null || schema.getEnumeration() != null) // an enum's list would refuse null
        return OASFactory.createSchema()
                    .addAnyOf(schema)
                    .addAnyOf(OASFactory.createSchema().addType(SchemaType.NULL));
        if (schema.getType() == null || schema.getType().isEmpty()) return schema; // any JSON value, null included
        if (schema.getType().contains(SchemaType.NULL)) return schema;
        return schema.addType(SchemaType.NULL);
    }

    Schema of(Type type) {
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            Type[] args = p.getActualTypeArguments();
            if (List.class.isAssignableFrom(raw) || java.util.Set.class.isAssignableFrom(raw))
                return OASFactory.createSchema().addType(SchemaType.ARRAY).items(element(args[0]));
            if (Map.class.isAssignableFrom(raw))
                return OASFactory.createSchema()
                        .addType(SchemaType.OBJECT)
                        .additionalPropertiesSchema(mapValue(args[1]));
            if (raw.isRecord()) return named(raw.getSimpleName(), type);
            return OASFactory.createSchema();
        }
        if (!(type instanceof Class<?> c)) return OASFactory.createSchema().description("Any JSON value");
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
            return OASFactory.createSchema().addType(SchemaType.ARRAY).items(element(c.getComponentType()));
        if (c.isRecord()) return named(c.getSimpleName(), c);
        return OASFactory.createSchema().description("Any JSON value");
    }

    /**
     * An array's elements: an enum's as a named enum schema, since a generator makes a class of it
     * (Python's SDK checks an inline enum's items with a validator that handles neither null nor a
     * nested list), else the element's own schema.
     */
    private Schema element(Type type) {
        if (!(type instanceof Class<?> c) || !c.isEnum()) return of(type);
        String name = prefix + c.getSimpleName();
        if (components.getSchemas() == null || !components.getSchemas().containsKey(name))
            components.addSchema(name, of(c));
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }

    /**
     * A map's values; a list of enum values there holds strings with the enum's names as a pattern:
     * Python's SDK reads neither an inline enum nor an enum class inside a map's lists.
     */
    private Schema mapValue(Type type) {
        if (type instanceof ParameterizedType p
                && p.getRawType() instanceof Class<?> raw
                && List.class.isAssignableFrom(raw)
                && p.getActualTypeArguments()[0] instanceof Class<?> c
                && c.isEnum()) {
            List<String> names = Arrays.stream(c.getEnumConstants())
                    .map(constant -> ((Enum<?>) constant).name())
                    .toList();
            return OASFactory.createSchema()
                    .addType(SchemaType.ARRAY)
                    .items(OASFactory.createSchema()
                            .addType(SchemaType.STRING)
                            .pattern("^(" + String.join("|", names) + ")$")
                            .description("One of " + String.join(", ", names)));
        }
        return of(type);
    }

    /** A reference to the record's component, added once (a placeholder first, against recursion). */
    Schema named(String simpleName, Type type) {
        String name = prefix + simpleName;
        if (components.getSchemas() == null || !components.getSchemas().containsKey(name)) {
            components.addSchema(name, OASFactory.createSchema());
            components.addSchema(name, record(type));
        }
        return OASFactory.createSchema().ref("#/components/schemas/" + name);
    }

    private static Class<?> raw(Type type) {
        if (type instanceof Class<?> c) return c;
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> c) return c;
        return null;
    }

    private static Map<String, Type> bindings(Type type) {
        Map<String, Type> bound = new HashMap<>();
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw) {
            TypeVariable<?>[] variables = raw.getTypeParameters();
            for (int i = 0; i < variables.length; i++) bound.put(variables[i].getName(), p.getActualTypeArguments()[i]);
        }
        return bound;
    }

    /** The type with the record's type variables replaced by their arguments. */
    private static Type resolve(Type type, Map<String, Type> bound) {
        if (type instanceof TypeVariable<?> v) return bound.getOrDefault(v.getName(), Object.class);
        if (type instanceof ParameterizedType p && p.getRawType() instanceof Class<?> raw && !bound.isEmpty()) {
            Type[] args = p.getActualTypeArguments().clone();
            for (int i = 0; i < args.length; i++) args[i] = resolve(args[i], bound);
            return new GenericType(raw, args);
        }
        return type;
    }
}
