package io.boardstate.api.http;

/**
 * A whole number as the contract's integers are written: ASCII digits only. A sign, a space or
 * another script's digits are refused rather than read ({@code Long.parseLong} takes "+1", and a
 * trim took " 1"), so one version or cursor has one spelling.
 */
public final class WholeNumber {
    private WholeNumber() {}

    /** The number {@code text} writes, or -1 if it is none or past the range of a long. */
    public static long parse(String text) {
        if (text == null || text.isEmpty() || text.length() > 19) return -1;
        long n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') return -1;
            n = n * 10 + (c - '0');
        }
        return n < 0 ? -1 : n; // 19 digits may pass Long.MAX_VALUE and wrap
    }
}
