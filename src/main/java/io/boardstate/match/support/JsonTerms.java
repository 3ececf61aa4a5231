package io.boardstate.match.support;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidNullException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Why a JSON document does not fit what it should be, said in JSON terms (field paths and JSON
 * types), never with the Java or Jackson names behind it: clients see these messages.
 */
public final class JsonTerms {
    private JsonTerms() {}

    /** A Jackson failure in JSON terms, e.g. "`players[1].name` must be a string." */
    public static String describe(JsonProcessingException e) {
        String twice = duplicateMember(e);
        if (twice != null) return "the member `" + twice + "` appears more than once.";
        if (trailing(e)) return "there is more after the JSON value; the body is one value.";
        if (e instanceof UnrecognizedPropertyException unknown) return "unknown field `" + pointer(unknown) + "`.";
        if (e instanceof InvalidNullException nul) return "`" + pointer(nul) + "` must not be null.";
        if (e instanceof MismatchedInputException mismatch) {
            String at = pointer(mismatch);
            return (at.isEmpty() ? "the body" : "`" + at + "`") + " must be " + jsonType(mismatch.getTargetType())
                    + ".";
        }
        if (e instanceof JsonMappingException mapping) {
            String at = pointer(mapping);
            return (at.isEmpty() ? "the body" : "`" + at + "`") + " has a value this operation does not accept.";
        }
        return "the body is not well-formed JSON.";
    }

    /**
     * {@link #describe}, but a syntax error in Jackson's own words (they name the character and
     * what was expected, never a Java type), for bodies read as a JSON tree.
     */
    public static String describeSyntax(JsonProcessingException e) {
        return e instanceof StreamReadException && duplicateMember(e) == null ? e.getOriginalMessage() : describe(e);
    }

    // Jackson says these two only in its messages (StreamReadFeature.STRICT_DUPLICATE_DETECTION,
    // DeserializationFeature.FAIL_ON_TRAILING_TOKENS); the trailing one names the Java type bound.
    private static final String DUPLICATE = "Duplicate field '";

    /** The member named twice in an object, or null. */
    private static String duplicateMember(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        if (!(e instanceof StreamReadException) || m == null || !m.startsWith(DUPLICATE)) return null;
        int end = m.indexOf('\'', DUPLICATE.length());
        return end < 0 ? null : m.substring(DUPLICATE.length(), end);
    }

    private static boolean trailing(JsonProcessingException e) {
        String m = e.getOriginalMessage();
        return e instanceof MismatchedInputException && m != null && m.startsWith("Trailing token");
    }

    /** The path of the failing value, e.g. {@code players[1].name}. */
    public static String pointer(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (var ref : e.getPath()) {
            if (ref.getFieldName() != null)
                path.append(path.isEmpty() ? "" : ".").append(ref.getFieldName());
            else if (ref.getIndex() >= 0)
                path.append('[').append(ref.getIndex()).append(']');
        }
        return path.toString();
    }

    /** The JSON type a Java type is read from. */
    public static String jsonType(Class<?> type) {
        if (type == null) return "of another JSON type";
        if (type.isArray() || java.util.Collection.class.isAssignableFrom(type)) return "an array";
        if (type == String.class || type.isEnum() || type == java.util.UUID.class) return "a string";
        if (type == boolean.class || type == Boolean.class) return "true or false";
        if (type == int.class || type == long.class || type == Integer.class || type == Long.class) return "an integer";
        if (type.isPrimitive() || Number.class.isAssignableFrom(type)) return "a number";
        return "an object";
    }

    /** The fields of a record as a client writes them, e.g. "region (an integer), bag (true or false)". */
    public static String fields(Class<?> record) {
        RecordComponent[] components = record.getRecordComponents();
        if (components == null || components.length == 0) return "none";
        return Arrays.stream(components)
                .map(c ->
                        c.getName() + " (" + jsonType(c.getType()) + (EngineCodec.required(c) ? "" : " or null") + ")")
                .collect(Collectors.joining(", "));
    }
}
