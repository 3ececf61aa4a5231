package io.boardstate.api.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.match.support.EngineCodec;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Request bodies (the HTTP layer's mapper) and commands (the engine codec's) are read by one
 * strictness: each document below is refused by both, and each well-typed one read by both.
 */
class StrictJsonTest {
    public record Typed(Integer whole, Double fraction, Boolean flag, String text) {}

    static List<ObjectMapper> mappers() {
        ObjectMapper http = new ObjectMapper();
        new HttpJson().customize(http);
        return List.of(http, EngineCodec.MAPPER);
    }

    private static final List<String> REFUSED = List.of(
            "{\"whole\":\"42\"}",
            "{\"whole\":\"\"}",
            "{\"whole\":4.0}",
            "{\"whole\":true}",
            "{\"whole\":[1]}",
            "{\"fraction\":\"1.5\"}",
            "{\"fraction\":\"\"}",
            "{\"flag\":1}",
            "{\"flag\":\"true\"}",
            "{\"flag\":\"\"}",
            "{\"text\":1}",
            "{\"text\":1.5}",
            "{\"text\":true}",
            "{\"text\":{}}",
            "{\"whole\":1,\"whole\":2}",
            "{\"whole\":1} {}",
            "{\"whole\":1}]");

    @ParameterizedTest
    @MethodSource("mappers")
    void refusesWhatIsNotWrittenAsItsType(ObjectMapper mapper) {
        for (String doc : REFUSED)
            assertThrows(JsonProcessingException.class, () -> mapper.readValue(doc, Typed.class), doc);
    }

    @ParameterizedTest
    @MethodSource("mappers")
    void readsWhatIs(ObjectMapper mapper) throws JsonProcessingException {
        assertEquals(
                new Typed(4, 1.0, false, "4"),
                mapper.readValue("{\"whole\":4,\"fraction\":1,\"flag\":false,\"text\":\"4\"}", Typed.class));
        assertEquals(new Typed(null, null, null, null), mapper.readValue("{\"whole\":null}", Typed.class));
    }
}
