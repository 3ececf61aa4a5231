package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.boardstate.engine.Ruleset;
import io.boardstate.support.Api;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * Every command of every registered ruleset, sent with a field missing, an unknown field or a
 * field of the wrong JSON type: 400 MALFORMED_COMMAND naming the field and the JSON type in JSON
 * terms, never a Java class, package or Jackson phrase; nothing is stored.
 */
@QuarkusTest
class CommandShapeMessagesTest {
    private static final List<String> JAVA_WORDS =
            List.of("class ", "io.boardstate", "java.", "$", "Cannot deserialize", "com.fasterxml", "testgame.");

    @Test
    void malformedCommandsAreDescribedInJsonTerms() {
        int checked = 0;
        for (Ruleset<?, ?, ?> ruleset : ServiceLoader.load(Ruleset.class)) {
            String id = ruleset.info().id();
            boolean firstSeat =
                    ruleset.info().options().stream().anyMatch(o -> o.name().equals("firstSeat"));
            Created m = Api.create(id, ruleset.info().minSeats(), firstSeat ? Map.of("firstSeat", 0) : Map.of(), 5L);
            for (var entry : ruleset.commandTypes().entrySet()) {
                String name = entry.getKey();
                RecordComponent[] fields = entry.getValue().getRecordComponents();
                List<String[]> cases = new ArrayList<>(); // body, the word the message must name
                cases.add(new String[] {"{\"type\":\"" + name + "\",\"zzUnknown\":1}", "zzUnknown"});
                for (RecordComponent f : fields == null ? new RecordComponent[0] : fields) {
                    StringBuilder body = new StringBuilder("{\"type\":\"" + name + "\"");
                    for (RecordComponent other : fields)
                        if (other != f)
                            body.append(",\"")
                                    .append(other.getName())
                                    .append("\":")
                                    .append(sample(other));
                    if (f.getType().isPrimitive()) cases.add(new String[] {body + "}", f.getName()});
                    cases.add(new String[] {body + ",\"" + f.getName() + "\":{\"nested\":[1]}}", f.getName()});
                }
                for (String[] c : cases) {
                    Response r = Api.submit(m.id(), m.tokens().get(0), m.version(), c[0]);
                    assertEquals(400, r.statusCode(), id + " " + c[0] + " -> " + r.asString());
                    assertEquals("MALFORMED_COMMAND", r.jsonPath().getString("code"), c[0]);
                    String detail = r.jsonPath().getString("detail");
                    assertTrue(detail.contains(c[1]), id + ": the message names `" + c[1] + "`: " + detail);
                    for (String word : JAVA_WORDS)
                        assertFalse(
                                r.asString().contains(word), id + ": no Java names (" + word + "): " + r.asString());
                    checked++;
                }
            }
            assertEquals(m.version(), Api.match(m.id(), null).getLong("version"), id + ": nothing stored");
        }
        assertTrue(checked > 50, "every ruleset's commands were tried: " + checked);
    }

    /** A value of the field's own JSON type. */
    private static String sample(RecordComponent f) {
        Class<?> t = f.getType();
        if (t == boolean.class || t == Boolean.class) return "false";
        if (t == String.class) return "\"x\"";
        if (t.isPrimitive() || Number.class.isAssignableFrom(t)) return "0";
        if (java.util.Collection.class.isAssignableFrom(t)) return "[]";
        return "null";
    }
}
