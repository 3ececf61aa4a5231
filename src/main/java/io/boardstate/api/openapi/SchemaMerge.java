package io.boardstate.api.openapi;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

/**
 * One object schema for values that are one of several objects sharing a name (a command type two
 * editions read with their own records, an event type two families write): every member of any of
 * them, required where all require it, each member the others lack saying whose it is. Generators
 * make one class of it that reads and writes each of the values as it is, where a union of the
 * objects, not told apart by any member, would read every value as its first object.
 */
final class SchemaMerge {
    private SchemaMerge() {}

    /** The merged object of {@code byOwner}'s schemas (owner names as the contract's readers know them). */
    static Schema objects(Map<String, Schema> byOwner, String othersLackIt) {
        Schema merged = OASFactory.createSchema().addType(SchemaType.OBJECT);
        Map<String, TreeSet<String>> owners = new LinkedHashMap<>();
        byOwner.forEach((owner, schema) -> {
            if (schema.getProperties() == null) return;
            schema.getProperties().forEach((member, field) -> {
                Schema known = merged.getProperties() == null
                        ? null
                        : merged.getProperties().get(member);
                if (known != null && !Objects.equals(known, field))
                    throw new IllegalStateException("member " + member + " has two schemas in " + byOwner.keySet());
                merged.addProperty(member, field);
                owners.computeIfAbsent(member, k -> new TreeSet<>()).add(owner);
            });
        });
        List<String> required = new ArrayList<>();
        owners.forEach((member, having) -> {
            if (having.size() < byOwner.size())
                merged.addProperty(
                        member,
                        copy(merged.getProperties().get(member))
                                .description("Only in " + String.join(", ", having) + " (" + othersLackIt + ")"));
            else if (byOwner.values().stream()
                    .allMatch(s -> s.getRequired() != null && s.getRequired().contains(member))) required.add(member);
        });
        if (!required.isEmpty()) merged.required(required);
        boolean closed =
                byOwner.values().stream().allMatch(s -> Boolean.FALSE.equals(s.getAdditionalPropertiesBoolean()));
        if (closed) merged.additionalPropertiesBoolean(false);
        return merged;
    }

    /** A shallow copy, so a description set here does not change the owner's own schema. */
    private static Schema copy(Schema field) {
        Schema copy = OASFactory.createSchema();
        if (field.getRef() != null) return copy.ref(field.getRef()); // OpenAPI 3.1: a $ref may have a description
        copy.setType(field.getType() == null ? null : new ArrayList<>(field.getType()));
        copy.setFormat(field.getFormat());
        copy.setItems(field.getItems());
        copy.setEnumeration(field.getEnumeration());
        copy.setAnyOf(field.getAnyOf());
        copy.setMinimum(field.getMinimum());
        copy.setMaximum(field.getMaximum());
        return copy;
    }
}
