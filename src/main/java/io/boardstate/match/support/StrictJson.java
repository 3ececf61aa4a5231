package io.boardstate.match.support;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;

/**
 * The one reading of "strict JSON" that every document from outside is bound with (the HTTP
 * layer's request bodies, and the commands and options the engines read): a value binds exactly as
 * written. No string is read as a number, a boolean or an empty value ({@code "42"}, {@code ""}),
 * no number or boolean as a string, no fraction as a whole number, no 0 or 1 as a boolean; no
 * member given twice; nothing after the document; a null is refused where a primitive belongs.
 * Unknown members are each mapper's own choice (refused for what comes in, skipped for what the
 * service stored itself: docs/adr/0004-stored-format-evolution.md).
 */
public final class StrictJson {
    private StrictJson() {}

    /** Makes {@code mapper} strict and returns it. */
    public static ObjectMapper configure(ObjectMapper mapper) {
        mapper.configure(MapperFeature.ALLOW_COERCION_OF_SCALARS, false);
        mapper.configure(DeserializationFeature.ACCEPT_FLOAT_AS_INT, false);
        mapper.configure(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES, true);
        mapper.configure(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS, true);
        mapper.configure(DeserializationFeature.FAIL_ON_TRAILING_TOKENS, true);
        mapper.configure(StreamReadFeature.STRICT_DUPLICATE_DETECTION.mappedFeature(), true);
        for (LogicalType scalar : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
            mapper.coercionConfigFor(scalar)
                    .setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
        }
        mapper.coercionConfigFor(LogicalType.Integer).setCoercion(CoercionInputShape.Float, CoercionAction.Fail);
        mapper.coercionConfigFor(LogicalType.Boolean).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail);
        for (CoercionInputShape scalar : new CoercionInputShape[] {
            CoercionInputShape.Integer, CoercionInputShape.Float, CoercionInputShape.Boolean
        }) {
            mapper.coercionConfigFor(LogicalType.Textual).setCoercion(scalar, CoercionAction.Fail);
        }
        return mapper;
    }
}
