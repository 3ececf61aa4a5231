package io.boardstate.match.support;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.boardstate.testgame.TicTacToe;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A raw view is written as the value's JSON every time, as UTF-8 bytes and as text alike. */
class RawJsonTest {
    private final ObjectMapper http = new ObjectMapper();

    @Test
    void aRawNodeWritesTheSameJsonEveryTime() throws Exception {
        Map<String, Object> value = Map.of("name", "Þórður \"the bold\" ☃", "tokens", 7);
        String expected = EngineCodec.MAPPER.writeValueAsString(value);
        JsonNode raw = new EngineCodec<>(new TicTacToe()).toRawJson(value);
        Map<String, JsonNode> response = Map.of("view", raw);
        String wrapped = "{\"view\":" + expected + "}";
        for (int i = 0; i < 3; i++) {
            // The first write encodes the UTF-8 bytes; later ones copy them.
            assertEquals(wrapped, new String(http.writeValueAsBytes(response), StandardCharsets.UTF_8));
            assertEquals(wrapped, http.writeValueAsString(response));
        }
        assertEquals(http.readTree(expected), http.readTree(http.writeValueAsBytes(raw)));
    }
}
