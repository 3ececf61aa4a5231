package io.boardstate.api.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * The HTTP layer's JSON: fast and strict.
 *
 * <p>Fast: Blackbird reads and writes the response records through generated lambdas (a JFR
 * profile of the command path had about a tenth of its samples in reflective accessors).
 *
 * <p>Strict: a request body binds exactly as written, as the command bodies always have: no string
 * read as a number ({@code "seed":"42"}) or a number as a string (a numeric tag), no fraction
 * truncated into a whole number, no member given twice, nothing after the document; unknown
 * members are refused by {@code quarkus.jackson.fail-on-unknown-properties}. The refusal names the
 * member's JSON pointer (ProblemMappers).
 */
@Singleton
public class HttpJson implements ObjectMapperCustomizer {
    /** A value the service made, as JSON text: failing to write one is a bug, not the client's error. */
    public static String write(ObjectMapper json, Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new BlackbirdModule());
        mapper.configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
        mapper.configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false);
        mapper.configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true);
        mapper.configure(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS, true);
        mapper.configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);
        mapper.configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature(), true);
        for (CoercionInputShape scalar : new CoercionInputShape[] {
            CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean
        }) mapper.coercionConfigFor(LogicalType.Textual).setCoercion(scalar, CoercionAction.Fail);
        for (LogicalType number : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean})
            mapper.coercionConfigFor(number).setCoercion(CoercionInputShape.String, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
    }
}
