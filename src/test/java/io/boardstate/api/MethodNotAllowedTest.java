package io.boardstate.api;

import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * RFC 9110 section 15.5.6: a 405 MUST carry an Allow header listing the methods the resource
 * serves. Checked for every path of the published contract against the methods it declares there,
 * and against what the same path answers to OPTIONS.
 */
@QuarkusTest
class MethodNotAllowedTest {
    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    /** Each path of openapi/openapi.yaml with the methods it declares, upper case. */
    static Stream<Map.Entry<String, Set<String>>> paths() throws Exception {
        JsonNode paths = new YAMLMapper()
                .readTree(Files.readString(Path.of("openapi/openapi.yaml")))
                .path("paths");
        List<Map.Entry<String, Set<String>>> out = new ArrayList<>();
        paths.properties().forEach(p -> {
            Set<String> declared = new TreeSet<>();
            p.getValue().fieldNames().forEachRemaining(m -> {
                if (METHODS.contains(m)) declared.add(m.toUpperCase());
            });
            out.add(Map.entry(p.getKey(), declared));
        });
        return out.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("paths")
    void everyUndeclaredMethodGets405WithTheDeclaredOnesInAllow(Map.Entry<String, Set<String>> path) {
        String target = path.getKey().replaceAll("\\{[^}]+}", "00000000-0000-0000-0000-000000000000");
        Set<String> allowed = new TreeSet<>(path.getValue());
        if (allowed.contains("GET")) allowed.add("HEAD");
        allowed.add("OPTIONS");
        for (String method : METHODS) {
            String m = method.toUpperCase();
            if (path.getValue().contains(m)) continue;
            Response r = given().request(m, target);
            assertEquals(405, r.statusCode(), m + " " + target + ": " + r.asString());
            assertEquals("application/problem+json", r.contentType(), m + " " + target);
            assertEquals("METHOD_NOT_ALLOWED", r.path("code"), m + " " + target);
            assertEquals(allowed, methods(r.header("Allow")), m + " " + target);
        }
        assertEquals(allowed, methods(given().options(target).header("Allow")), "OPTIONS " + target);
    }

    private static Set<String> methods(String allow) {
        Set<String> out = new TreeSet<>();
        if (allow == null) return out;
        Arrays.stream(allow.split(","))
                .map(String::strip)
                .filter(s -> !s.isEmpty())
                .forEach(out::add);
        return out;
    }
}
