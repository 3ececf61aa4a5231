package io.boardstate.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * openapi/openapi.yaml passes Redocly's recommended rules with no error and no warning (the build
 * also generates the TypeScript and Java SDKs from it with openapi-generator's validation on).
 */
class ContractLintTest {
    private static final Path REDOCLY = Path.of(".ci/lint/node_modules/.bin/redocly");
    private static final Path CONFIG = Path.of(".ci/lint/redocly.yaml");

    @Test
    void theContractPassesRedoclyWithoutWarnings() throws Exception {
        String report = lint(Path.of("openapi/openapi.yaml"));
        assertTrue(report.contains("Your API description is valid"), report);
        // a problem line reads "  12:5  warning  rule-name  message" (Node's own notices do not count)
        assertFalse(report.matches("(?s).*\\d+:\\d+\\s+(warning|error)\\s.*"), report);
    }

    @Test
    void theLinterIsReal() throws Exception {
        Path bad = Files.createTempFile("contract", ".yaml");
        Files.writeString(
                bad,
                "openapi: 3.1.0\ninfo:\n  title: t\n  version: '1'\npaths:\n  /x:\n    get:\n      responses:\n        '200':\n          description: ok\n");
        String report = lint(bad);
        assertFalse(report.contains("Your API description is valid"), report);
        assertTrue(report.contains("security-defined"), report);
    }

    private static String lint(Path contract) throws Exception {
        assertTrue(
                Files.isExecutable(REDOCLY),
                "redocly is not installed: run `npm ci --prefix .ci/lint` (the CI script does)");
        ProcessBuilder builder = new ProcessBuilder(
                        REDOCLY.toString(),
                        "lint",
                        contract.toString(),
                        "--config",
                        CONFIG.toString(),
                        "--format",
                        "stylish",
                        "--max-problems",
                        "1000")
                .redirectErrorStream(true);
        builder.environment().put("REDOCLY_TELEMETRY", "off");
        builder.environment().put("REDOCLY_SUPPRESS_UPDATE_NOTICE", "true");
        Process lint = builder.start();
        String report = new String(lint.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(lint.waitFor(120, TimeUnit.SECONDS), "redocly finished");
        if (report.contains("Your API description is valid")) assertEquals(0, lint.exitValue(), report);
        return report;
    }
}
