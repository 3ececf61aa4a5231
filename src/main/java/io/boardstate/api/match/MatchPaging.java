package io.boardstate.api.match;

import io.boardstate.api.problem.ApiProblem;
import io.boardstate.match.MatchListing;
import jakarta.ws.rs.QueryParam;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The sort and the cursor of a page of matches (a {@code @BeanParam}), declared and read once for
 * the match list and the results export: a cursor holds its sort and pages only that sort.
 */
public class MatchPaging {
    public static final String NEWEST = "-createdAt";
    public static final String OLDEST = "createdAt";
    public static final String UPDATED = "updatedAt";

    @Parameter(description = "`nextCursor` of the previous page")
    @QueryParam("cursor")
    String cursor;

    @Parameter(
            description = "`-createdAt` (default): newest first; `createdAt`: oldest first; `updatedAt`: least"
                    + " recently updated first, the order to sync by (with a seat token or API key only). Ties by"
                    + " id. Keep the same sort while following a cursor",
            schema =
                    @Schema(
                            type = SchemaType.STRING,
                            enumeration = {NEWEST, OLDEST, UPDATED},
                            defaultValue = NEWEST))
    @QueryParam("sort")
    String sort;

    /** The order {@code sort} names (absent: newest first). */
    public MatchListing.Order order() {
        return order(sort);
    }

    /** Where the page starts: after the cursor's match, which must have been sent for a page in this order. */
    public MatchListing.Position after() {
        return decode(cursor, order());
    }

    private static MatchListing.Order order(String sort) {
        if (sort == null || sort.isEmpty()) return MatchListing.Order.NEWEST;
        return switch (sort) {
            case NEWEST -> MatchListing.Order.NEWEST;
            case OLDEST -> MatchListing.Order.OLDEST;
            case UPDATED -> MatchListing.Order.UPDATED;
            default ->
                throw ApiProblem.invalidParameter(
                        "sort", "sort is one of " + NEWEST + ", " + OLDEST + ", " + UPDATED + ".");
        };
    }

    private static String sortName(MatchListing.Order order) {
        return switch (order) {
            case NEWEST -> NEWEST;
            case OLDEST -> OLDEST;
            case UPDATED -> UPDATED;
        };
    }

    /** A page's {@code nextCursor}: the cursor of its last match, null on the last page (no next). */
    public static String nextCursor(MatchListing.Position next) {
        return next == null ? null : encode(next);
    }

    /**
     * The cursor: the page's order and its last match's time in that order (microseconds, as
     * stored) and id, base64url; opaque to clients. Newest first keeps the first form ({@code m1},
     * without the order), so that cursors pass between releases during a rolling update.
     */
    private static String encode(MatchListing.Position p) {
        long micros = ChronoUnit.MICROS.between(Instant.EPOCH, p.at());
        String text = p.order() == MatchListing.Order.NEWEST
                ? "m1:" + micros + ":" + p.id()
                : "m2:" + sortName(p.order()) + ":" + micros + ":" + p.id();
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    /** A cursor's position; it must have been sent for a page in {@code order}. */
    private static MatchListing.Position decode(String cursor, MatchListing.Order order) {
        if (cursor == null || cursor.isEmpty()) return null;
        MatchListing.Position p = null;
        try {
            String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split(":");
            if (parts.length == 3 && parts[0].equals("m1")) p = position(MatchListing.Order.NEWEST, parts[1], parts[2]);
            else if (parts.length == 4 && parts[0].equals("m2") && known(parts[1]))
                p = position(order(parts[1]), parts[2], parts[3]);
        } catch (IllegalArgumentException | ArithmeticException | java.time.DateTimeException e) {
            // below
        }
        if (p == null) throw ApiProblem.invalidParameter("cursor", "cursor must be a nextCursor this service sent.");
        if (p.order() != order)
            throw ApiProblem.invalidParameter(
                    "cursor",
                    "This cursor pages sort=" + sortName(p.order()) + ", not sort=" + sortName(order)
                            + ": keep the sort while following cursors, or start again without a cursor.");
        return p;
    }

    private static boolean known(String sort) {
        return sort.equals(NEWEST) || sort.equals(OLDEST) || sort.equals(UPDATED);
    }

    private static MatchListing.Position position(MatchListing.Order order, String micros, String id) {
        Instant at = Instant.EPOCH.plus(Long.parseLong(micros), ChronoUnit.MICROS);
        return new MatchListing.Position(order, at, UUID.fromString(id));
    }
}
