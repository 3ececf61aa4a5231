package io.boardstate.api.http;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * Picks the response language from an {@code Accept-Language} header (RFC 9110 12.5.4): ranges
 * are tried by quality, highest first (ties in the header's order); a range matches a language
 * equal to it, one it is a prefix of ({@code zh} matches {@code zh-Hant}) or, as in RFC 4647
 * lookup, one it truncates to ({@code it-IT} matches {@code it}); {@code *} matches any language
 * not refused with {@code q=0}. No header, an unparsable one or no match gives the default, first
 * of the available languages: a language the service lacks is not an error.
 */
public final class AcceptLanguage {
    private AcceptLanguage() {}

    private record Range(String tag, double q, int order) {}

    /** One of {@code available} (lower-case tags, the default first). */
    public static String pick(String header, List<String> available) {
        String fallback = available.getFirst();
        if (header == null || header.isBlank()) return fallback;
        List<Range> ranges = parse(header);
        ranges.sort(Comparator.comparingDouble(Range::q).reversed().thenComparingInt(Range::order));
        for (Range range : ranges) {
            if (range.q() <= 0) break;
            for (String language : available)
                if (matches(range.tag(), language) && !refused(language, ranges)) return language;
        }
        return fallback;
    }

    private static boolean matches(String range, String language) {
        return range.equals("*")
                || range.equals(language)
                || language.startsWith(range + "-")
                || range.startsWith(language + "-");
    }

    /** Refused: the most specific range naming it (not {@code *}) has q=0. */
    private static boolean refused(String language, List<Range> ranges) {
        Range best = null;
        for (Range r : ranges)
            if (!r.tag().equals("*")
                    && matches(r.tag(), language)
                    && (best == null || r.tag().length() > best.tag().length())) best = r;
        return best != null && best.q() <= 0;
    }

    /** The well-formed ranges; a malformed element is skipped, as if absent. */
    private static List<Range> parse(String header) {
        List<Range> out = new ArrayList<>();
        int order = 0;
        for (String element : header.split(",", 64)) {
            String[] parts = element.split(";");
            String tag = parts[0].trim().toLowerCase(Locale.ROOT);
            if (!tag.matches("\\*|[a-z]{1,8}(-[a-z0-9]{1,8})*")) continue;
            double q = 1;
            boolean ok = true;
            for (int i = 1; i < parts.length; i++) {
                String p = parts[i].trim();
                if (p.regionMatches(true, 0, "q=", 0, 2) && p.substring(2).matches("0(\\.[0-9]{0,3})?|1(\\.0{0,3})?"))
                    q = Double.parseDouble(p.substring(2));
                else ok = false;
            }
            if (ok) out.add(new Range(tag, q, order++));
        }
        return out;
    }
}
