package io.boardstate.api.http;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The value of an If-Match or If-None-Match header (RFC 9110 §13.1.1, §13.1.2): {@code *}, or a
 * comma-separated list of entity tags (§8.8.3), each strong ({@code "12"}) or weak ({@code
 * W/"12"}). Parsed here once; each header decides what a malformed value means.
 *
 * @param any the value is {@code *}: any current representation
 * @param tags the listed tags, in order (empty for {@code *})
 */
public record EntityTags(boolean any, List<Tag> tags) {
    /** One entity tag: the opaque text between the quotes, and whether it was marked W/. */
    record Tag(String opaque, boolean weak) {}

    /**
     * The value of one header, its lines joined by commas; empty when it is malformed: not {@code
     * *}, not a list of at least one tag, a character that no tag may hold (§8.8.3: {@code etagc}
     * is visible ASCII but {@code "}, or obs-text), or {@code *} in a list. Empty list members and
     * the spaces and tabs around members are allowed (§5.6.1).
     */
    public static Optional<EntityTags> parse(String value) {
        if (value == null) return Optional.empty();
        String v = value.replaceAll("^[ \\t]+|[ \\t]+$", ""); // OWS around the value
        if (v.equals("*")) return Optional.of(new EntityTags(true, List.of()));
        List<Tag> tags = new ArrayList<>();
        int i = 0;
        int n = v.length();
        while (i < n) {
            char c = v.charAt(i);
            if (c == ' ' || c == '\t' || c == ',') {
                i++;
                continue;
            }
            boolean weak = v.startsWith("W/", i);
            if (weak) i += 2;
            if (i >= n || v.charAt(i) != '"') return Optional.empty();
            int end = i + 1;
            while (end < n && etagc(v.charAt(end))) end++;
            if (end >= n || v.charAt(end) != '"') return Optional.empty();
            tags.add(new Tag(v.substring(i + 1, end), weak));
            i = end + 1;
            while (i < n && (v.charAt(i) == ' ' || v.charAt(i) == '\t')) i++;
            if (i < n && v.charAt(i) != ',') return Optional.empty();
        }
        return tags.isEmpty() ? Optional.empty() : Optional.of(new EntityTags(false, List.copyOf(tags)));
    }

    /** §8.8.3: %x21 / %x23-7E / obs-text (%x80-FF). */
    private static boolean etagc(char c) {
        return c == 0x21 || (c >= 0x23 && c <= 0x7E) || (c >= 0x80 && c <= 0xFF);
    }

    /** Weak comparison (§8.8.3.2), as If-None-Match uses it: {@code *}, or a tag with this opaque text. */
    boolean matchesWeakly(String opaque) {
        return any || tags.stream().anyMatch(tag -> tag.opaque().equals(opaque));
    }

    /**
     * The opaque texts of the strong tags, in order: all that strong comparison (§8.8.3.2), as
     * If-Match uses it, can ever find equal; a weak tag matches nothing there.
     */
    public List<String> strongTags() {
        return tags.stream().filter(tag -> !tag.weak()).map(Tag::opaque).toList();
    }
}
