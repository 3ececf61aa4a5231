package io.boardstate.games;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * Reads the games' data files (boards, races, powers, cards) with Jackson, strictly: duplicate
 * keys, unknown fields, trailing content, numbers for enums and nulls for primitives are errors.
 * Failures become the caller's exception with a message that names the file, the JSON path and
 * the line, never a Java class name, so that whoever edits a data file knows what to fix.
 */
public final class DataFiles {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS) // "3" is not 3, "yes" is not true
            .withCoercionConfig(LogicalType.Textual, c -> c.setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail)) // 1 is not "1"
            .build();

    private DataFiles() {}

    /**
     * Parses {@code json} into {@code type} (a record, or {@code Object.class} for plain maps and
     * lists); {@code failure} turns a clean message into the caller's exception.
     */
    public static <T, X extends RuntimeException> T read(
            String json, Class<T> type, String origin, Function<String, X> failure) {
        try {
            return MAPPER.readValue(json, type);
        } catch (JsonProcessingException e) {
            throw failure.apply(origin + ": " + describe(e));
        }
    }

    /**
     * Reads the classpath resource {@code file} (e.g. {@code smallworld/warcraft/pieces.json}) into
     * {@code type}; a missing file or a parse error is an {@link IllegalStateException} naming the file.
     */
    public static <T> T load(String file, Class<T> type) {
        String text = resource(file);
        if (text == null) throw new IllegalStateException(file + ": not found on the classpath");
        return read(text, type, file, IllegalStateException::new);
    }

    /** The text of a classpath resource (the context class loader first, as Quarkus serves it), or null. */
    public static String resource(String path) {
        String p = path.startsWith("/") ? path.substring(1) : path;
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        InputStream in = context == null ? null : context.getResourceAsStream(p);
        if (in == null) in = DataFiles.class.getClassLoader().getResourceAsStream(p);
        if (in == null) return null;
        try (InputStream stream = in) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read resource " + p, e);
        }
    }

    /** What is wrong and where, in the terms of the data file. */
    static String describe(JsonProcessingException e) {
        String where =
                e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")";
        if (e instanceof UnrecognizedPropertyException u) {
            return at(u.getPath().subList(0, u.getPath().size() - 1)) + "unknown field '" + u.getPropertyName() + "'"
                    + where;
        }
        if (e instanceof MismatchedInputException m) {
            String expected = m.getTargetType() == null ? "another value" : kind(m.getTargetType());
            return at(m) + "must be " + expected + where;
        }
        if (e instanceof JsonMappingException m && !m.getPath().isEmpty()) {
            return at(m) + firstLine(m.getOriginalMessage()) + where;
        }
        return "not valid JSON: " + firstLine(e.getOriginalMessage()) + where;
    }

    private static String at(JsonMappingException e) {
        return at(e.getPath());
    }

    private static String at(java.util.List<JsonMappingException.Reference> refs) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference ref : refs) {
            if (ref.getFieldName() != null) {
                if (!path.isEmpty()) path.append('.');
                path.append(ref.getFieldName());
            } else if (ref.getIndex() >= 0) {
                path.append('[').append(ref.getIndex()).append(']');
            }
        }
        return path.isEmpty() ? "" : path + ": ";
    }

    private static String kind(Class<?> type) {
        if (type == int.class || type == Integer.class || type == long.class || type == Long.class) return "an integer";
        if (type == boolean.class || type == Boolean.class) return "true or false";
        if (type == String.class) return "a string";
        if (type.isArray() || Iterable.class.isAssignableFrom(type)) return "an array";
        if (type.isEnum()) return "one of " + java.util.Arrays.toString(type.getEnumConstants());
        return "an object";
    }

    private static String firstLine(String message) {
        if (message == null) return "";
        int cut = message.indexOf('\n');
        String line = cut < 0 ? message : message.substring(0, cut);
        return line.replaceAll("\\(class [^)]*\\)", "").replace("io.boardstate.", "");
    }
}
