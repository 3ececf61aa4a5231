package io.boardstate.engine.contract;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Finds what a ruleset marks secret in an event (the parts its redaction for a viewer removes or
 * changes) and changes exactly those parts into other plausible values: numbers +1, booleans
 * flipped, the hidden elements of a list rotated, a hidden string swapped for another value the
 * same field takes elsewhere in the game. A match replayed with such an event differs from the
 * original only in what that viewer may not see.
 */
final class Secrets {
    /** Values each field name takes across a game, to swap hidden strings for plausible others. */
    private final Map<String, Set<String>> values = new TreeMap<>();

    void learn(JsonNode payload) {
        collect(null, payload);
    }

    private void collect(String field, JsonNode node) {
        if (node.isObject()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                collect(e.getKey(), e.getValue());
            }
        } else if (node.isArray()) {
            for (JsonNode n : node) collect(field, n);
        } else if (node.isTextual() && field != null) {
            values.computeIfAbsent(field, k -> new LinkedHashSet<>()).add(node.asText());
        }
    }

    /** The full payload with its parts hidden in {@code seen} changed, or null when nothing could change. */
    JsonNode perturb(JsonNode full, JsonNode seen) {
        JsonNode out = perturb(null, full, seen);
        return out.equals(full) ? null : out;
    }

    private JsonNode perturb(String field, JsonNode full, JsonNode seen) {
        if (seen != null && full.equals(seen)) return full;
        if (full.isObject() && seen != null && seen.isObject()) {
            ObjectNode out = ((ObjectNode) full).deepCopy();
            for (Iterator<String> it = full.fieldNames(); it.hasNext(); ) {
                String name = it.next();
                out.set(name, perturb(name, full.get(name), seen.get(name)));
            }
            return out;
        }
        if (full.isArray()) return perturbArray(field, (ArrayNode) full, seen != null && seen.isArray() ? seen : null);
        return scalar(field, full);
    }

    /**
     * The hidden elements (beyond the seen ones or differing from them) rotated among themselves,
     * all but the first: a pile's top may be revealed by the same event (a refill of the market),
     * so only the order below it is sure to stay hidden.
     */
    private JsonNode perturbArray(String field, ArrayNode full, JsonNode seen) {
        List<Integer> hidden = new ArrayList<>();
        for (int i = 0; i < full.size(); i++) {
            if (seen == null || i >= seen.size() || !full.get(i).equals(seen.get(i))) hidden.add(i);
        }
        if (hidden.size() >= 3) hidden.removeFirst();
        ArrayNode out = full.deepCopy();
        if (hidden.size() >= 2) {
            for (int k = 0; k < hidden.size(); k++) {
                out.set(hidden.get(k), full.get(hidden.get((k + 1) % hidden.size())));
            }
            if (!out.equals(full)) return out;
        }
        for (int i : hidden) {
            JsonNode inner = seen != null && i < seen.size() ? seen.get(i) : null;
            out.set(i, full.get(i).isContainerNode() ? perturb(field, full.get(i), inner) : scalar(field, full.get(i)));
        }
        return out;
    }

    private JsonNode scalar(String field, JsonNode v) {
        if (v.isIntegralNumber()) return IntNode.valueOf(v.asInt() + 1);
        if (v.isBoolean()) return BooleanNode.valueOf(!v.asBoolean());
        if (v.isTextual() && field != null) {
            for (String other : values.getOrDefault(field, Set.of())) {
                if (!other.equals(v.asText())) return TextNode.valueOf(other);
            }
        }
        return v;
    }
}
