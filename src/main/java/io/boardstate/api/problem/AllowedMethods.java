package io.boardstate.api.problem;

import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.spi.Bean;
import jakarta.enterprise.inject.spi.BeanManager;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.Path;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The methods a path serves, for the {@code Allow} header of a 405 (RFC 9110 section 15.5.6: the
 * server MUST list them) and for OPTIONS. Quarkus REST raises its 405 without them and, where
 * resource classes share a root path, lists one class's methods only; so they are read here from
 * the resource classes' own annotations, and a path is matched the way JAX-RS selects a resource
 * (most literal characters first, then most template variables).
 */
@ApplicationScoped
class AllowedMethods {
    private static final Pattern VARIABLE = Pattern.compile("\\{\\s*\\w[\\w.-]*\\s*(?::\\s*((?:[^{}]|\\{[^{}]*})*))?}");

    /** One resource path: its pattern, what JAX-RS ranks it by, and the methods declared on it. */
    record Template(Pattern pattern, int literals, int variables, TreeSet<String> methods) {}

    private final List<Template> templates;

    AllowedMethods(BeanManager beans) {
        Map<String, Template> byPath = new LinkedHashMap<>();
        for (Bean<?> bean : beans.getBeans(Object.class, Any.Literal.INSTANCE)) {
            Class<?> type = bean.getBeanClass();
            Path root = type.getAnnotation(Path.class);
            if (root == null) continue;
            for (Method m : type.getMethods()) {
                String method = httpMethod(m);
                if (method == null) continue;
                Path sub = m.getAnnotation(Path.class);
                String path = join(root.value(), sub == null ? "" : sub.value());
                byPath.computeIfAbsent(path, AllowedMethods::template).methods().add(method);
            }
        }
        templates = byPath.values().stream()
                .sorted(Comparator.comparingInt(Template::literals)
                        .thenComparingInt(Template::variables)
                        .reversed())
                .toList();
    }

    /**
     * OPTIONS names the methods of the path it asks about (RFC 9110 section 9.3.7). Quarkus REST's
     * own answer lists those of one resource class only, wrong where classes share a root path. A
     * CORS preflight was answered before, by a filter (CorsFilter: filters take negative orders);
     * an unknown path goes on to its 404.
     */
    void install(@Observes Router router) {
        router.route().method(io.vertx.core.http.HttpMethod.OPTIONS).order(-1).handler(this::options);
    }

    private void options(RoutingContext context) {
        List<String> methods = at(context.normalizedPath());
        if (methods.isEmpty()) {
            context.next();
            return;
        }
        context.response()
                .putHeader("Allow", String.join(", ", methods))
                .putHeader("Content-Length", "0")
                .setStatusCode(200)
                .end();
    }

    /** The methods served at {@code path} (HEAD with GET, OPTIONS always); empty for no resource. */
    List<String> at(String path) {
        for (Template t : templates) {
            if (!t.pattern().matcher(path).matches()) continue;
            TreeSet<String> out = new TreeSet<>(t.methods());
            if (out.contains(HttpMethod.GET)) out.add(HttpMethod.HEAD);
            out.add(HttpMethod.OPTIONS);
            return List.copyOf(out);
        }
        return List.of();
    }

    private static String httpMethod(Method m) {
        for (Annotation a : m.getAnnotations()) {
            HttpMethod h = a.annotationType().getAnnotation(HttpMethod.class);
            if (h != null) return h.value();
        }
        return null;
    }

    private static String join(String root, String sub) {
        String path = "/" + root + "/" + sub;
        path = path.replaceAll("/{2,}", "/");
        return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
    }

    static Template template(String path) {
        StringBuilder regex = new StringBuilder();
        int literals = 0;
        int variables = 0;
        int at = 0;
        Matcher v = VARIABLE.matcher(path);
        while (v.find()) {
            String literal = path.substring(at, v.start());
            literals += literal.length();
            regex.append(Pattern.quote(literal));
            regex.append(v.group(1) == null ? "[^/]+" : "(?:" + v.group(1).strip() + ")");
            variables++;
            at = v.end();
        }
        literals += path.length() - at;
        regex.append(Pattern.quote(path.substring(at))).append("/?");
        return new Template(Pattern.compile(regex.toString()), literals, variables, new TreeSet<>());
    }
}
