package io.boardstate.api.http;

import io.boardstate.api.problem.ApiProblem;

/** The {@code limit} of a paged listing, read alike by every listing. */
public final class PageSize {
    private PageSize() {}

    /**
     * From 1 to {@code max}, {@code byDefault} when absent; anything else is 400 INVALID_PARAMETER.
     * The default is checked too: a configured maximum below it refuses every page, as it always did.
     */
    public static int of(String limit, int byDefault, int max) {
        // -1 for none, a space or a sign: refused below
        long n = limit == null ? byDefault : WholeNumber.parse(limit);
        if (n < 1 || n > max) throw ApiProblem.invalidParameter("limit", "limit must be between 1 and " + max + ".");
        return (int) n;
    }
}
