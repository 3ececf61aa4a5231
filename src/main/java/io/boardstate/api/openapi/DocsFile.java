package io.boardstate.api.openapi;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/**
 * Reads a contract words file ({@link OperationDocs}, {@link SchemaDocs}): SnakeYAML's safe loader
 * resolves the anchors that say one thing twice, then Jackson binds the tree to the file's records
 * and refuses a member it does not know. Order is kept: the contract is written in it.
 */
final class DocsFile {
    private DocsFile() {}

    /** The file on the class path, by name. */
    static <T> Map<String, T> load(String resource, Class<T> doc) {
        try (InputStream in = DocsFile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException(resource + " is missing");
            return read(in, doc);
        } catch (IOException e) {
            throw new UncheckedIOException(resource + " is unreadable", e);
        }
    }

    static <T> Map<String, T> read(InputStream yaml, Class<T> doc) {
        Object tree = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        ObjectMapper json = new ObjectMapper();
        return json.convertValue(tree, json.getTypeFactory().constructMapType(LinkedHashMap.class, String.class, doc));
    }
}
