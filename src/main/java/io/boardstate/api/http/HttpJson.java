package io.boardstate.api.http;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.boardstate.match.support.StrictJson;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * The HTTP layer's JSON: fast and strict.
 *
 * <p>Fast: Blackbird reads and writes the response records through generated lambdas (a JFR
 * profile of the command path had about a tenth of its samples in reflective accessors).
 *
 * <p>Strict: a request body binds exactly as written, by the same {@link StrictJson} as the command
 * bodies (no {@code "seed":"42"}, no numeric tag, no fraction truncated, no member given twice,
 * nothing after the document); unknown members are refused by {@code
 * quarkus.jackson.fail-on-unknown-properties}. The refusal names the member's JSON pointer
 * (ProblemMappers).
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
        StrictJson.configure(mapper);
    }
}
