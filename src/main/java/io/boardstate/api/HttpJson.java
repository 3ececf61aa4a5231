package io.boardstate.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;

/**
 * The HTTP layer's JSON without reflection on the hot path: Blackbird reads and writes the response
 * records through generated lambdas (a JFR profile of the command path had about a tenth of its
 * samples in reflective accessors).
 */
@Singleton
public class JsonSpeed implements ObjectMapperCustomizer {
    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new BlackbirdModule());
    }
}
