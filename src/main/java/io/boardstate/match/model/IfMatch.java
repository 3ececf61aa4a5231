package io.boardstate.match.model;

import java.util.List;

/**
 * What a command's If-Match asks of the match's head (RFC 9110 §13.1.1, strong comparison): any
 * version ({@code *}), or one of the listed versions. Tags that can never name a version (weak ones,
 * text that is no version number) are left out by the caller, so an empty list is a condition that
 * no head meets (412).
 *
 * @param any the header was {@code *}: whatever version the match is at
 * @param versions the versions named, in the header's order (empty with {@code any})
 */
public record IfMatch(boolean any, List<Long> versions) {
    public IfMatch {
        versions = List.copyOf(versions);
    }

    /** If-Match naming exactly this version (what front ends send: the ETag they read). */
    public static IfMatch version(long version) {
        return new IfMatch(false, List.of(version));
    }

    /** The condition holds for a head at {@code version}. */
    public boolean admits(long version) {
        return any || versions.contains(version);
    }

    /** The one version named, or -1 when the header named none or several, or was {@code *}. */
    public long single() {
        return !any && versions.size() == 1 ? versions.get(0) : -1;
    }

    /**
     * The first named version above {@code head}, or -1: a head that has not reached it yet may still
     * do so, so a conflict is final only while the head is not there.
     */
    public long nextAbove(long head) {
        return versions.stream()
                .filter(v -> v > head)
                .mapToLong(Long::longValue)
                .min()
                .orElse(-1);
    }

    /** The condition as text, stable across releases (the idempotency fingerprint holds it). */
    public String text() {
        if (any) return "*";
        StringBuilder out = new StringBuilder();
        for (long v : versions) out.append(out.isEmpty() ? "" : ",").append(v);
        return out.toString();
    }

    /** The condition for a person: "version 12", "versions 12, 13", "no version (…)", "any version". */
    public String describe() {
        if (any) return "any version";
        if (versions.isEmpty()) return "no version (a weak ETag or other text never matches)";
        return (versions.size() == 1 ? "version " : "versions ") + text().replace(",", ", ");
    }
}
