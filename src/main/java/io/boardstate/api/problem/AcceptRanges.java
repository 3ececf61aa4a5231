package io.boardstate.api.problem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * An Accept header with a range of weight 0 ("not acceptable", RFC 9110 section 12.4.2), restated
 * for Quarkus REST, which would serve a type so refused: each type the service produces gets the
 * weight of the most specific range that names it (section 12.5.1), and only those above 0 are
 * handed on. Nothing left: the resource answers 406.
 */
final class AcceptRanges {
    /** Every type a resource of this service produces (its @Produces). */
    static final List<String> SERVED =
            List.of("application/json", "text/csv", "text/event-stream", "application/x-ndjson", "text/html");

    /** Matches no produced type, so that the resource answers 406. */
    static final String NOTHING = "application/x-not-acceptable";

    private record Range(String type, String subtype, double q) {
        /** 3: type/subtype, 2: type/*, 1: *&#47;*, 0: does not name {@code served}. */
        int specificity(String served) {
            int slash = served.indexOf('/');
            if (type.equals("*")) return subtype.equals("*") ? 1 : 0;
            if (!type.equals(served.substring(0, slash))) return 0;
            if (subtype.equals("*")) return 2;
            return subtype.equals(served.substring(slash + 1)) ? 3 : 0;
        }
    }

    private record Weighted(String type, double q) {}

    private AcceptRanges() {}

    /** The Accept values to hand on: null to leave them as sent (no range has weight 0). */
    static String restated(List<String> values) {
        // Asked of every request: most send no parameter at all, so no weight to read.
        if (values.stream().noneMatch(v -> v.indexOf('=') >= 0)) return null;
        List<Range> ranges = new ArrayList<>();
        boolean refuses = false;
        for (String value : values)
            for (String text : value.split(",")) {
                Range r = parse(text);
                if (r == null) continue;
                ranges.add(r);
                refuses |= r.q() == 0;
            }
        if (!refuses) return null;
        List<String> accepted = SERVED.stream()
                .map(served -> new Weighted(served, weight(ranges, served)))
                .filter(w -> w.q() > 0)
                .sorted(Comparator.comparingDouble(Weighted::q).reversed())
                .map(w -> w.type() + ";q=" + w.q())
                .toList();
        return accepted.isEmpty() ? NOTHING : String.join(", ", accepted);
    }

    /** The weight of the most specific range naming {@code served}; 0 when none does. */
    private static double weight(List<Range> ranges, String served) {
        int best = 0;
        double q = 0;
        for (Range r : ranges) {
            int s = r.specificity(served);
            if (s > best) {
                best = s;
                q = r.q();
            }
        }
        return q;
    }

    private static Range parse(String text) {
        String[] parts = text.split(";");
        String[] media = parts[0].strip().toLowerCase(Locale.ROOT).split("/");
        if (media.length != 2 || media[0].isEmpty() || media[1].isEmpty()) return null;
        double q = 1;
        for (int i = 1; i < parts.length; i++) {
            String p = parts[i].strip();
            if (p.length() < 2 || Character.toLowerCase(p.charAt(0)) != 'q') continue;
            String rest = p.substring(1).strip();
            if (!rest.startsWith("=")) continue;
            try {
                q = Double.parseDouble(rest.substring(1).strip());
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return new Range(media[0], media[1], Math.max(0, Math.min(1, q)));
    }
}
