package io.boardstate.deploy;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What the service reads: src/main/resources/application.properties, without a profile. */
final class ServiceConfig {
    /** ${NAME} or ${NAME:default}, NAME an environment variable (upper case). */
    private static final Pattern ENV_REFERENCE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)(?::([^}]*))?}");

    private final Properties properties = new Properties();

    ServiceConfig() throws IOException {
        try (Reader in = Files.newBufferedReader(Path.of("src/main/resources/application.properties"))) {
            properties.load(in);
        }
    }

    private static final Pattern ANY_ENV_REFERENCE = Pattern.compile("\\$\\{([A-Z][A-Z0-9_]*)");

    /** The environment variables the service reads when deployed (test and dev settings left out). */
    Set<String> environmentVariables() {
        Set<String> names = new TreeSet<>();
        for (String key : properties.stringPropertyNames()) {
            if (key.startsWith("%test.") || key.startsWith("%dev.")) continue;
            Matcher m = ANY_ENV_REFERENCE.matcher(properties.getProperty(key)); // nested defaults too
            while (m.find()) names.add(m.group(1));
        }
        return names;
    }

    /** The environment variable a property reads, e.g. MANAGEMENT_PORT for quarkus.management.port. */
    String variableOf(String key) {
        Matcher m = ENV_REFERENCE.matcher(value(key));
        if (!m.find()) throw new AssertionError(key + " reads no environment variable");
        return m.group(1);
    }

    /** The value of a property with every ${NAME:default} replaced by its default. */
    String defaultOf(String key) {
        String value = value(key);
        Matcher m = ENV_REFERENCE.matcher(value);
        return m.replaceAll(r -> Matcher.quoteReplacement(r.group(2) == null ? "" : r.group(2)));
    }

    private String value(String key) {
        String value = properties.getProperty(key);
        if (value == null) throw new AssertionError(key + " is not in application.properties");
        return value;
    }
}
