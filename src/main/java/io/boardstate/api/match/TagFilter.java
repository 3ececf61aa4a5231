package io.boardstate.api.match;

import io.boardstate.match.model.NewMatch;
import jakarta.ws.rs.QueryParam;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;

/**
 * The organizer's tags a page of matches is filtered by (a {@code @BeanParam}), declared once for
 * the match list and the results export.
 */
public class TagFilter {
    @Parameter(description = "Only matches with this tournament tag")
    @QueryParam("tournament")
    String tournament;

    @Parameter(description = "Only matches with this round tag")
    @QueryParam("round")
    String round;

    @Parameter(description = "Only matches with this table tag")
    @QueryParam("table")
    String table;

    /** The tags asked for; a tag not sent filters nothing. */
    public NewMatch.Tags tags() {
        return new NewMatch.Tags(tournament, round, table);
    }
}
