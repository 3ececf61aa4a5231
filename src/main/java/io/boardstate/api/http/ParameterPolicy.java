package io.boardstate.api.http;

import io.boardstate.api.dto.NewMatchRequests;
import io.boardstate.api.problem.ApiProblem;
import io.boardstate.api.problem.ProblemMappers;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import jakarta.ws.rs.core.Response;
import java.io.ByteArrayOutputStream;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * One policy for the query and path parameters of every operation, read from the same
 * annotations the contract is generated from, so the two cannot drift: a query parameter the
 * operation does not declare, one given twice, a value that is no text (invalid UTF-8, NUL or
 * another control character) or outside its declared integer range or enumeration is 400
 * INVALID_PARAMETER naming it. A strict API refuses what it would otherwise ignore:
 * {@code ?externalPlayerId=} silently dropped would list every player's matches.
 */
public class ParameterPolicy {
    /** A declared parameter and what its schema allows. */
    record Declared(
            String name,
            boolean repeatable,
            boolean integer,
            BigInteger min,
            BigInteger max,
            Set<String> allowed,
            String format) {
        /** A number, a choice or a formatted value: never empty (JAX-RS would read an empty one as absent). */
        boolean typed() {
            return integer || !allowed.isEmpty() || !format.isEmpty();
        }
    }

    /** The query and path parameters of each resource method. */
    record Declarations(Map<String, Declared> query, Map<String, Declared> path) {}

    private static final Map<Method, Declarations> DECLARED = new ConcurrentHashMap<>();
    private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
    private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

    @ServerRequestFilter
    public Response check(ContainerRequestContext request, ResourceInfo resource, HttpServerRequest http) {
        Method method = resource.getResourceMethod();
        if (method == null) return null;
        Declarations declared = DECLARED.computeIfAbsent(method, ParameterPolicy::declarations);
        try {
            query(http.query(), declared.query());
            for (Map.Entry<String, List<String>> p :
                    request.getUriInfo().getPathParameters(true).entrySet()) {
                Declared d = declared.path().get(p.getKey());
                for (String value : p.getValue()) if (d != null) value(d, value);
            }
        } catch (ApiProblem problem) {
            return ProblemMappers.toResponse(problem, request.getUriInfo().getPath());
        }
        return null;
    }

    private static void query(String raw, Map<String, Declared> declared) {
        if (raw == null || raw.isEmpty()) return;
        Set<String> seen = new HashSet<>();
        for (String pair : raw.split("&", -1)) {
            if (pair.isEmpty()) continue;
            int eq = pair.indexOf('=');
            String name = decode(null, eq < 0 ? pair : pair.substring(0, eq));
            String value = eq < 0 ? "" : decode(name, pair.substring(eq + 1));
            Declared d = declared.get(name);
            if (d == null)
                throw ApiProblem.invalidParameter(
                        printable(name),
                        "Unknown query parameter '" + printable(name) + "'; "
                                + (declared.isEmpty()
                                        ? "this operation takes none."
                                        : "this operation takes " + String.join(", ", new TreeSet<>(declared.keySet()))
                                                + "."));
            if (!seen.add(name) && !d.repeatable())
                throw ApiProblem.invalidParameter(name, "The query parameter '" + name + "' is given more than once.");
            value(d, value);
        }
    }

    /** A value as its declaration allows it: text, and within its integer range or enumeration. */
    private static void value(Declared d, String value) {
        if (!NewMatchRequests.storable(value))
            throw ApiProblem.invalidParameter(
                    d.name(), d.name() + " may not contain control characters (such as NUL) or unpaired surrogates.");
        if (value.isEmpty() && d.typed())
            throw ApiProblem.invalidParameter(d.name(), d.name() + " is given without a value.");
        if (d.integer()) {
            BigInteger number = value.matches("-?[0-9]{1,30}") ? new BigInteger(value) : null;
            if (number == null || number.compareTo(d.min()) < 0 || number.compareTo(d.max()) > 0)
                throw ApiProblem.invalidParameter(
                        d.name(),
                        d.name() + " is a whole number from " + d.min()
                                + (d.max().equals(LONG_MAX) ? "" : " to " + d.max()) + ".");
        }
        if (!d.allowed().isEmpty() && !d.allowed().contains(value))
            throw ApiProblem.invalidParameter(
                    d.name(), d.name() + " is one of " + String.join(", ", d.allowed()) + ".");
    }

    /** Percent-decoding ('+' is a space) that refuses bytes which are no UTF-8. */
    private static String decode(String name, String raw) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(raw.length());
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '%' && i + 2 < raw.length()) {
                int hi = Character.digit(raw.charAt(i + 1), 16);
                int lo = Character.digit(raw.charAt(i + 2), 16);
                if (hi >= 0 && lo >= 0) {
                    bytes.write(hi * 16 + lo);
                    i += 2;
                    continue;
                }
            }
            if (c == '+') bytes.write(' ');
            else bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
        }
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes.toByteArray()))
                    .toString();
        } catch (CharacterCodingException e) {
            String what = name == null ? "A query parameter's name" : name;
            throw ApiProblem.invalidParameter(
                    name == null ? "" : name, what + " is not UTF-8 text once percent-decoded.");
        }
    }

    private static String printable(String name) {
        String cut = name.length() > 100 ? name.substring(0, 100) : name;
        return cut.replaceAll("[^\\x20-\\x7e]", "?");
    }

    private static Declarations declarations(Method method) {
        Map<String, Declared> query = new LinkedHashMap<>();
        Map<String, Declared> path = new LinkedHashMap<>();
        for (java.lang.reflect.Parameter p : method.getParameters()) {
            if (p.isAnnotationPresent(BeanParam.class)) { // parameters declared once, for several operations
                for (Field f : p.getType().getDeclaredFields()) declare(f, f.getType(), query, path);
            } else declare(p, p.getType(), query, path);
        }
        return new Declarations(Map.copyOf(query), Map.copyOf(path));
    }

    private static void declare(
            AnnotatedElement p, Class<?> type, Map<String, Declared> query, Map<String, Declared> path) {
        QueryParam q = p.getAnnotation(QueryParam.class);
        PathParam pp = p.getAnnotation(PathParam.class);
        if (q != null) query.put(q.value(), declared(q.value(), p, type));
        if (pp != null) path.put(pp.value(), declared(pp.value(), p, type));
    }

    private static Declared declared(String name, AnnotatedElement p, Class<?> type) {
        Parameter doc = p.getAnnotation(Parameter.class);
        Schema schema = doc != null ? doc.schema() : p.getAnnotation(Schema.class);
        boolean integer = type == long.class
                || type == int.class
                || type == Long.class
                || type == Integer.class
                || (schema != null && schema.type() == SchemaType.INTEGER);
        BigInteger min = schema != null && !schema.minimum().isEmpty() ? new BigInteger(schema.minimum()) : LONG_MIN;
        BigInteger max = schema != null && !schema.maximum().isEmpty() ? new BigInteger(schema.maximum()) : LONG_MAX;
        Set<String> allowed = schema == null ? Set.of() : new TreeSet<>(Arrays.asList(schema.enumeration()));
        String format = schema == null ? "" : schema.format();
        return new Declared(name, Collection.class.isAssignableFrom(type), integer, min, max, allowed, format);
    }
}
