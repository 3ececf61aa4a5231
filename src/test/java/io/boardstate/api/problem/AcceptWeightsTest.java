package io.boardstate.api.problem;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.ws.rs.Produces;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** RFC 9110 section 12.4.2: a media range of weight 0 means "not acceptable", and is honoured. */
@QuarkusTest
class AcceptWeightsTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "application/json;q=0",
                "*/*;q=0",
                "application/*;q=0",
                "application/json;q=0, */*;q=0.1",
                "application/json; Q=0.0, text/html",
            })
    void aResourceWhoseOnlyTypeIsRefusedAnswers406(String accept) {
        given().accept(accept)
                .get("/v1/rulesets")
                .then()
                .statusCode(406)
                .contentType("application/problem+json")
                .body("code", equalTo("NOT_ACCEPTABLE"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"text/csv;q=0, */*", "application/json;q=0.5, text/html", "*/*;q=0, application/json"})
    void aRefusalOfOtherTypesLeavesJsonServed(String accept) {
        given().accept(accept).get("/v1/rulesets").then().statusCode(200).contentType(startsWith("application/json"));
    }

    @Test
    void theMostSpecificRangeDecidesEachTypesWeight() {
        assertNull(AcceptRanges.restated(List.of("text/html, application/json;q=0.5")), "no weight 0: as sent");
        assertEquals(
                "text/csv;q=0.8",
                AcceptRanges.restated(List.of("application/json;q=0, text/csv;q=0.8")),
                "a CSV export is still served as CSV");
        assertEquals(
                "application/json;q=1.0, application/x-ndjson;q=1.0, text/event-stream;q=0.2",
                AcceptRanges.restated(List.of("text/*;q=0, application/*", "text/event-stream;q=0.2")),
                "several header lines, the more specific range first");
        assertEquals(AcceptRanges.NOTHING, AcceptRanges.restated(List.of("*/*;q=0")));
    }

    @Test
    void everyTypeAResourceProducesIsOneWeighed() {
        Set<String> produced = new TreeSet<>();
        for (JavaClass c : new ClassFileImporter().importPackages("io.boardstate.api")) {
            Class<?> type = c.reflect();
            List<Produces> all = new ArrayList<>();
            if (type.getAnnotation(Produces.class) != null) all.add(type.getAnnotation(Produces.class));
            for (Method m : type.getDeclaredMethods())
                if (m.getAnnotation(Produces.class) != null) all.add(m.getAnnotation(Produces.class));
            for (Produces p : all)
                for (String value : p.value())
                    for (String t : value.split(","))
                        produced.add(t.split(";")[0].strip().toLowerCase(Locale.ROOT));
        }
        assertTrue(produced.contains("application/json"), produced.toString());
        assertTrue(AcceptRanges.SERVED.containsAll(produced), produced + " not all in " + AcceptRanges.SERVED);
    }
}
