package io.boardstate.api.openapi;

import com.fasterxml.jackson.annotation.JsonCreator;
import io.smallrye.openapi.model.BaseModel;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.models.Components;
import org.eclipse.microprofile.openapi.models.media.Schema;

/**
 * The words of the request and response bodies, kept in {@value #RESOURCE} by published schema
 * name, apart from the records: a schema's description and required members, and each member's
 * description, examples and bounds. The records say only what is structure (their published name,
 * and a member's type, format or values where the Java type does not say them); this writes the
 * rest in before the game schemas are derived from them (Match and Event lend their members' words
 * to each game's). Words for a schema or member the service does not have, or said in code too,
 * stop the service at startup.
 */
final class SchemaDocs {
    static final String RESOURCE = "openapi/schemas.yaml";

    /** One schema's words; the required members are those the records' types do not make required. */
    record Doc(String description, List<String> required, Map<String, MemberDoc> properties) {}

    /** A member's words and hints; written as a plain string when it has only a description. */
    record MemberDoc(
            String description,
            List<Object> examples,
            BigDecimal minimum,
            BigDecimal maximum,
            Integer minItems,
            Integer maxItems) {
        @JsonCreator(mode = JsonCreator.Mode.PROPERTIES)
        MemberDoc {}

        @JsonCreator(mode = JsonCreator.Mode.DELEGATING)
        static MemberDoc of(String description) {
            return new MemberDoc(description, null, null, null, null, null);
        }
    }

    private SchemaDocs() {}

    static Map<String, Doc> load() {
        return DocsFile.load(RESOURCE, Doc.class);
    }

    static void apply(Components components, Map<String, Doc> docs) {
        Set<String> unknown = new TreeSet<>();
        Map<String, Schema> schemas = components.getSchemas() == null ? Map.of() : components.getSchemas();
        docs.forEach((name, doc) -> {
            Schema schema = schemas.get(name);
            if (schema == null) unknown.add(name);
            else write(name, schema, doc, schemas, unknown);
        });
        if (!unknown.isEmpty()) throw new IllegalStateException(RESOURCE + ": no schema or member " + unknown);
    }

    private static void write(String name, Schema schema, Doc doc, Map<String, Schema> schemas, Set<String> unknown) {
        Map<String, Schema> members = schema.getProperties() == null ? Map.of() : schema.getProperties();
        if (doc.description() != null) schema.description(said(name, schema.getDescription(), doc.description()));
        if (doc.required() != null) {
            doc.required().stream().filter(m -> !members.containsKey(m)).forEach(m -> unknown.add(name + "." + m));
            List<String> required = new ArrayList<>(doc.required());
            if (schema.getRequired() != null)
                schema.getRequired().stream().filter(m -> !required.contains(m)).forEach(required::add);
            schema.required(required);
        }
        lead(schema, List.of("type", doc.required() == null ? "" : "required", "description"));
        if (doc.properties() != null)
            doc.properties().forEach((member, words) -> {
                Schema property = members.get(member);
                if (property == null) unknown.add(name + "." + member);
                else write(name + "." + member, property, words, schemas);
            });
    }

    private static void write(String where, Schema member, MemberDoc doc, Map<String, Schema> schemas) {
        if (doc.description() != null) {
            member.description(said(where, member.getDescription(), doc.description()));
            referencedType(member, schemas);
        }
        if (doc.examples() != null) member.examples(new ArrayList<>(doc.examples()));
        if (doc.minimum() != null) member.minimum(doc.minimum());
        if (doc.maximum() != null) member.maximum(doc.maximum());
        if (doc.minItems() != null) member.minItems(doc.minItems());
        if (doc.maxItems() != null) member.maxItems(doc.maxItems());
        placed(member);
    }

    /**
     * SmallRye's scanner wrote a described reference with its component's type beside it (`$ref`
     * and `type: object`): kept, so that the contract reads as it did when the words were annotations.
     */
    private static void referencedType(Schema member, Map<String, Schema> schemas) {
        if (member.getRef() == null || member.getType() != null) return;
        Schema component = schemas.get(member.getRef().substring(member.getRef().lastIndexOf('/') + 1));
        if (component != null && component.getType() != null) member.type(new ArrayList<>(component.getType()));
    }

    private static String said(String where, String inCode, String words) {
        if (inCode != null) throw new IllegalStateException(where + ": described in code and in " + RESOURCE);
        return words;
    }

    /**
     * SmallRye writes a model's members in the order they were set, and its annotation scanner set
     * a schema's type, required and description first: they are put there, the rest follows as it was.
     */
    private static void lead(Schema schema, List<String> first) {
        Map<String, Object> set = new LinkedHashMap<>(((BaseModel<?>) schema).getAllProperties());
        List<String> order = new ArrayList<>(first);
        set.keySet().stream().filter(name -> !order.contains(name)).forEach(order::add);
        arrange(schema, set, order);
    }

    /**
     * A member's structure (reference, type, format, values) first, then its examples and bounds on
     * its items, its items, and last its description and bounds: where the annotation scanner wrote them.
     */
    private static void placed(Schema member) {
        Map<String, Object> set = new LinkedHashMap<>(((BaseModel<?>) member).getAllProperties());
        List<String> after = List.of(
                "examples",
                "maxItems",
                "minItems",
                "items",
                "additionalProperties",
                "description",
                "maximum",
                "minimum");
        List<String> order = new ArrayList<>(
                set.keySet().stream().filter(name -> !after.contains(name)).toList());
        order.addAll(after);
        arrange(member, set, order);
    }

    private static void arrange(Schema schema, Map<String, Object> set, List<String> order) {
        BaseModel<?> model = (BaseModel<?>) schema;
        set.keySet().forEach(name -> model.setProperty(name, null));
        order.stream().filter(set::containsKey).forEach(name -> model.setProperty(name, set.get(name)));
    }
}
