package io.boardstate.api;

import static io.boardstate.support.Api.create;
import static io.boardstate.support.Api.match;
import static io.boardstate.support.Api.submit;
import static io.boardstate.support.Management.management;
import static io.restassured.RestAssured.given;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.boardstate.support.Api.Created;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The Grafana dashboard and the Prometheus alert rules in k8s/monitoring use only metrics the
 * service really exports: after some traffic, every metric name in their queries is in /q/metrics.
 */
@QuarkusTest
class MonitoringReferencesTest {
    private static final Path DASHBOARD = Path.of("k8s/monitoring/boardstate-dashboard.json");
    private static final Path ALERTS = Path.of("k8s/monitoring/boardstate-alerts.yaml");

    /** PromQL words that are not metric names. */
    private static final Set<String> KEYWORDS = Set.of(
            "by",
            "without",
            "on",
            "ignoring",
            "group_left",
            "group_right",
            "and",
            "or",
            "unless",
            "bool",
            "offset",
            "inf",
            "nan");

    private static final Pattern IDENTIFIER = Pattern.compile("[a-zA-Z_:][a-zA-Z0-9_:]*");

    @Test
    void everyMetricTheDashboardAndTheAlertsUseIsExported() throws IOException {
        playSomeTraffic();
        Set<String> exported = exportedMetricNames();
        Map<String, List<String>> queries =
                Map.of(DASHBOARD.toString(), dashboardQueries(), ALERTS.toString(), alertQueries());
        for (var file : queries.entrySet()) {
            assertFalse(file.getValue().isEmpty(), file.getKey() + " has queries");
            for (String query : file.getValue()) {
                Set<String> used = metricNames(query);
                assertFalse(used.isEmpty(), "a query without a metric: " + query);
                for (String metric : used) {
                    assertTrue(
                            exported.contains(metric),
                            file.getKey() + " uses " + metric + ", which /q/metrics does not export: " + query);
                }
            }
        }
    }

    @Test
    void theAlertRulesCoverWhatOperatorsAreWokenFor() throws IOException {
        String rules = String.join("\n", alertQueries());
        for (String metric : new String[] {
            "http_server_requests_seconds_count", // error rate
            "http_server_requests_seconds_bucket", // p99 latency
            "boardstate_version_conflicts_total",
            "boardstate_redis_degraded",
            "agroal_active_count", // pool saturation
            "agroal_awaiting_count"
        }) {
            assertTrue(rules.contains(metric), "an alert uses " + metric);
        }
    }

    @Test
    void theExtractorFindsMetricNamesOnly() {
        assertEquals(
                Set.of("a_total", "b_bucket", "c"),
                metricNames("sum by (pod, le) (rate(a_total{x=\"y\", status=~\"5..\"}[5m])) / ignoring (datasource)"
                        + " histogram_quantile(0.99, b_bucket) > 0.5 and on(pod) c == 1"));
    }

    private static void playSomeTraffic() {
        Created m = create("tictactoe", 2, Map.of(), 77L);
        int first = match(m.id(), null).getInt("toAct[0]");
        submit(m.id(), m.tokens().get(first), 1, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(200);
        submit(m.id(), m.tokens().get(1 - first), 2, "{\"type\":\"place\",\"cell\":0}")
                .then()
                .statusCode(422);
        submit(m.id(), m.tokens().get(1 - first), 1, "{\"type\":\"place\",\"cell\":4}")
                .then()
                .statusCode(412);
        given().get("/v1/matches/00000000-0000-0000-0000-000000000000").then().statusCode(404);
    }

    private static Set<String> exportedMetricNames() {
        String scrape =
                management().get("/q/metrics").then().statusCode(200).extract().asString();
        Set<String> names = new TreeSet<>();
        for (String line : scrape.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) continue;
            Matcher m = IDENTIFIER.matcher(line);
            if (m.lookingAt()) names.add(m.group());
        }
        return names;
    }

    private static List<String> dashboardQueries() throws IOException {
        JsonNode dashboard = new ObjectMapper().readTree(DASHBOARD.toFile());
        List<String> queries = new ArrayList<>();
        for (JsonNode expr : dashboard.findValues("expr")) queries.add(expr.asText());
        for (JsonNode variable : dashboard.at("/templating/list")) {
            if (variable.path("type").asText().equals("query"))
                queries.add(variable.at("/query/query").asText().replaceAll("^label_values\\((.*),[^,]*\\)$", "$1"));
        }
        return queries;
    }

    private static List<String> alertQueries() throws IOException {
        JsonNode rules = new YAMLMapper().readTree(ALERTS.toFile());
        List<String> queries = new ArrayList<>();
        for (JsonNode group : rules.path("groups")) {
            for (JsonNode rule : group.path("rules"))
                queries.add(rule.path("expr").asText());
        }
        return queries;
    }

    /** The metric names in a PromQL expression: identifiers that are not labels, functions or keywords. */
    static Set<String> metricNames(String promql) {
        String bare = promql.replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"") // string literals
                .replaceAll("\\{[^}]*}", " ") // label matchers
                .replaceAll("\\[[^]]*]", " ") // range selectors
                .replaceAll("\\b(by|without|on|ignoring|group_left|group_right)\\s*\\([^)]*\\)", " "); // label lists
        Set<String> names = new TreeSet<>();
        Matcher m = IDENTIFIER.matcher(bare);
        while (m.find()) {
            String word = m.group();
            boolean function = bare.substring(m.end()).stripLeading().startsWith("(");
            boolean number = m.start() > 0 && Character.isDigit(bare.charAt(m.start() - 1));
            if (!function && !number && !KEYWORDS.contains(word.toLowerCase())) names.add(word);
        }
        return names;
    }
}
