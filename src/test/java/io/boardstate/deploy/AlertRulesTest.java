package io.boardstate.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The alert rules are valid PromQL and fire when they should: Prometheus's own promtool checks the
 * rule file and runs its unit tests (synthetic series for each alert, and a healthy replica).
 * MonitoringReferencesTest checks the metrics they use are exported.
 */
class AlertRulesTest {
    @Test
    void promtoolAcceptsTheRules() throws Exception {
        promtool("check", "rules", "k8s/monitoring/boardstate-alerts.yaml");
    }

    @Test
    void everyAlertFiresOnItsUnitTestSeries() throws Exception {
        promtool("test", "rules", "k8s/monitoring/boardstate-alerts.test.yaml");
    }

    private static void promtool(String... arguments) throws Exception {
        assertTrue(
                Kustomize.onPath("promtool"),
                "promtool is not installed (Debian package prometheus; the CI script installs it)");
        List<String> command = new java.util.ArrayList<>(List.of("promtool"));
        command.addAll(List.of(arguments));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(60, TimeUnit.SECONDS));
        assertEquals(0, process.exitValue(), output);
    }
}
