package io.boardstate.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.boardstate.engine.RuleViolation;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * docs/guide/errors.md lists exactly the problem codes the service can send: every code written
 * where a problem is made (ApiProblem, the webhook use case's refusals, a RuleViolation) and every
 * RuleViolation constant is in the table, and the table lists no code that nothing sends.
 */
class ErrorCodesDocumentedTest {
    /** Where the code names a problem: the argument that is the code, as written in the source. */
    private static final Pattern MADE = Pattern.compile(
            "(?:new ApiProblem\\(\\s*\\w+,|badRequest\\(|new (?:Webhooks\\.)?(?:Invalid|Unknown)\\(|unprocessable\\(|new RuleViolation\\()\\s*\"([A-Z][A-Z_]+)\"");

    @Test
    void theErrorTableListsEveryCodeTheServiceSendsAndNoOther() throws IOException {
        Set<String> sent = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            sources.filter(p -> p.toString().endsWith(".java")).forEach(p -> {
                Matcher m = MADE.matcher(read(p));
                while (m.find()) sent.add(m.group(1));
            });
        }
        for (Field f : RuleViolation.class.getFields())
            if (Modifier.isStatic(f.getModifiers())
                    && f.getType() == String.class
                    && !f.getName().endsWith("_PREFIX")) sent.add(value(f));
        sent.add(RuleViolation.ILLEGAL_MOVE_PREFIX + "<RULE>");
        assertEquals(
                sent,
                ContractFuzzTest.listedCodes(),
                "docs/guide/errors.md lists exactly the codes made in src/main/java (left: sent, right: listed)");
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String value(Field f) {
        try {
            return (String) f.get(null);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException(e);
        }
    }
}
