package io.boardstate.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {
    @Test
    void readsNestedValues() {
        Object value = Json.parse("{\"a\": [1, -2.5, true, null, \"x\\n\\u0041\"], \"b\": {}}");
        Map<?, ?> map = (Map<?, ?>) value;
        List<?> a = (List<?>) map.get("a");
        assertEquals(1L, a.get(0));
        assertEquals(-2.5, a.get(1));
        assertEquals(true, a.get(2));
        assertEquals(null, a.get(3));
        assertEquals("x\nA", a.get(4));
        assertTrue(((Map<?, ?>) map.get("b")).isEmpty());
    }

    @Test
    void rejectsBrokenInputWithPosition() {
        Json.ParseException e = assertThrows(Json.ParseException.class, () -> Json.parse("{\n \"a\": [1,,2]}"));
        assertTrue(e.getMessage().contains("line 2"), e.getMessage());
        assertThrows(Json.ParseException.class, () -> Json.parse("{\"a\":1, \"a\":2}"));
        assertThrows(Json.ParseException.class, () -> Json.parse("[1] x"));
        assertThrows(Json.ParseException.class, () -> Json.parse("\"open"));
    }
}
